import type { Message } from '@portal/contract';
import { Badge, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../shared/format/date-time';
import { NoticeTitleButton } from '../../shared/notices/notice-title-button';
import { messageTitle } from './message-title';

/** One message in the list: its title (a button that opens it, bold while unread), kind, time and, for an alert, what happened. */
export function MessageItem({ item, onOpen }: { item: Message; onOpen: (item: Message) => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const unread = item.is_read === 0;
  return (
    <List.Item data-testid="message-item" data-read={String(!unread)}>
      <List.Item.Meta
        title={
          <Badge dot={unread} offset={[6, 0]}>
            <NoticeTitleButton title={messageTitle(t, item)} unread={unread} onClick={() => onOpen(item)} />
          </Badge>
        }
        description={
          <Space size={[8, 4]} wrap>
            {unread ? <Tag color="red">{t('userMessages.unread')}</Tag> : null}
            <Tag color={item.kind === 'alert' ? 'orange' : 'blue'}>{t(`userMessages.kinds.${item.kind}`)}</Tag>
            {item.meta_title ? <Tag>{item.meta_title}</Tag> : null}
            <Typography.Text type="secondary">{formatDateTime(item.at)}</Typography.Text>
            {item.kind === 'alert' && item.body ? <Typography.Text>{item.body}</Typography.Text> : null}
          </Space>
        }
      />
    </List.Item>
  );
}
