import { type WebhookEndpoint, webhook } from '@portal/contract';
import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { useConfirmedAction } from '../../shared/feedback/use-confirmed-action';
import { useFormatDateTime } from '../../shared/format/date-time';
import type { ListColumn } from '../../shared/list/list-columns';
import { rowActionsColumn } from '../../shared/list/row-actions';
import { useWebhookEventWord } from './webhook-event-words';

export interface WebhookRowHandlers {
  onEdit(row: WebhookEndpoint): void;
  onDeliveries(row: WebhookEndpoint): void;
  /** A new secret came back from Rotate: the section shows it once. */
  onRotated(url: string, secret: string): void;
}

/** URL, events in words, description, on/off (and why the portal switched it off), created; the row's actions. */
export function useWebhookColumns({
  onEdit,
  onDeliveries,
  onRotated,
}: WebhookRowHandlers): ListColumn<WebhookEndpoint>[] {
  const { t } = useTranslation();
  const eventWord = useWebhookEventWord();
  const remove = useOperationMutation(webhook.remove);
  const rotate = useOperationMutation(webhook.rotateSecret);
  const confirm = useConfirmedAction();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<WebhookEndpoint>[]>(
    () => [
      {
        key: 'url',
        title: t('plugins.webhooks.fields.url'),
        width: 230,
        // A phone shows the URL, On/Off and the menu side by side: narrower, the URL wraps.
        compact: { width: 170 },
        always: true,
        render: (_, row) => <Typography.Text style={{ wordBreak: 'break-all' }}>{row.url}</Typography.Text>,
      },
      {
        key: 'event_types',
        title: t('plugins.webhooks.fields.event_types'),
        width: 240,
        from: 'md',
        render: (_, row) => row.event_types.map(eventWord).join(', '),
      },
      {
        key: 'description',
        dataIndex: 'description',
        title: t('plugins.webhooks.fields.description'),
        width: 160,
        from: 'lg',
      },
      {
        key: 'enabled',
        title: t('plugins.webhooks.fields.enabled'),
        width: 120,
        compact: { width: 80 },
        always: true,
        render: (_, row) =>
          row.enabled === 1 ? (
            <Tag color="green">{t('plugins.webhooks.on')}</Tag>
          ) : (
            // The reason may be longer than the column: it wraps inside the tag.
            <Tag style={{ whiteSpace: 'normal' }}>
              {row.disabled_reason === 'gone' ? t('plugins.webhooks.gone') : t('plugins.webhooks.off')}
            </Tag>
          ),
      },
      {
        key: 'created_at',
        title: t('plugins.webhooks.fields.created_at'),
        width: 170,
        from: 'lg',
        render: (_, row) => formatDateTime(row.created_at),
      },
      rowActionsColumn<WebhookEndpoint>({
        title: t('listKit.operation'),
        // Four links wrap to two lines rather than push the table past a 1440 px window.
        width: 200,
        menuLabel: (row) => t('listKit.rowActions', { name: row.url }),
        actions: (row) => [
          {
            key: 'deliveries',
            label: t('plugins.webhooks.deliveries'),
            operation: webhook.deliveries,
            run: () => onDeliveries(row),
          },
          { key: 'edit', label: t('plugins.webhooks.edit'), operation: webhook.update, run: () => onEdit(row) },
          {
            key: 'rotate',
            label: t('plugins.webhooks.rotate'),
            operation: webhook.rotateSecret,
            run: () =>
              void confirm({
                title: t('plugins.webhooks.rotateTitle', { url: row.url }),
                content: t('plugins.webhooks.rotateContent'),
                okText: t('plugins.webhooks.rotate'),
                run: async () => {
                  const reply = await rotate.mutateAsync({ body: { id: row.id } });
                  onRotated(reply.url, reply.secret);
                },
                done: t('plugins.webhooks.rotatedTitle'),
              }),
          },
          {
            key: 'delete',
            label: t('plugins.webhooks.delete'),
            danger: true,
            operation: webhook.remove,
            run: () =>
              void confirm({
                title: t('plugins.webhooks.deleteTitle', { url: row.url }),
                content: t('plugins.webhooks.deleteContent'),
                danger: true,
                okText: t('plugins.webhooks.delete'),
                run: () => remove.mutateAsync({ body: { id: row.id } }),
                done: t('plugins.webhooks.deleted', { url: row.url }),
              }),
          },
        ],
      }),
    ],
    [t, eventWord, confirm, remove.mutateAsync, rotate.mutateAsync, formatDateTime, onEdit, onDeliveries, onRotated],
  );
}
