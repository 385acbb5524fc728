import { BellOutlined } from '@ant-design/icons';
import { notice as noticeOps } from '@portal/contract';
import { Badge, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { NoticeModal, type NoticeSummary } from '../../shared/notices/notice-modal';
import { NoticeListDrawer } from './notice-list-drawer';

/** Header bell: a dot while the newest notice is unread; a click shows that notice and marks it read. */
export function NoticeBell() {
  const { t } = useTranslation();
  const newest = useOperationQuery(noticeOps.getNewestNotice);
  // The notice is kept as clicked, so a refetch (after marking it read) does not swap the text.
  const [shown, setShown] = useState<NoticeSummary | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const unread = newest.data?.is_read === 0;

  const open = () => {
    if (newest.data) setShown(newest.data);
    else setListOpen(true);
  };
  const openList = () => {
    setShown(null);
    setListOpen(true);
  };

  return (
    <>
      <Tooltip title={t('notice.bell')}>
        <Button
          type="text"
          aria-label={t('notice.bell')}
          data-testid="notice-bell"
          // Absent until loaded, so a test never mistakes "not fetched yet" for "read".
          data-unread={newest.isSuccess ? String(unread) : undefined}
          onClick={open}
          icon={
            <Badge dot={unread} offset={[-2, 2]}>
              <BellOutlined style={{ fontSize: 16 }} />
            </Badge>
          }
        />
      </Tooltip>
      <NoticeModal
        notice={shown}
        onClose={() => setShown(null)}
        footerExtra={<Button onClick={openList}>{t('notice.viewAll')}</Button>}
      />
      <NoticeListDrawer open={listOpen} onClose={() => setListOpen(false)} />
    </>
  );
}
