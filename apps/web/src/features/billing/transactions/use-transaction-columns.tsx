import type { BillingTransaction } from '@portal/contract';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillTypeLabel } from '../../../shared/billing/bill-type-label';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import type { ListColumn } from '../../../shared/list/list-columns';
import { BillingAmount } from '../billing-amount';
import { orderShipmentColumns } from '../order-shipment-columns';

/**
 * Spec 3 "Billing record": transaction id (opens the detail), bill type, amount, balance, order id,
 * country, weight, tracking number, remark, time; a phone shows id, type and amount.
 */
export function useTransactionColumns(open: (id: number) => void): ListColumn<BillingTransaction>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const billType = useBillTypeLabel();
  return useMemo<ListColumn<BillingTransaction>[]>(
    () => [
      {
        key: 'id',
        title: t('billing.fields.id'),
        width: 130,
        fixed: 'left',
        always: true,
        compact: { width: 96 },
        render: (_, row) => (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(row.id)}>
            {row.id}
          </Button>
        ),
      },
      {
        key: 'type',
        title: t('billing.fields.type'),
        width: 170,
        always: true,
        compact: { width: 110 },
        render: (_, row) => billType(row.type),
      },
      {
        key: 'amount',
        title: t('billing.fields.amount'),
        width: 120,
        align: 'right',
        always: true,
        compact: { width: 90 },
        render: (_, row) => <BillingAmount cents={row.amount} />,
      },
      {
        key: 'balance_after',
        title: t('billing.fields.balance_after'),
        width: 120,
        align: 'right',
        from: 'md',
        render: (_, row) => formatCents(row.balance_after),
      },
      {
        key: 'system_order_id',
        title: t('billing.fields.system_order_id'),
        width: 170,
        from: 'md',
        render: (_, row) =>
          row.system_order_id ? (
            <div>
              <div>{row.system_order_id}</div>
              <div style={{ fontSize: 12 }}>{row.platform_order_no}</div>
            </div>
          ) : null,
      },
      ...orderShipmentColumns<BillingTransaction>(t),
      { key: 'remark', dataIndex: 'remark', title: t('billing.fields.remark'), width: 220, from: 'lg' },
      {
        key: 'created_at',
        title: t('billing.fields.created_at'),
        width: 170,
        from: 'md',
        // Last, as the spec orders the columns, but held at the right edge: the columns of a desktop
        // are wider than its content (1,470 px at 1440), and a transaction's time is what one reads.
        fixed: 'right',
        render: (_, row) => formatDateTime(row.created_at),
      },
    ],
    [t, open, billType, formatDateTime],
  );
}
