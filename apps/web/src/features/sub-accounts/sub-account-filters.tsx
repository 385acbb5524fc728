import { SUB_ACCOUNT_STATUSES, SUB_ACCOUNT_TYPES } from '@portal/contract';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListFilter, ListFilters } from '../../shared/list/list-filters';
import type { SubAccountListScreen } from './sub-account-list';

/** Name or e-mail, status and type. */
export function SubAccountFilters({ screen }: { screen: SubAccountListScreen }) {
  const { t } = useTranslation();
  return (
    <ListFilters screen={screen}>
      <ListFilter name="keyword" label={t('subAccounts.fields.keyword')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="status" label={t('subAccounts.fields.status')}>
        <Select
          allowClear
          placeholder={t('subAccounts.anyStatus')}
          options={SUB_ACCOUNT_STATUSES.map((value) => ({ value, label: t(`subAccounts.statuses.${value}`) }))}
        />
      </ListFilter>
      <ListFilter name="account_type" label={t('subAccounts.fields.account_type')}>
        <Select
          allowClear
          placeholder={t('subAccounts.anyType')}
          options={SUB_ACCOUNT_TYPES.map((value) => ({ value, label: t(`subAccounts.types.${value}`) }))}
        />
      </ListFilter>
    </ListFilters>
  );
}
