import type { StatisticsFilters } from '@portal/contract';
import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useWarehouses } from '../reference/use-warehouses';

interface ChartFilterBarProps {
  filters: StatisticsFilters;
  onChange(filters: StatisticsFilters): void;
  /** The range the server answered for (its defaults when the address names none). */
  shown?: { start_date: string; end_date: string };
  warehouse?: boolean;
}

/** Date range and warehouse; a change applies at once and lands in the address. */
export function ChartFilterBar({ filters, onChange, shown, warehouse = true }: ChartFilterBarProps) {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const start = filters.start_date ?? shown?.start_date;
  const end = filters.end_date ?? shown?.end_date;
  return (
    <Space wrap>
      <DatePicker.RangePicker
        aria-label={t('statistics.filters.range')}
        allowClear={false}
        value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
        placeholder={[t('statistics.filters.from'), t('statistics.filters.to')]}
        onChange={(range) =>
          onChange({
            ...filters,
            start_date: range?.[0]?.format('YYYY-MM-DD'),
            end_date: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
      />
      {warehouse && (
        <Select<number>
          aria-label={t('statistics.filters.warehouse')}
          allowClear
          style={{ minWidth: 220 }}
          loading={warehouses.loading}
          options={warehouses.options}
          placeholder={t('statistics.filters.anyWarehouse')}
          value={filters.warehouse_id === undefined ? undefined : Number(filters.warehouse_id)}
          onChange={(value) => onChange({ ...filters, warehouse_id: value ?? undefined })}
        />
      )}
    </Space>
  );
}
