import { CURRENCIES, TOP_UP_STATUSES } from '@portal/contract';
import { DatePicker, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import type { TopUpListScreen } from './top-up-list';

/** Top-up no., status, currency and the days submitted. */
export function TopUpFilters({ screen }: { screen: TopUpListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="top_up_no" label={t('topUp.fields.top_up_no')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="status" label={t('topUp.fields.status')}>
        <Select
          allowClear
          placeholder={t('topUp.anyStatus')}
          options={TOP_UP_STATUSES.map((value) => ({ value, label: t(`topUp.statuses.${value}`) }))}
        />
      </ListFilter>
      <ListFilter name="currency" label={t('topUp.fields.currency')}>
        <Select
          allowClear
          placeholder={t('topUp.anyCurrency')}
          options={CURRENCIES.map((value) => ({ value, label: value }))}
        />
      </ListFilter>
      <ListFilter name="created" label={t('topUp.fields.created')}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('listKit.dateFrom'), t('listKit.dateTo')]}
          style={{ width: '100%' }}
        />
      </ListFilter>
    </ListFilters>
  );
}
