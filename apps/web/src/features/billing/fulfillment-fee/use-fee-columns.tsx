import type { FulfillmentFeeRow } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import type { ListColumn } from '../../../shared/list/list-columns';
import { referencePath } from '../billing-paths';
import { orderShipmentColumns } from '../order-shipment-columns';

/** Order (to its detail), country, weight, tracking, the fee and its lines, when charged. */
export function useFeeColumns(): ListColumn<FulfillmentFeeRow>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<FulfillmentFeeRow>[]>(
    () => [
      {
        key: 'system_order_id',
        title: t('billing.fields.system_order_id'),
        width: 180,
        fixed: 'left',
        always: true,
        compact: { width: 130 },
        render: (_, row) => <Link to={referencePath('order', row.order_id) ?? ''}>{row.system_order_id}</Link>,
      },
      {
        key: 'platform_order_no',
        dataIndex: 'platform_order_no',
        title: t('billing.fields.platform_order_no'),
        width: 160,
        from: 'md',
      },
      ...orderShipmentColumns<FulfillmentFeeRow>(t),
      {
        key: 'total',
        title: t('billing.fields.total'),
        width: 130,
        align: 'right',
        always: true,
        compact: { width: 90 },
        render: (_, row) => formatCents(row.total),
      },
      {
        key: 'items',
        title: t('billing.fields.items'),
        width: 320,
        from: 'md',
        render: (_, row) => row.items.map((item) => `${item.name} ${formatCents(item.amount)}`).join(' · '),
      },
      {
        key: 'charged_at',
        title: t('billing.fields.charged_at'),
        width: 170,
        from: 'lg',
        render: (_, row) => formatDateTime(row.charged_at),
      },
    ],
    [t, formatDateTime],
  );
}
