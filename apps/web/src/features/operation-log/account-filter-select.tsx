import { subAccount } from '@portal/contract';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { useCurrentUser } from '../../shared/session/use-current-user';

/** The most accounts the filter offers: a merchant's sub-accounts fit one page of the largest size. */
const ACCOUNTS_PAGE = { page: 1, page_size: 200 } as const;

/**
 * The account filter's select, for the main account (a sub-account reads its own entries only): the
 * main account, then each sub-account by name and e-mail. Takes the Form.Item's value and onChange.
 */
export function AccountFilterSelect(props: Pick<SelectProps<number>, 'value' | 'onChange' | 'id'>) {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const subs = useOperationQuery(subAccount.getList, ACCOUNTS_PAGE, { silent: true });
  const options = [
    ...(me ? [{ value: me.account_id, label: `${me.name} (${t('operationLog.accountKinds.main')})` }] : []),
    ...(subs.data?.list ?? []).map((row) => ({
      value: row.id,
      label: `${[row.first_name, row.last_name].filter(Boolean).join(' ')} <${row.email}>`,
    })),
  ];
  return (
    <Select<number>
      {...props}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={subs.isLoading}
      placeholder={t('operationLog.anyAccount')}
      options={options}
    />
  );
}
