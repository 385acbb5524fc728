import { type Message, message, PAGE_SIZES } from '@portal/contract';
import { Card, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../shared/api/use-operation';
import { useListScreen } from '../../shared/list/use-list-screen';
import { MessageFilters } from './message-filters';
import { MessageItem } from './message-item';
import { MessageModal } from './message-modal';
import { useMarkMessageRead } from './use-mark-message-read';
import { USER_MESSAGES_LIST } from './user-messages-list';

/**
 * User messages (/user/message, spec 2 and 4): the notices published to the merchant and the account's
 * alerts (orders in Alert or Expired, exceptions waiting for a reply, loss orders; a sub-account's of
 * the areas it holds), newest first, filtered by read state and kind in the address. Opening one
 * marks it read.
 */
export default function UserMessagesPage() {
  const { t } = useTranslation();
  const list = useListScreen(USER_MESSAGES_LIST);
  // Kept as opened: the list refetched after the read mark does not swap what is shown.
  const [shown, setShown] = useState<Message | null>(null);
  const markRead = useMarkMessageRead();
  const markAll = useOperationMutation(message.markAllRead);
  const data = list.rows.data;
  const kind = list.formValues.kind;
  // The bell's count (one cached read): whether anything of the kind shown waits to be read.
  const counts = useOperationQuery(message.getUnreadCount).data;
  const anyUnread = (kind === 'alert' ? counts?.alerts : kind === 'notice' ? counts?.notices : counts?.unread) ?? 0;
  const open = (item: Message) => {
    setShown(item);
    markRead(item);
  };
  return (
    <Card>
      <MessageFilters
        screen={list}
        marking={markAll.isPending}
        onMarkAllRead={anyUnread > 0 ? () => markAll.mutate({ body: kind ? { kind } : {} }) : undefined}
      />
      <List
        loading={list.rows.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: t('userMessages.empty') }}
        rowKey={(item) => `${item.kind}-${item.id}`}
        pagination={{
          current: list.page,
          pageSize: list.pageSize,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          hideOnSinglePage: false,
          onChange: list.setPage,
        }}
        renderItem={(item) => <MessageItem item={item} onOpen={open} />}
      />
      <MessageModal item={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
