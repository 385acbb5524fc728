import { type ShopConnection, shop, shopPlatform } from '@portal/contract';
import { App, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { useConfirmedAction } from '../../../shared/feedback/use-confirmed-action';
import { useFormatDateTime } from '../../../shared/format/date-time';
import type { ListColumn } from '../../../shared/list/list-columns';
import { rowActionsColumn } from '../../../shared/list/row-actions';
import { ShopPlatformBadge } from './shop-platform-badge';

const STATUS_COLORS = { active: 'green', paused: 'default', needs_attention: 'red' } as const;

/**
 * Spec 3's integration settings (account id, name, warehouse, API key, stock-change push) with the sync
 * state (last sync, last error, counts, status); the row's actions: Test connection (the shop's answer
 * shown), Sync now, Pause or Resume, Edit, Remove after a confirmation.
 */
export function useConnectionColumns({ onEdit }: { onEdit(row: ShopConnection): void }): ListColumn<ShopConnection>[] {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const test = useOperationMutation(shop.testConnection);
  const sync = useOperationMutation(shop.syncNow);
  const setStatus = useOperationMutation(shop.setConnectionStatus);
  const remove = useOperationMutation(shop.deleteConnection);
  const confirm = useConfirmedAction();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<ShopConnection>[]>(
    () => [
      {
        key: 'name',
        title: t('plugins.shops.fields.name'),
        width: 200,
        always: true,
        render: (_, row) => (
          <Flex gap={8} align="center">
            <ShopPlatformBadge platform={row.platform} size={24} />
            <Flex vertical>
              <Typography.Text>{row.name}</Typography.Text>
              <Typography.Text type="secondary">{shopPlatform(row.platform).name}</Typography.Text>
            </Flex>
          </Flex>
        ),
      },
      {
        key: 'account_id',
        dataIndex: 'account_id',
        title: t('plugins.shops.fields.account_id'),
        width: 140,
        from: 'xl',
      },
      {
        key: 'warehouse_name',
        dataIndex: 'warehouse_name',
        title: t('plugins.shops.fields.warehouse_id'),
        width: 140,
        from: 'lg',
      },
      {
        key: 'api_key_hint',
        title: t('plugins.shops.fields.api_key_hint'),
        width: 110,
        from: 'xl',
        render: (_, row) =>
          row.api_key_hint ? <Typography.Text code>{`${row.api_key_hint}…`}</Typography.Text> : null,
      },
      {
        key: 'stock_push',
        title: t('plugins.shops.fields.stock_push'),
        width: 110,
        from: 'lg',
        render: (_, row) =>
          row.stock_push === 1 ? (
            <Tag color="green">{t('plugins.webhooks.on')}</Tag>
          ) : (
            <Tag>{t('plugins.webhooks.off')}</Tag>
          ),
      },
      {
        key: 'last_sync_at',
        title: t('plugins.shops.fields.last_sync_at'),
        width: 170,
        from: 'md',
        render: (_, row) => (row.last_sync_at ? formatDateTime(row.last_sync_at) : t('plugins.shops.never')),
      },
      {
        key: 'last_error',
        title: t('plugins.shops.fields.last_error'),
        width: 200,
        from: 'lg',
        render: (_, row) =>
          row.last_error ? (
            <Typography.Text type="danger" style={{ wordBreak: 'break-word' }}>
              {row.last_error}
            </Typography.Text>
          ) : null,
      },
      {
        key: 'counts',
        title: t('plugins.shops.fields.counts'),
        width: 180,
        from: 'xxl',
        render: (_, row) =>
          t('plugins.shops.counts', {
            imported: row.counts.orders_imported,
            failed: row.counts.orders_failed,
            mapped: row.counts.skus_mapped,
          }),
      },
      {
        key: 'status',
        title: t('plugins.shops.fields.status'),
        width: 110,
        always: true,
        compact: { width: 90 },
        render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`plugins.shops.statuses.${row.status}`)}</Tag>,
      },
      rowActionsColumn<ShopConnection>({
        title: t('listKit.operation'),
        width: 200,
        menuLabel: (row) => t('listKit.rowActions', { name: row.name }),
        actions: (row) => [
          ...(shopPlatform(row.platform).kind === 'connector'
            ? [
                {
                  key: 'test',
                  label: t('plugins.shops.test'),
                  operation: shop.testConnection,
                  run: () =>
                    void test.mutateAsync({ body: { id: row.id } }).then(
                      (reply) => {
                        if (reply.ok) void message.success(t('plugins.shops.testOk', { shop: reply.shop_name ?? '' }));
                        else modal.error({ title: t('plugins.shops.testFailedTitle'), content: reply.message });
                      },
                      () => undefined,
                    ),
                },
                {
                  key: 'sync',
                  label: t('plugins.shops.syncNow'),
                  operation: shop.syncNow,
                  run: () =>
                    void sync.mutateAsync({ body: { id: row.id } }).then(
                      () => void message.success(t('plugins.shops.syncQueued', { name: row.name })),
                      () => undefined,
                    ),
                },
              ]
            : []),
          row.status === 'paused'
            ? {
                key: 'resume',
                label: t('plugins.shops.resume'),
                operation: shop.setConnectionStatus,
                run: () =>
                  void setStatus.mutateAsync({ body: { id: row.id, status: 'active' } }).then(
                    () => void message.success(t('plugins.shops.resumed', { name: row.name })),
                    () => undefined,
                  ),
              }
            : {
                key: 'pause',
                label: t('plugins.shops.pause'),
                operation: shop.setConnectionStatus,
                run: () =>
                  void setStatus.mutateAsync({ body: { id: row.id, status: 'paused' } }).then(
                    () => void message.success(t('plugins.shops.paused', { name: row.name })),
                    () => undefined,
                  ),
              },
          { key: 'edit', label: t('plugins.shops.edit'), operation: shop.updateConnection, run: () => onEdit(row) },
          {
            key: 'remove',
            label: t('plugins.shops.remove'),
            danger: true,
            operation: shop.deleteConnection,
            run: () =>
              void confirm({
                title: t('plugins.shops.removeTitle', { name: row.name }),
                content: t('plugins.shops.removeContent'),
                danger: true,
                okText: t('plugins.shops.remove'),
                run: () => remove.mutateAsync({ body: { id: row.id } }),
                done: t('plugins.shops.removed', { name: row.name }),
              }),
          },
        ],
      }),
    ],
    [
      t,
      message,
      modal,
      confirm,
      formatDateTime,
      onEdit,
      test.mutateAsync,
      sync.mutateAsync,
      setStatus.mutateAsync,
      remove.mutateAsync,
    ],
  );
}
