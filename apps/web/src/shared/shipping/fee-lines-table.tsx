import type { FeeLine } from '@portal/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../format/money';
import { tableEmpty } from '../list/table-empty';

/** A fee breakdown line by line (names in the request's language, from the server) with its total. */
export function FeeLinesTable({ lines, total, testId }: { lines: FeeLine[]; total: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Table<FeeLine>
      size="small"
      pagination={false}
      rowKey="code"
      dataSource={lines}
      data-testid={testId}
      locale={{ emptyText: tableEmpty(t('common.noData')) }}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('orderForm.fees.item') },
        {
          key: 'amount',
          title: t('orderForm.fees.amount'),
          align: 'right',
          render: (_, line) => formatCents(line.amount),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <strong>{t('orderForm.fees.total')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <strong>{formatCents(total)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
