import { PERMISSION_AREAS, type SubAccountItem } from '@portal/contract';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../shared/format/date-time';
import type { ListColumn } from '../../shared/list/list-columns';
import { type RowAction, rowActionsColumn } from '../../shared/list/row-actions';

export interface SubAccountRowHandlers {
  onEdit(row: SubAccountItem): void;
  onToggle(row: SubAccountItem): void;
  onRemove(row: SubAccountItem): void;
  onResend(row: SubAccountItem): void;
  onResetPassword(row: SubAccountItem): void;
}

const STATUS_COLOURS = { active: 'success', disabled: 'default', invited: 'processing' } as const;

/** Name, e-mail, type, status, rights, SKUs reached, last sign-in; a phone shows name, status and the row's menu. */
export function useSubAccountColumns(handlers: SubAccountRowHandlers): ListColumn<SubAccountItem>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<SubAccountItem>[]>(() => {
    const actions = (row: SubAccountItem): RowAction[] => [
      { key: 'edit', label: t('subAccounts.actions.edit'), run: () => handlers.onEdit(row) },
      ...(row.status === 'invited'
        ? [
            { key: 'resend', label: t('subAccounts.actions.resend'), run: () => handlers.onResend(row) },
            {
              key: 'withdraw',
              label: t('subAccounts.actions.withdraw'),
              danger: true,
              run: () => handlers.onRemove(row),
            },
          ]
        : [
            {
              key: 'toggle',
              label: t(row.status === 'active' ? 'subAccounts.actions.disable' : 'subAccounts.actions.enable'),
              run: () => handlers.onToggle(row),
            },
            ...(row.status === 'active'
              ? [
                  {
                    key: 'reset',
                    label: t('subAccounts.actions.resetPassword'),
                    run: () => handlers.onResetPassword(row),
                  },
                ]
              : []),
            { key: 'delete', label: t('subAccounts.actions.delete'), danger: true, run: () => handlers.onRemove(row) },
          ]),
    ];
    return [
      {
        key: 'name',
        title: t('subAccounts.fields.name'),
        width: 160,
        fixed: 'left',
        always: true,
        compact: { width: 130 },
        render: (_, row) => `${row.first_name} ${row.last_name}`.trim(),
      },
      { key: 'email', dataIndex: 'email', title: t('subAccounts.fields.email'), width: 220, from: 'md' },
      {
        key: 'account_type',
        title: t('subAccounts.fields.account_type'),
        width: 110,
        from: 'lg',
        render: (_, row) => t(`subAccounts.types.${row.account_type}`),
      },
      {
        key: 'status',
        title: t('subAccounts.fields.status'),
        width: 110,
        always: true,
        compact: { width: 100 },
        render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{t(`subAccounts.statuses.${row.status}`)}</Tag>,
      },
      {
        key: 'grant',
        title: t('subAccounts.fields.grant'),
        width: 260,
        from: 'lg',
        render: (_, row) => {
          const granted = PERMISSION_AREAS.filter((area) => row.grant.areas[area]);
          if (granted.length === 0) return t('subAccounts.noRights');
          const areas = granted.map(
            (area) =>
              `${t(`subAccounts.areas.${area}`)} (${t(`subAccounts.levels.${row.grant.areas[area] ?? 'none'}`)})`,
          );
          return [...areas, ...(row.grant.export ? [t('subAccounts.exportShort')] : [])].join(', ');
        },
      },
      {
        key: 'skus',
        title: t('subAccounts.fields.sku_ids'),
        width: 100,
        from: 'lg',
        render: (_, row) =>
          row.grant.skus === 'chosen' ? t('subAccounts.skuCount', { count: row.sku_count }) : t('subAccounts.allSkus'),
      },
      {
        key: 'last_sign_in_at',
        title: t('subAccounts.fields.last_sign_in_at'),
        width: 170,
        from: 'xl',
        render: (_, row) =>
          row.status === 'invited'
            ? t('subAccounts.invitationUntil', { time: formatDateTime(row.invitation_expires_at) })
            : formatDateTime(row.last_sign_in_at),
      },
      rowActionsColumn<SubAccountItem>({
        title: t('listKit.operation'),
        width: 260,
        menuLabel: (row) => t('listKit.rowActions', { name: row.email }),
        actions,
      }),
    ];
  }, [t, handlers, formatDateTime]);
}
