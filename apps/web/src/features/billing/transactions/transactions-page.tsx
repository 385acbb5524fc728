import { billing, WALLET_TRANSACTION_TYPES as TRANSACTION_TYPES } from '@portal/contract';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { useOpenedRecord } from '../../../shared/list/use-opened-record';
import { TransactionDetailDrawer } from './transaction-detail-drawer';
import { TransactionFilters } from './transaction-filters';
import { TRANSACTION_LIST } from './transaction-list';
import { useTransactionColumns } from './use-transaction-columns';

/** Transaction history (/billing/transactions): filters and the opened transaction (`?detail=`) kept in the address, export, a detail drawer. */
export default function TransactionsPage() {
  const { t } = useTranslation();
  const list = useListScreen(TRANSACTION_LIST);
  const opened = useOpenedRecord();
  const columns = useListColumns(TRANSACTION_LIST.id, useTransactionColumns(opened.open));
  const { filters } = list;
  return (
    <Card>
      <TransactionFilters screen={list} />
      <Flex justify="flex-end" gap={8} style={{ marginBottom: 12 }}>
        <ColumnPicker columns={columns} />
        <ExportButton
          operation={billing.exportTransactions}
          query={{ ...filters, type: TRANSACTION_TYPES.find((type) => type === filters.type) }}
          fileName="Transactions"
        />
      </Flex>
      <ListScreenTable
        screen={list}
        columns={columns}
        rowKey="id"
        selectable={false}
        rowName={(row) => t('billing.rowName', { id: row.id })}
      />
      <TransactionDetailDrawer id={opened.id} onClose={opened.close} />
    </Card>
  );
}
