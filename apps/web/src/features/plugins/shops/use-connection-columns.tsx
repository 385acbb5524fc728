import { type ShopConnection, shop, shopPlatform } from '@portal/contract';
import { App, Button, Flex, Tag, Typography } from 'antd';
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
 * state (last sync, status with the last error under it; the counts head the connection's drawer, which
 * the name opens). Their widths add up to what a 1440 px window leaves beside the menu. The row's actions: Test connection (the shop's answer
 * shown), Sync now, Pause or Resume, Edit, Remove after a confirmation.
 */
export function useConnectionColumns({
  onEdit,
  onOpen,
}: {
  onEdit(row: ShopConnection): void;
  /** Opens the connection's drawer (SKU mapping, shop orders and the counts). */
  onOpen(row: ShopConnection): void;
}): ListColumn<ShopConnection>[] {
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
        width: 170,
        always: true,
        // Beside the status and the menu, within a 390 px phone's table.
        compact: { width: 160 },
        render: (_, row) => (
          <Flex gap={8} align="center">
            <ShopPlatformBadge platform={row.platform} size={24} />
            <Flex vertical align="flex-start">
              {/* The name opens the connection's SKU mapping and shop orders. */}
              <Button
                type="link"
                size="small"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                aria-label={t('plugins.shops.openDetail', { name: row.name })}
                onClick={() => onOpen(row)}
              >
                {row.name}
              </Button>
              <Typography.Text type="secondary">{shopPlatform(row.platform).name}</Typography.Text>
            </Flex>
          </Flex>
        ),
      },
      {
        key: 'account_id',
        dataIndex: 'account_id',
        title: t('plugins.shops.fields.account_id'),
        width: 120,
        from: 'xl',
      },
      {
        key: 'warehouse_name',
        dataIndex: 'warehouse_name',
        title: t('plugins.shops.fields.warehouse_id'),
        width: 130,
        from: 'lg',
      },
      {
        key: 'api_key_hint',
        title: t('plugins.shops.fields.api_key_hint'),
        width: 100,
        from: 'xl',
        render: (_, row) =>
          row.api_key_hint ? <Typography.Text code>{`${row.api_key_hint}…`}</Typography.Text> : null,
      },
      {
        key: 'stock_push',
        title: t('plugins.shops.fields.stock_push'),
        width: 100,
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
        width: 130,
        from: 'md',
        render: (_, row) => (row.last_sync_at ? formatDateTime(row.last_sync_at) : t('plugins.shops.never')),
      },
      {
        key: 'status',
        title: t('plugins.shops.fields.status'),
        width: 170,
        always: true,
        // The last error sits under the status it explains: one column less to fit a desktop.
        render: (_, row) => (
          <Flex vertical gap={4} align="flex-start">
            <Tag color={STATUS_COLORS[row.status]}>{t(`plugins.shops.statuses.${row.status}`)}</Tag>
            {row.last_error ? (
              <Typography.Text type="danger" style={{ wordBreak: 'break-word' }}>
                {row.last_error}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
        compact: {
          width: 90,
          render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`plugins.shops.statuses.${row.status}`)}</Tag>,
        },
      },
      rowActionsColumn<ShopConnection>({
        title: t('listKit.operation'),
        width: 180,
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
      onOpen,
      test.mutateAsync,
      sync.mutateAsync,
      setStatus.mutateAsync,
      remove.mutateAsync,
    ],
  );
}
