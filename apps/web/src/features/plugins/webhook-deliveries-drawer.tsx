import { type WebhookDelivery, type WebhookEndpoint, webhook } from '@portal/contract';
import { App, Button, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../shared/api/use-operation';
import { FocusReturnDrawer } from '../../shared/focus/focus-return-drawer';
import { useFormatDateTime } from '../../shared/format/date-time';
import { useMay } from '../../shared/session/use-may';
import { useWebhookEventWord } from './webhook-event-words';

const PAGE_SIZE = 20;
const STATUS_COLOURS = { pending: 'gold', succeeded: 'green', failed: 'red' } as const;

/**
 * An endpoint's deliveries, newest first: per event its latest attempt (time, attempt number, status
 * code, duration, the reply's first characters) and Replay; the earlier attempts unfold under it.
 */
export function WebhookDeliveriesDrawer({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const may = useMay();
  const eventWord = useWebhookEventWord();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const deliveries = useOperationQuery(
    webhook.deliveries,
    { endpoint_id: endpoint?.id ?? 0, page, page_size: PAGE_SIZE },
    { enabled: endpoint !== null },
  );
  const replay = useOperationMutation(webhook.replay);
  const latest = (row: WebhookDelivery) => row.log[0];
  const columns: ColumnsType<WebhookDelivery> = [
    {
      key: 'attempted_at',
      title: t('plugins.webhooks.delivery.attempted_at'),
      render: (_, row) => {
        const attempt = latest(row);
        return attempt ? formatDateTime(attempt.attempted_at) : t('plugins.webhooks.noAttempt');
      },
    },
    {
      key: 'event_type',
      title: t('plugins.webhooks.delivery.event_type'),
      render: (_, row) => eventWord(row.event_type),
    },
    { key: 'attempts', dataIndex: 'attempts', title: t('plugins.webhooks.delivery.attempts') },
    {
      key: 'status_code',
      title: t('plugins.webhooks.delivery.status_code'),
      render: (_, row) => (
        <Tag color={STATUS_COLOURS[row.status]}>{latest(row)?.status_code ?? t('plugins.webhooks.noReply')}</Tag>
      ),
    },
    {
      key: 'duration_ms',
      title: t('plugins.webhooks.delivery.duration_ms'),
      render: (_, row) => {
        const attempt = latest(row);
        return attempt ? t('plugins.webhooks.delivery.durationValue', { ms: attempt.duration_ms }) : '';
      },
    },
    {
      key: 'response_excerpt',
      title: t('plugins.webhooks.delivery.response_excerpt'),
      render: (_, row) => (
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: latest(row)?.response_excerpt }}
          style={{ maxWidth: 220 }}
        >
          {latest(row)?.response_excerpt ?? ''}
        </Typography.Text>
      ),
    },
    ...(may(webhook.replay)
      ? [
          {
            key: 'replay',
            title: '',
            render: (_: unknown, row: WebhookDelivery) => (
              <Button
                size="small"
                onClick={() =>
                  replay.mutate(
                    { body: { id: row.id } },
                    { onSuccess: () => void message.success(t('plugins.webhooks.replayed', { id: row.message_id })) },
                  )
                }
              >
                {t('plugins.webhooks.replay')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <FocusReturnDrawer
      open={endpoint !== null}
      onClose={onClose}
      width="min(960px, 100vw)"
      title={endpoint ? t('plugins.webhooks.deliveriesTitle', { url: endpoint.url }) : ''}
      destroyOnHidden
    >
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={deliveries.data?.list}
        loading={deliveries.isPending && endpoint !== null}
        scroll={{ x: 'max-content' }}
        expandable={{
          rowExpandable: (row) => row.log.length > 1,
          expandedRowRender: (row) => (
            <ul style={{ margin: 0 }}>
              {row.log.slice(1).map((attempt) => (
                <li key={attempt.attempted_at}>
                  {`${formatDateTime(attempt.attempted_at)} · ${attempt.status_code ?? t('plugins.webhooks.noReply')} · ${t('plugins.webhooks.delivery.durationValue', { ms: attempt.duration_ms })} · ${attempt.response_excerpt}`}
                </li>
              ))}
            </ul>
          ),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: deliveries.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
    </FocusReturnDrawer>
  );
}
