import { BellOutlined } from '@ant-design/icons';
import { message, notice as noticeOps } from '@portal/contract';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOperationQuery } from '../../shared/api/use-operation';
import { useOpenedOnce } from '../../shared/hooks/use-opened-once';
import { LazyNoticeModal } from '../../shared/notices/lazy-notice-modal';
import type { NoticeSummary } from '../../shared/notices/notice-modal';

const NoticeListDrawer = lazy(() => import('./notice-list-drawer').then((m) => ({ default: m.NoticeListDrawer })));

/** The user messages page: every notice and alert. */
const MESSAGES_PATH = '/user/message';

/**
 * Header bell: a dot while any notice or alert is unread, older ones too. A click shows the newest
 * notice when it is unread (and marks it read); otherwise the unread messages when an alert waits,
 * else the notice list, where the unread ones stand out. Both lead on to the messages page.
 */
export function NoticeBell() {
  const { t } = useTranslation();
  const newest = useOperationQuery(noticeOps.getNewestNotice);
  const unreadCount = useOperationQuery(message.getUnreadCount);
  const navigate = useNavigate();
  // The notice is kept as clicked, so a refetch (after marking it read) does not swap the text.
  const [shown, setShown] = useState<NoticeSummary | null>(null);
  const [listOpen, setListOpen] = useState(false);
  // "All notices" swaps the notice for the list: the list takes the focus and gives it to the bell.
  const [handedToList, setHandedToList] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const listUsed = useOpenedOnce(listOpen);
  const unread = (unreadCount.data?.unread ?? 0) > 0;

  const open = () => {
    setHandedToList(false);
    if (newest.data && (newest.data.is_read === 0 || !unread)) setShown(newest.data);
    else if ((unreadCount.data?.alerts ?? 0) > 0) navigate(`${MESSAGES_PATH}?read=unread`);
    else setListOpen(true);
  };
  const viewAll = () => {
    setShown(null);
    setListOpen(false);
    navigate(MESSAGES_PATH);
  };
  const openList = () => {
    setHandedToList(true);
    // The list's opener is the bell, not this button of a dialog that is going: the drawer gives the
    // focus back to what had it when it opened.
    bell.current?.focus({ preventScroll: true });
    setShown(null);
    setListOpen(true);
  };

  return (
    <>
      <Tooltip title={t('notice.bell')}>
        <Button
          ref={bell}
          type="text"
          aria-label={unread ? t('notice.bellUnread', { count: unreadCount.data?.unread ?? 0 }) : t('notice.bell')}
          data-testid="notice-bell"
          // Absent until loaded, so a test never mistakes "not fetched yet" for "read".
          data-unread={unreadCount.isSuccess && newest.isSuccess ? String(unread) : undefined}
          onClick={open}
          icon={
            <Badge dot={unread} offset={[-2, 2]}>
              <BellOutlined style={{ fontSize: 16 }} />
            </Badge>
          }
        />
      </Tooltip>
      <LazyNoticeModal
        notice={shown}
        onClose={() => setShown(null)}
        returnFocus={!handedToList}
        footerExtra={
          <>
            <Button onClick={viewAll}>{t('notice.allMessages')}</Button>
            <Button onClick={openList}>{t('notice.viewAll')}</Button>
          </>
        }
      />
      {listUsed ? (
        <Suspense fallback={null}>
          <NoticeListDrawer
            open={listOpen}
            onClose={() => setListOpen(false)}
            onViewAll={viewAll}
            returnFocusTo={bell}
          />
        </Suspense>
      ) : null}
    </>
  );
}
