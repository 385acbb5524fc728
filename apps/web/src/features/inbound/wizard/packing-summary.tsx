import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PackedSummary } from './packing';
import type { FieldErrors } from './step-checks';

/** Per SKU: booked, packed, remaining and the difference, as the merchant types the packing list. */
export function PackingSummary({ summary, errors }: { summary: PackedSummary[]; errors: FieldErrors }) {
  const { t } = useTranslation();
  return (
    <Table<PackedSummary & { index: number }>
      size="small"
      bordered
      rowKey="sku"
      pagination={false}
      dataSource={summary.map((row, index) => ({ ...row, index }))}
      scroll={{ x: 560 }}
      data-testid="inbound-packing-summary"
      columns={[
        { key: 'sku', title: t('inbound.fields.sku'), dataIndex: 'sku' },
        { key: 'booked', title: t('inbound.fields.booked'), dataIndex: 'booked', width: 110 },
        { key: 'packed', title: t('inbound.fields.packed'), dataIndex: 'packed', width: 110 },
        { key: 'remaining', title: t('inbound.fields.remaining'), dataIndex: 'remaining', width: 110 },
        {
          key: 'difference',
          title: t('inbound.fields.difference'),
          width: 220,
          render: (_, row) => (
            <Typography.Text type={row.difference === 0 ? 'success' : 'danger'} data-testid="inbound-difference">
              {row.difference > 0 ? `+${row.difference}` : row.difference}
              {errors[`lines.${row.index}.packed`] ? ` · ${errors[`lines.${row.index}.packed`]}` : ''}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
