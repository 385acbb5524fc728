import type { ContentOf, dashboard } from '@portal/contract';
import { Card, List, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../shared/format/date-time';
import { LazyNoticeModal } from '../../shared/notices/lazy-notice-modal';
import type { NoticeSummary } from '../../shared/notices/notice-modal';
import { NoticeTitleButton } from '../../shared/notices/notice-title-button';

type Notices = ContentOf<typeof dashboard.getWorkplace>['notices'];

/** The newest notices; one opens in the same sanitised view as the header bell and turns read. */
export function NoticesCard({ notices, loading }: { notices: Notices; loading: boolean }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [shown, setShown] = useState<NoticeSummary | null>(null);
  return (
    <Card title={t('dashboard.notices.title')} loading={loading}>
      <List
        dataSource={notices}
        locale={{ emptyText: t('dashboard.notices.empty') }}
        rowKey="press_id"
        renderItem={(notice) => (
          <List.Item data-testid="workplace-notice" extra={formatDateTime(notice.publish_on_time)}>
            <Space size="small" wrap>
              {notice.is_read === 0 ? <Tag color="red">{t('dashboard.notices.unread')}</Tag> : null}
              <NoticeTitleButton title={notice.title} unread={notice.is_read === 0} onClick={() => setShown(notice)} />
              {notice.meta_title ? <Tag>{notice.meta_title}</Tag> : null}
            </Space>
          </List.Item>
        )}
      />
      <LazyNoticeModal notice={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
