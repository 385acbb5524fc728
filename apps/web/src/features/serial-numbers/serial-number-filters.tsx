import { SERIAL_BIND_STATUSES } from '@portal/contract';
import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BatchLinesInput } from '../../shared/list/batch-lines-input';
import { DateRangeInput } from '../../shared/list/date-range-input';
import { ListFilter, ListFilters } from '../../shared/list/list-filters';
import type { SerialNumberListScreen } from './serial-number-list';

/** Every search field of the spec's page: customer id, SN, orders, receiving no., SKU, barcode, binding, times. */
export function SerialNumberFilters({ screen }: { screen: SerialNumberListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="serial_number" label={t('serialNumbers.fields.serial_number')}>
        <BatchLinesInput />
      </ListFilter>
      <ListFilter name="sku" label={t('serialNumbers.fields.sku')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="bind_status" label={t('serialNumbers.fields.is_bind')}>
        <Select
          allowClear
          placeholder={t('serialNumbers.anyStatus')}
          options={SERIAL_BIND_STATUSES.map((value) => ({ value, label: t(`serialNumbers.status.${value}`) }))}
        />
      </ListFilter>
      <ListFilter name="sys_order_id" label={t('serialNumbers.fields.bind_sys_order_id')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="platform_order_no" label={t('serialNumbers.fields.bind_customer_order_id')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="receiving_no" label={t('serialNumbers.fields.receiving_no')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="barcode" label={t('serialNumbers.fields.barcode')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="customer_id" label={t('serialNumbers.fields.customer_id')}>
        <InputNumber min={1} controls={false} style={{ width: '100%' }} />
      </ListFilter>
      <ListFilter name="created" label={t('serialNumbers.fields.created_at')}>
        <DateRangeInput />
      </ListFilter>
      <ListFilter name="bound" label={t('serialNumbers.fields.bind_time')}>
        <DateRangeInput />
      </ListFilter>
    </ListFilters>
  );
}
