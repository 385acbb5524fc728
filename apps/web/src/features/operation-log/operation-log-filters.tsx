import { OPERATION_MENUS, OPERATION_SOURCES } from '@portal/contract';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../shared/list/date-range-input';
import { ListFilter, ListFilters } from '../../shared/list/list-filters';
import { useCurrentUser } from '../../shared/session/use-current-user';
import { AccountFilterSelect } from './account-filter-select';
import { OPERATION_RESULTS, type OperationLogListScreen } from './operation-log-list';

/** Menu, part of the request address, the days (UTC), the account (main account only), source and result. */
export function OperationLogFilters({ screen }: { screen: OperationLogListScreen }) {
  const { t } = useTranslation();
  // A sub-account reads its own entries only: an account to pick is the main account's filter.
  const isMain = useCurrentUser().data?.customer_sub_account_id === 0;
  const account = isMain ? (
    <ListFilter key="account_id" name="account_id" label={t('operationLog.fields.account')}>
      <AccountFilterSelect />
    </ListFilter>
  ) : null;
  return (
    <ListFilters screen={screen}>
      <ListFilter name="menu" label={t('operationLog.fields.menu')}>
        <Select
          allowClear
          // Eleven menus: no virtual list, so every option is in the page to be scrolled to and read out.
          virtual={false}
          placeholder={t('operationLog.anyMenu')}
          options={OPERATION_MENUS.map((value) => ({ value, label: t(`operationLog.menus.${value}`) }))}
        />
      </ListFilter>
      <ListFilter name="url" label={t('operationLog.fields.url')}>
        <Input allowClear />
      </ListFilter>
      <ListFilter name="created" label={t('operationLog.fields.created_at')}>
        <DateRangeInput />
      </ListFilter>
      {account}
      <ListFilter name="source" label={t('operationLog.fields.source')}>
        <Select
          allowClear
          placeholder={t('operationLog.anySource')}
          options={OPERATION_SOURCES.map((value) => ({ value, label: t(`operationLog.sources.${value}`) }))}
        />
      </ListFilter>
      <ListFilter name="result" label={t('operationLog.fields.result')}>
        <Select
          allowClear
          placeholder={t('operationLog.anyResult')}
          options={OPERATION_RESULTS.map((value) => ({ value, label: t(`operationLog.results.${value}`) }))}
        />
      </ListFilter>
    </ListFilters>
  );
}
