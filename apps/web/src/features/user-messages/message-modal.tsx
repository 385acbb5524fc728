import type { Message } from '@portal/contract';
import { Button, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatDateTime } from '../../shared/format/date-time';
import { NoticeContent } from '../../shared/notices/notice-content';
import { messageTitle } from './message-title';

/** An alert's text, when it was raised, and the way to its record. */
function AlertContent({ item, onOpenRecord }: { item: Message; onOpenRecord: () => void }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const record = item.alert_type === 'inbound_difference' ? 'lossOrder' : 'order';
  return (
    <div data-testid="alert-content">
      <Space size="small" wrap style={{ marginBottom: 12 }}>
        <Tag color="orange">{t('userMessages.kinds.alert')}</Tag>
        <Typography.Text type="secondary">
          {t('userMessages.raisedAt', { time: formatDateTime(item.at) })}
        </Typography.Text>
      </Space>
      {item.body ? <Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>{item.body}</Typography.Paragraph> : null}
      <Typography.Paragraph type="secondary">{t(`userMessages.alertHelp.${record}`)}</Typography.Paragraph>
      <Button type="link" style={{ padding: 0 }} onClick={onOpenRecord}>
        {t(`userMessages.openRecord.${record}`, { reference: item.title })}
      </Button>
    </div>
  );
}

/** One opened message: a notice's sanitised content, or an alert's text with the link to its record. */
export function MessageModal({ item, onClose }: { item: Message | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = item?.link;
  return (
    <Modal
      open={item !== null}
      title={item ? messageTitle(t, item) : undefined}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {item?.kind === 'notice' ? (
        <NoticeContent
          notice={{
            press_id: item.id,
            title: item.title,
            meta_title: item.meta_title,
            publish_on_time: item.at,
            is_read: item.is_read,
            description: item.body,
          }}
        />
      ) : null}
      {item?.kind === 'alert' && link ? (
        <AlertContent
          item={item}
          onOpenRecord={() => {
            onClose();
            navigate(link);
          }}
        />
      ) : null}
    </Modal>
  );
}
