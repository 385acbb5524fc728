import type { ContentOf, topUp } from '@portal/contract';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

export type PayableAccount = ContentOf<typeof topUp.getReceivingAccounts>['accounts'][number];

/** Where to pay (the provider's account for the chosen platform and currency) and when it will arrive. */
export function ReceivingAccountCard({ account, creditTime }: { account: PayableAccount; creditTime: string }) {
  const { t } = useTranslation();
  const items = [
    { key: 'account_name', label: t('topUp.account.account_name'), children: account.account_name },
    { key: 'account_number', label: t('topUp.account.account_number'), children: account.account_number },
    ...(account.bank_name
      ? [{ key: 'bank_name', label: t('topUp.account.bank_name'), children: account.bank_name }]
      : []),
    ...(account.instructions
      ? [{ key: 'instructions', label: t('topUp.account.instructions'), children: account.instructions }]
      : []),
  ];
  return (
    <div data-testid="receiving-account">
      <Descriptions bordered size="small" column={1} items={items} />
      <Alert
        style={{ marginTop: 12 }}
        type="info"
        showIcon
        message={t('topUp.account.creditTime')}
        description={creditTime}
      />
    </div>
  );
}
