import { inventory, type StockMovementItem } from '@portal/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { ListToolbar } from '../shared/list-toolbar';
import { STOCK_LOG } from './stock-log';
import { StockLogFilters } from './stock-log-filters';
import { useStockLogColumns } from './use-stock-log-columns';

/** The stock log (/inventory/stock-log): every movement of the merchant's stock, newest first. */
export default function StockLogPage() {
  const { t } = useTranslation();
  const list = useListScreen(STOCK_LOG);
  const columns = useListColumns(STOCK_LOG.id, useStockLogColumns());
  return (
    <Card>
      <StockLogFilters screen={list} />
      <ListToolbar extra={<ColumnPicker columns={columns} />}>
        <ExportButton operation={inventory.downloadStockLog} query={list.filters} fileName="StockLog" />
      </ListToolbar>
      <ListScreenTable<StockMovementItem>
        screen={list}
        columns={columns}
        rowKey="id"
        selectable={false}
        rowName={(row) => t('inventory.log.rowName', { sku: row.sku, id: row.id })}
      />
    </Card>
  );
}
