import type { TopUpItem } from '@portal/contract';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import type { ListColumn } from '../../../shared/list/list-columns';
import { amountText } from './money-text';
import { usePlatformName } from './platform-name';
import { TopUpStatusTag } from './top-up-status-tag';

/** Number (opens the detail), platform, amount, status, credited USD, payment date, submitted; a phone shows number, amount and status. */
export function useTopUpColumns(open: (row: TopUpItem) => void): ListColumn<TopUpItem>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const platformName = usePlatformName();
  return useMemo<ListColumn<TopUpItem>[]>(
    () => [
      {
        key: 'top_up_no',
        title: t('topUp.fields.top_up_no'),
        width: 170,
        fixed: 'left',
        always: true,
        compact: { width: 140 },
        render: (_, row) => (
          <Button type="link" style={{ padding: 0 }} onClick={() => open(row)}>
            {row.top_up_no}
          </Button>
        ),
      },
      {
        key: 'platform',
        title: t('topUp.fields.platform'),
        width: 130,
        from: 'md',
        render: (_, row) => platformName(row.platform, row.platform_name),
      },
      {
        key: 'amount',
        title: t('topUp.fields.amount'),
        width: 150,
        align: 'right',
        always: true,
        compact: { width: 110 },
        render: (_, row) => amountText(row.amount, row.currency),
      },
      {
        key: 'status',
        title: t('topUp.fields.status'),
        width: 110,
        always: true,
        compact: { width: 90 },
        render: (_, row) => <TopUpStatusTag status={row.status} />,
      },
      {
        key: 'credited_usd',
        title: t('topUp.fields.credited_usd'),
        width: 140,
        align: 'right',
        from: 'md',
        render: (_, row) => amountText(row.credited_usd, 'USD'),
      },
      {
        key: 'payment_date',
        dataIndex: 'payment_date',
        title: t('topUp.fields.payment_date'),
        width: 120,
        from: 'lg',
      },
      {
        key: 'created_at',
        title: t('topUp.fields.created'),
        width: 170,
        from: 'xl',
        render: (_, row) => formatDateTime(row.created_at),
      },
    ],
    [t, open, platformName, formatDateTime],
  );
}
