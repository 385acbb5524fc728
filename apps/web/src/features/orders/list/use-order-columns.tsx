import { order, orderActionsFor } from '@portal/contract';
import { Flex, Space, Tag, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format/date-time';
import type { ListColumn } from '../../../shared/list/list-columns';
import { type RowAction, rowActionsColumn } from '../../../shared/list/row-actions';
import { FeeAmount } from '../../../shared/shipping/fee-amount';
import { orderDetailPath, orderEditPath } from '../order-paths';
import { OrderStatusTag } from '../shared/order-status-tag';

type Row = order.OrderListItem;

export interface OrderRowHandlers {
  onDelete(row: Row): void;
  onCancel(row: Row): void;
  onCopy(row: Row): void;
}

/**
 * The order list's columns (spec 2 "Order list"). A phone shows the order no., status and the
 * row's menu; a tablet adds the recipient's country and the fee; a desktop the SKUs and the method;
 * a wide screen the rest (any column may be picked). A row offers
 * only what its status allows (`orderActionsFor`, the rules the server applies).
 */
export function useOrderColumns(handlers: OrderRowHandlers, countryName: (code: string) => string): ListColumn<Row>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { token } = theme.useToken();
  return useMemo<ListColumn<Row>[]>(() => {
    const actions = (row: Row): RowAction[] => {
      const allowed = orderActionsFor(row);
      const list: (RowAction | false)[] = [
        allowed.edit && {
          key: 'edit',
          label: t('orderList.actions.edit'),
          to: orderEditPath(row.id),
          operation: order.saveOrder,
        },
        { key: 'view', label: t('orderList.actions.view'), to: orderDetailPath(row.id) },
        allowed.delete && {
          key: 'delete',
          label: t('orderList.actions.delete'),
          danger: true,
          run: () => handlers.onDelete(row),
          operation: order.deleteOrder,
        },
        allowed.cancel && {
          key: 'cancel',
          label: t('orderList.actions.cancel'),
          danger: true,
          run: () => handlers.onCancel(row),
          operation: order.cancelOrder,
        },
        allowed.copy && {
          key: 'copy',
          label: t('orderList.actions.copy'),
          run: () => handlers.onCopy(row),
          operation: order.copyOrder,
        },
      ];
      return list.filter((action): action is RowAction => action !== false);
    };
    return [
      {
        key: 'platform_order_no',
        title: t('orderLabels.fields.platform_order_no'),
        width: 170,
        fixed: 'left',
        always: true,
        compact: { width: 130 },
        render: (_, row) => (
          <Link to={orderDetailPath(row.id)} style={{ color: token.colorLink }}>
            {row.platform_order_no}
          </Link>
        ),
      },
      {
        key: 'status',
        title: t('orderLabels.fields.status'),
        width: 140,
        always: true,
        compact: { width: 110 },
        render: (_, row) => (
          <Space size={4} wrap>
            <OrderStatusTag status={row.status} />
            {row.needs_reply ? <Tag color="red">{t('orderLabels.needsReply')}</Tag> : null}
            {row.interception_requested ? <Tag color="orange">{t('orderLabels.interceptionRequested')}</Tag> : null}
          </Space>
        ),
      },
      {
        key: 'first_name',
        dataIndex: 'first_name',
        title: t('orderLabels.fields.first_name'),
        width: 120,
        from: 'xxl',
      },
      { key: 'city', dataIndex: 'city', title: t('orderLabels.fields.ship_city'), width: 120, from: 'xxl' },
      {
        key: 'country',
        title: t('orderLabels.fields.ship_country'),
        width: 130,
        from: 'md',
        render: (_, row) => countryName(row.country),
      },
      {
        key: 'skus',
        title: t('orderLabels.fields.skus'),
        width: 170,
        from: 'lg',
        render: (_, row) => (
          <Flex vertical>
            {row.skus.map((line) => (
              <span key={line.sku}>{t('orderLabels.skuQuantity', { sku: line.sku, quantity: line.quantity })}</span>
            ))}
          </Flex>
        ),
      },
      {
        key: 'warehouse',
        dataIndex: 'warehouse_code',
        title: t('orderLabels.fields.warehouse'),
        width: 100,
        from: 'xxl',
      },
      {
        key: 'shipping_method',
        dataIndex: 'shipping_method_name',
        title: t('orderLabels.fields.shipping_method'),
        width: 150,
        from: 'xl',
      },
      {
        key: 'tracking_number',
        dataIndex: 'tracking_number',
        title: t('orderLabels.fields.tracking_number'),
        width: 160,
        from: 'xxl',
      },
      {
        key: 'fulfillment_fee',
        title: t('orderList.feeColumn'),
        width: 130,
        align: 'right',
        from: 'md',
        render: (_, row) => (
          <FeeAmount cents={row.fulfillment_fee} final={row.fee_is_final} hint={t('orderList.feeEstimateHint')} />
        ),
      },
      {
        key: 'system_order_id',
        dataIndex: 'system_order_id',
        title: t('orderLabels.fields.system_order_id'),
        width: 160,
        from: 'xxl',
      },
      {
        key: 'created_at',
        title: t('orderLabels.fields.created_at'),
        width: 160,
        from: 'picked',
        render: (_, row) => formatDateTime(row.created_at),
      },
      rowActionsColumn<Row>({
        title: t('listKit.operation'),
        width: 200,
        menuLabel: (row) => t('listKit.rowActions', { name: row.platform_order_no }),
        actions,
      }),
    ];
  }, [t, token.colorLink, handlers, countryName, formatDateTime]);
}
