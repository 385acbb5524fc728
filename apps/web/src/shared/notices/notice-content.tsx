import type { Notice } from '@portal/contract';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../format/date-time';
import { SanitizedHtml } from './sanitized-html';

/** A notice's body: its category, publish time and sanitised HTML text. */
export function NoticeContent({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <div data-testid="notice-content">
      <Space size="small" wrap style={{ marginBottom: 12 }}>
        {notice.meta_title ? <Tag color="blue">{notice.meta_title}</Tag> : null}
        <Typography.Text type="secondary">
          {t('notice.publishedAt', { time: formatDateTime(notice.publish_on_time) })}
        </Typography.Text>
      </Space>
      <SanitizedHtml html={notice.description} />
    </div>
  );
}
