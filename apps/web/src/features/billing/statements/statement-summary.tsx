import type { StatementSummary as Summary } from '@portal/contract';
import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBillTypeLabel } from '../../../shared/billing/bill-type-label';
import { formatCents } from '../../../shared/format/money';
import { BillingAmount } from '../billing-amount';

/** A month's opening balance, count and subtotal per bill type, and closing balance. */
export function StatementSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  const billType = useBillTypeLabel();
  return (
    <>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('billing.statements.opening')}>
          <span data-testid="statement-opening">{formatCents(summary.opening_balance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('billing.statements.closing')}>
          <span data-testid="statement-closing">{formatCents(summary.closing_balance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('billing.statements.credits')}>{formatCents(summary.credits)}</Descriptions.Item>
        <Descriptions.Item label={t('billing.statements.debits')}>{formatCents(summary.debits)}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="type"
        pagination={false}
        dataSource={summary.groups}
        locale={{ emptyText: t('billing.statements.noTransactions') }}
        columns={[
          { key: 'type', title: t('billing.fields.type'), render: (_, group) => billType(group.type) },
          { key: 'count', dataIndex: 'count', title: t('billing.statements.count'), align: 'right' },
          {
            key: 'subtotal',
            title: t('billing.statements.subtotal'),
            align: 'right',
            render: (_, group) => <BillingAmount cents={group.subtotal} />,
          },
        ]}
      />
    </>
  );
}
