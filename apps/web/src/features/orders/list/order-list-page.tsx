import { ORDER_STATUS_TABS, order } from '@portal/contract';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { NotFoundNumbers } from '../../../shared/list/not-found-numbers';
import { StatusTabs } from '../../../shared/list/status-tabs';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { CancelOrderDialog, type CancelTarget } from '../shared/cancel-order-dialog';
import { useOrderCommands } from '../shared/use-order-commands';
import { useCountries } from '../shared/use-reference-lists';
import { OrderFilters } from './order-filters';
import { ORDER_LIST, orderFiltersOf } from './order-list';
import { OrderToolbar } from './order-toolbar';
import { type OrderRowHandlers, useOrderColumns } from './use-order-columns';

/** The order list (/order/order-list): status tabs with counts, filters in the address, row and batch actions. */
export default function OrderListPage() {
  const { t } = useTranslation();
  const list = useListScreen(ORDER_LIST);
  const commands = useOrderCommands();
  const countries = useCountries();
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  const { drop, clear } = list.selection;
  const handlers = useMemo<OrderRowHandlers>(
    () => ({
      onDelete: (row) => void commands.confirmDelete([row.id]).then((done) => done && drop([row.id])),
      onCancel: (row) => setCancelling(row),
      onCopy: (row) => void commands.copyOrder(row.id),
    }),
    [commands, drop],
  );
  const columns = useListColumns(ORDER_LIST.id, useOrderColumns(handlers, countries.nameOf));

  return (
    <Card>
      <OrderFilters screen={list} />
      <StatusTabs
        screen={list}
        tabs={ORDER_STATUS_TABS}
        tabName={(tab) => t(`orderLabels.status.${tab}`)}
        count={order.getStatusCount}
        countQuery={orderFiltersOf(list.filters)}
        label={t('orderList.statusTabs')}
        testId="order-status"
      />
      <NotFoundNumbers numbers={list.rows.data?.not_found} testId="order-nos-not-found" />
      <OrderToolbar
        screen={list}
        columns={columns}
        onShip={(ids) => void commands.confirmSubmit(ids).then((done) => done && clear())}
        onDelete={(ids) => void commands.confirmDelete(ids).then((done) => done && drop(ids))}
      />
      <ListScreenTable<order.OrderListItem>
        screen={list}
        columns={columns}
        rowKey="id"
        rowName={(row) => t('orderList.rowName', { no: row.platform_order_no })}
      />
      <CancelOrderDialog target={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}
