import { WALLET_TRANSACTION_TYPES } from '@portal/contract';
import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBillTypeLabel } from '../../../shared/billing/bill-type-label';
import { DateRangeInput } from '../../../shared/list/date-range-input';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import type { TransactionListScreen } from './transaction-list';

/** Time, bill type, transaction id, order id or platform order no., tracking number. */
export function TransactionFilters({ screen }: { screen: TransactionListScreen }) {
  const { t } = useTranslation();
  const billType = useBillTypeLabel();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="created" label={t('billing.fields.created_at')}>
        <DateRangeInput />
      </ListFilter>
      <ListFilter name="type" label={t('billing.fields.type')}>
        <Select
          allowClear
          placeholder={t('billing.anyType')}
          options={WALLET_TRANSACTION_TYPES.map((value) => ({ value, label: billType(value) }))}
        />
      </ListFilter>
      <ListFilter name="order_no" label={t('billing.fields.order_no')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="transaction_id" label={t('billing.fields.id')}>
        <InputNumber min={1} controls={false} style={{ width: '100%' }} />
      </ListFilter>
      <ListFilter name="tracking_number" label={t('billing.fields.tracking_number')}>
        <Input allowClear />
      </ListFilter>
    </ListFilters>
  );
}
