import { selfServiceOrder } from '@portal/contract';
import { Flex, Space, Tag, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { formatMeasure } from '../../../shared/format/measures';
import type { ListColumn } from '../../../shared/list/list-columns';
import { type RowAction, rowActionsColumn } from '../../../shared/list/row-actions';
import { FeeAmount } from '../../../shared/shipping/fee-amount';
import { parcelDetailPath, parcelEditPath } from '../parcel-paths';
import { ParcelStatusTag } from '../shared/parcel-status-tag';

type Row = selfServiceOrder.ParcelListItem;

export interface ParcelRowHandlers {
  onCancel(row: Row): void;
  onPrintLabel(row: Row): void;
}

/**
 * A row's actions, from the server's `can` (`parcelActionsFor`, the rules the server applies): edit
 * a draft in the form, view, cancel, print the label. Each also needs the account's right to call it.
 */
export function parcelRowActions(row: Row, handlers: ParcelRowHandlers, t: TFunction): RowAction[] {
  const list: (RowAction | false)[] = [
    row.can.edit && {
      key: 'edit',
      label: t('parcels.actions.edit'),
      to: parcelEditPath(row.id),
      operation: selfServiceOrder.saveParcel,
    },
    { key: 'view', label: t('parcels.actions.view'), to: parcelDetailPath(row.id) },
    row.can.print_label && {
      key: 'print_label',
      label: t('parcels.actions.printLabel'),
      run: () => handlers.onPrintLabel(row),
    },
    row.can.cancel && {
      key: 'cancel',
      label: t('parcels.actions.cancel'),
      danger: true,
      run: () => handlers.onCancel(row),
      operation: selfServiceOrder.cancelParcel,
    },
  ];
  return list.filter((action): action is RowAction => action !== false);
}

/**
 * The parcel order list's columns. A phone shows the parcel no., status and the row's menu; a
 * tablet adds the recipient and the fee; a desktop the method and pieces; a wide screen the rest
 * (any column may be picked).
 */
export function useParcelColumns(
  handlers: ParcelRowHandlers,
  countryName: (code: string) => string,
): ListColumn<Row>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { token } = theme.useToken();
  return useMemo<ListColumn<Row>[]>(
    () => [
      {
        key: 'parcel_no',
        title: t('parcels.fields.parcel_no'),
        width: 190,
        fixed: 'left',
        always: true,
        compact: { width: 150 },
        render: (_, row) => (
          <Link to={parcelDetailPath(row.id)} style={{ color: token.colorLink }}>
            {row.parcel_no}
          </Link>
        ),
      },
      {
        key: 'customer_ref',
        dataIndex: 'customer_ref',
        title: t('parcels.fields.customer_ref'),
        width: 150,
        from: 'xl',
      },
      {
        key: 'status',
        title: t('parcels.fields.status'),
        width: 140,
        always: true,
        compact: { width: 110 },
        render: (_, row) => (
          <Space size={4} wrap>
            <ParcelStatusTag status={row.status} />
            {row.needs_reply ? <Tag color="red">{t('parcels.list.needsReply')}</Tag> : null}
            {row.interception_requested ? <Tag color="orange">{t('parcels.list.interceptionRequested')}</Tag> : null}
          </Space>
        ),
      },
      {
        key: 'recipient',
        title: t('parcels.fields.recipient'),
        width: 190,
        from: 'md',
        render: (_, row) => (
          <Flex vertical>
            <span>{row.recipient_name}</span>
            <Typography.Text type="secondary">{`${row.city}, ${countryName(row.country)}`}</Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'shipping_method',
        dataIndex: 'shipping_method_name',
        title: t('parcels.fields.shipping_method'),
        width: 150,
        from: 'lg',
      },
      {
        key: 'pieces_weight',
        title: t('parcels.fields.pieces_weight'),
        width: 140,
        from: 'lg',
        render: (_, row) =>
          t('parcels.list.piecesWeight', { count: row.piece_count, weight: formatMeasure(row.weight_g / 1000) }),
      },
      {
        key: 'fee',
        title: t('parcels.fields.fee'),
        width: 130,
        align: 'right',
        from: 'md',
        render: (_, row) => (
          <FeeAmount cents={row.fee} final={row.fee_is_final} hint={t('parcels.list.feeEstimateHint')} />
        ),
      },
      {
        key: 'tracking_number',
        dataIndex: 'tracking_number',
        title: t('parcels.fields.tracking_number'),
        width: 170,
        from: 'xxl',
      },
      {
        key: 'warehouse',
        dataIndex: 'warehouse_code',
        title: t('parcels.fields.warehouse'),
        width: 100,
        from: 'picked',
      },
      {
        key: 'created_at',
        title: t('parcels.fields.created_at'),
        width: 170,
        from: 'xl',
        render: (_, row) => formatDateTime(row.created_at),
      },
      rowActionsColumn<Row>({
        title: t('listKit.operation'),
        width: 220,
        menuLabel: (row) => t('listKit.rowActions', { name: row.parcel_no }),
        actions: (row) => parcelRowActions(row, handlers, t),
      }),
    ],
    [t, token.colorLink, handlers, countryName, formatDateTime],
  );
}
