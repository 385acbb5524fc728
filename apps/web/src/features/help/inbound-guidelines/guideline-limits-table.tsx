import type { InboundGuideline } from '@portal/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { receivingDaysText } from './guideline-days';

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const LIMITS = ['box_side', 'box_weight', 'pallet_height', 'pallet_weight', 'receiving', 'appointment'] as const;
type LimitRow = { key: (typeof LIMITS)[number] };

/** The limits of the warehouses shown, a column per warehouse, so where they differ shows at a glance. */
export function GuidelineLimitsTable({ guidelines }: { guidelines: readonly InboundGuideline[] }) {
  const { t } = useTranslation();
  const day = (n: number) => t(`inboundGuidelines.weekdays.${WEEKDAY_KEYS[n - 1] ?? 'mon'}`);
  const value = (row: LimitRow, g: InboundGuideline): string => {
    const l = g.limits;
    switch (row.key) {
      case 'box_side':
        return t('inboundGuidelines.units.cm', { value: l.max_box_side_cm });
      case 'box_weight':
        return t('inboundGuidelines.units.kg', { value: l.max_box_weight_kg });
      case 'pallet_height':
        return t('inboundGuidelines.units.cm', { value: l.max_pallet_height_cm });
      case 'pallet_weight':
        return t('inboundGuidelines.units.kg', { value: l.max_pallet_weight_kg });
      case 'receiving':
        return `${receivingDaysText(l.receiving_days, day, t('inboundGuidelines.daySeparator'))} ${l.receiving_from}–${l.receiving_to}`;
      case 'appointment':
        return t('inboundGuidelines.units.hoursAhead', { count: l.appointment_hours });
    }
  };
  return (
    <Table<LimitRow>
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="guideline-limits"
      dataSource={LIMITS.map((key) => ({ key }))}
      columns={[
        {
          key: 'limit',
          title: t('inboundGuidelines.limit'),
          render: (_, row) => t(`inboundGuidelines.limits.${row.key}`),
          onCell: () => ({ style: { fontWeight: 500 } }),
        },
        ...guidelines.map((g) => ({
          key: String(g.warehouse_id),
          title: g.warehouse_name,
          render: (_: unknown, row: LimitRow) => value(row, g),
        })),
      ]}
    />
  );
}
