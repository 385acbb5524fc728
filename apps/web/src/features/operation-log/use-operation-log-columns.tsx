import type { OperationLogItem } from '@portal/contract';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '../../shared/format/date-time';
import type { ListColumn } from '../../shared/list/list-columns';
import { rowActionsColumn } from '../../shared/list/row-actions';
import { AccountKind, OperationResult, Operator } from './operation-log-cells';

/**
 * Time (UTC), operator, account kind, source, menu, result, method, request address, duration, IP and
 * Detail. A phone shows the time, the menu with the result below it, and Detail; at 1440 px the
 * operator, source and request address join (the account kind and the request's method, duration and
 * IP on the widest screens, or from the column picker). The result comes before the address, so a
 * table a little too wide for its window cuts the address, already ellipsized, not the result.
 */
export function useOperationLogColumns(open: (row: OperationLogItem) => void): ListColumn<OperationLogItem>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<OperationLogItem>[]>(
    () => [
      {
        key: 'created_at',
        title: t('operationLog.fields.created_at'),
        width: 165,
        fixed: 'left',
        always: true,
        compact: { width: 100 },
        render: (_, row) => formatUtcDateTime(row.created_at),
      },
      {
        key: 'account',
        title: t('operationLog.fields.account'),
        width: 200,
        from: 'md',
        render: (_, row) => <Operator entry={row} />,
      },
      {
        key: 'account_kind',
        title: t('operationLog.fields.account_kind'),
        width: 120,
        from: 'xxl',
        render: (_, row) => <AccountKind kind={row.account_kind} />,
      },
      {
        key: 'source',
        title: t('operationLog.fields.source'),
        width: 120,
        from: 'xl',
        render: (_, row) => t(`operationLog.sources.${row.source}`),
      },
      {
        key: 'menu',
        title: t('operationLog.fields.menu'),
        width: 120,
        always: true,
        // A phone has room for three columns: the menu with the result below it.
        compact: {
          width: 158,
          render: (_, row) => (
            <Flex vertical gap={4} align="flex-start">
              <span>{t(`operationLog.menus.${row.menu}`)}</span>
              <OperationResult entry={row} />
            </Flex>
          ),
        },
        render: (_, row) => t(`operationLog.menus.${row.menu}`),
      },
      {
        key: 'result',
        title: t('operationLog.fields.result'),
        width: 180,
        from: 'sm',
        render: (_, row) => <OperationResult entry={row} />,
      },
      { key: 'method', dataIndex: 'method', title: t('operationLog.fields.method'), width: 100, from: 'xxl' },
      {
        key: 'url',
        dataIndex: 'url',
        title: t('operationLog.fields.url'),
        width: 220,
        from: 'lg',
        ellipsis: true,
      },
      {
        key: 'duration_ms',
        dataIndex: 'duration_ms',
        title: t('operationLog.fields.duration_ms'),
        width: 120,
        align: 'right',
        from: 'xxl',
      },
      { key: 'ip', dataIndex: 'ip', title: t('operationLog.fields.ip'), width: 140, from: 'xxl' },
      rowActionsColumn<OperationLogItem>({
        title: t('listKit.operation'),
        width: 90,
        menuLabel: (row) => t('listKit.rowActions', { name: t('operationLog.rowName', rowNameOf(row)) }),
        actions: (row) => [{ key: 'detail', label: t('operationLog.detail'), run: () => open(row) }],
      }),
    ],
    [t, open],
  );
}

/** The words naming an entry ("Products at 2026-11-29 08:00:00"), for its row's menu. */
export function rowNameOf(row: OperationLogItem) {
  return { operation: row.operation, time: formatUtcDateTime(row.created_at) };
}
