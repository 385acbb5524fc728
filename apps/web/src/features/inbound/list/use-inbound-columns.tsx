import { type InboundListItem, inbound, inboundActionsFor } from '@portal/contract';
import { theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format/date-time';
import type { ListColumn } from '../../../shared/list/list-columns';
import { type RowAction, rowActionsColumn } from '../../../shared/list/row-actions';
import { inboundDetailPath, inboundEditPath } from '../inbound-paths';
import { InboundStatusTag } from '../shared/inbound-status-tag';

type Row = InboundListItem;

export interface InboundRowHandlers {
  onSubmit(row: Row): void;
  onWithdraw(row: Row): void;
  onDelete(row: Row): void;
}

/**
 * The inbound list's columns: a phone shows the receiving no., status and the row's menu; wider
 * screens add the rest. A row offers only what its status allows (`inboundActionsFor`).
 */
export function useInboundColumns(handlers: InboundRowHandlers): ListColumn<Row>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { token } = theme.useToken();
  return useMemo<ListColumn<Row>[]>(() => {
    const actions = (row: Row): RowAction[] => {
      const allowed = inboundActionsFor(row.status);
      const list: (RowAction | false)[] = [
        allowed.edit && {
          key: 'edit',
          label: t('inbound.actions.edit'),
          to: inboundEditPath(row.id),
          operation: inbound.saveDraft,
        },
        { key: 'view', label: t('inbound.actions.view'), to: inboundDetailPath(row.id) },
        allowed.submit && {
          key: 'submit',
          label: t('inbound.actions.submit'),
          run: () => handlers.onSubmit(row),
          operation: inbound.submit,
        },
        allowed.withdraw && {
          key: 'withdraw',
          label: t('inbound.actions.withdraw'),
          danger: true,
          run: () => handlers.onWithdraw(row),
          operation: inbound.withdraw,
        },
        allowed.delete && {
          key: 'delete',
          label: t('inbound.actions.delete'),
          danger: true,
          run: () => handlers.onDelete(row),
          operation: inbound.deleteDraft,
        },
      ];
      return list.filter((action): action is RowAction => action !== false);
    };
    return [
      {
        key: 'receiving_no',
        title: t('inbound.fields.receiving_no'),
        width: 170,
        fixed: 'left',
        always: true,
        compact: { width: 130 },
        render: (_, row) => (
          <Link to={inboundDetailPath(row.id)} style={{ color: token.colorLink }}>
            {row.receiving_no}
          </Link>
        ),
      },
      {
        key: 'status',
        title: t('inbound.fields.status'),
        width: 140,
        always: true,
        compact: { width: 110 },
        render: (_, row) => <InboundStatusTag status={row.status} />,
      },
      { key: 'warehouse', dataIndex: 'warehouse_code', title: t('inbound.fields.warehouse'), width: 100, from: 'md' },
      {
        key: 'delivery',
        title: t('inbound.fields.delivery_method'),
        width: 100,
        from: 'xl',
        render: (_, row) => t(`inbound.delivery.${row.delivery_method}`),
      },
      {
        key: 'tracking',
        title: t('inbound.fields.courierTracking'),
        width: 180,
        from: 'lg',
        render: (_, row) => [row.courier_company, row.tracking_no].filter(Boolean).join(' · '),
      },
      {
        key: 'arrival_date',
        dataIndex: 'arrival_date',
        title: t('inbound.fields.arrival_date'),
        width: 120,
        from: 'lg',
      },
      { key: 'sku_count', dataIndex: 'sku_count', title: t('inbound.fields.sku_count'), width: 80, from: 'md' },
      { key: 'quantity', dataIndex: 'quantity', title: t('inbound.fields.quantity'), width: 90, from: 'md' },
      { key: 'box_count', dataIndex: 'box_count', title: t('inbound.fields.boxes'), width: 80, from: 'xl' },
      { key: 'shelved', dataIndex: 'shelved', title: t('inbound.fields.shelved'), width: 90, from: 'xl' },
      {
        key: 'created_at',
        title: t('inbound.fields.created_at'),
        width: 160,
        from: 'xxl',
        render: (_, row) => formatDateTime(row.created_at),
      },
      rowActionsColumn<Row>({
        title: t('listKit.operation'),
        width: 220,
        menuLabel: (row) => t('listKit.rowActions', { name: row.receiving_no }),
        actions,
      }),
    ];
  }, [t, token.colorLink, handlers, formatDateTime]);
}
