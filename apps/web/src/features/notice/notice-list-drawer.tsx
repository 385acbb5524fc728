import { notice as noticeOps, PAGE_SIZES } from '@portal/contract';
import { Badge, Button, List, Tag } from 'antd';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { FocusReturnDrawer } from '../../shared/focus/focus-return-drawer';
import { useFormatDateTime } from '../../shared/format/date-time';
import { LazyNoticeModal } from '../../shared/notices/lazy-notice-modal';
import type { NoticeSummary } from '../../shared/notices/notice-modal';
import { NoticeTitleButton } from '../../shared/notices/notice-title-button';

/** Every notice published to the merchant, newest first, a page at a time. */
interface NoticeListDrawerProps {
  open: boolean;
  onClose(): void;
  /** Leaves for the messages page (notices and alerts). */
  onViewAll(): void;
  /** The bell: the drawer may be opened from the notice modal, whose button is gone when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function NoticeListDrawer({ open, onClose, onViewAll, returnFocusTo }: NoticeListDrawerProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState({ page: 1, page_size: 10 });
  const [shown, setShown] = useState<NoticeSummary | null>(null);
  const list = useOperationQuery(noticeOps.getNoticeList, page, { enabled: open, placeholderData: (prev) => prev });

  return (
    <FocusReturnDrawer
      open={open}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
      title={t('notice.listTitle')}
      width="min(520px, 100vw)"
      destroyOnHidden
      extra={
        <Button type="link" onClick={onViewAll}>
          {t('notice.allMessages')}
        </Button>
      }
    >
      <List
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('notice.empty') }}
        rowKey="press_id"
        pagination={{
          current: page.page,
          pageSize: page.page_size,
          total: list.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          size: 'small',
          onChange: (next, pageSize) => setPage({ page: pageSize === page.page_size ? next : 1, page_size: pageSize }),
        }}
        renderItem={(item) => (
          <List.Item data-testid="notice-list-item">
            <List.Item.Meta
              title={
                <Badge dot={item.is_read === 0} offset={[6, 0]}>
                  <NoticeTitleButton title={item.title} unread={item.is_read === 0} onClick={() => setShown(item)} />
                </Badge>
              }
              description={
                <>
                  {item.meta_title ? <Tag>{item.meta_title}</Tag> : null}
                  {formatDateTime(item.publish_on_time)}
                </>
              }
            />
          </List.Item>
        )}
      />
      <LazyNoticeModal notice={shown} onClose={() => setShown(null)} />
    </FocusReturnDrawer>
  );
}
