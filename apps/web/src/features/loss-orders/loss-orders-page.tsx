import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColumnPicker } from '../../shared/list/column-picker';
import { ListScreenTable } from '../../shared/list/list-screen-table';
import { useListColumns } from '../../shared/list/use-list-columns';
import { useListScreen } from '../../shared/list/use-list-screen';
import { LossOrderFilters } from './loss-order-filters';
import { LOSS_ORDER_LIST } from './loss-order-list';
import { useLossOrderColumns } from './use-loss-order-columns';

/** Loss (and gain) orders of the merchant's inbound bookings (/inventory/loss-orders): filters kept in the address. */
export default function LossOrdersPage() {
  const { t } = useTranslation();
  const list = useListScreen(LOSS_ORDER_LIST);
  const columns = useListColumns(LOSS_ORDER_LIST.id, useLossOrderColumns());
  return (
    <Card>
      <LossOrderFilters screen={list} />
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <ColumnPicker columns={columns} />
      </Flex>
      <ListScreenTable
        screen={list}
        columns={columns}
        rowKey="id"
        selectable={false}
        rowName={(row) => t('lossOrders.rowName', { no: row.loss_no })}
      />
    </Card>
  );
}
