import { billing } from '@portal/contract';
import { Card, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { DateRangeInput } from '../../../shared/list/date-range-input';
import { ListFilter, ListFilters } from '../../../shared/list/list-filters';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { FEE_LIST } from './fee-list';
import { useFeeColumns } from './use-fee-columns';

/** The per-order fulfilment-fee report (/billing/order-fulfillment-fee), for the one customer the provider configured: filters in the address, export. */
export default function FulfillmentFeePage() {
  const { t } = useTranslation();
  const list = useListScreen(FEE_LIST);
  const columns = useListColumns(FEE_LIST.id, useFeeColumns());
  return (
    <Card>
      <ListFilters screen={list}>
        <ListFilter name="charged" label={t('billing.fields.charged_at')}>
          <DateRangeInput />
        </ListFilter>
        <ListFilter name="order_no" label={t('billing.fields.order_no')}>
          <Input allowClear />
        </ListFilter>
      </ListFilters>
      <Flex justify="flex-end" gap={8} style={{ marginBottom: 12 }}>
        <ColumnPicker columns={columns} />
        <ExportButton operation={billing.exportFulfillmentFees} query={list.filters} fileName="FulfillmentFees" />
      </Flex>
      <ListScreenTable
        screen={list}
        columns={columns}
        rowKey="transaction_id"
        selectable={false}
        rowName={(row) => t('billing.fees.rowName', { no: row.system_order_id })}
      />
    </Card>
  );
}
