import { INVENTORY_TOTAL_CAP, type InventoryItem, inventory } from '@portal/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/export/export-button';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { ListToolbar } from '../shared/list-toolbar';
import { InventoryFilters } from './inventory-filters';
import { INVENTORY_LIST } from './inventory-list';
import { useInventoryColumns } from './use-inventory-columns';

/** The inventory list (/inventory/list): stock per SKU and warehouse, sales, cover and alerts. */
export default function InventoryListPage() {
  const { t } = useTranslation();
  const list = useListScreen(INVENTORY_LIST);
  const columns = useListColumns(INVENTORY_LIST.id, useInventoryColumns());
  return (
    <Card>
      <InventoryFilters screen={list} />
      <ListToolbar extra={<ColumnPicker columns={columns} />}>
        <ExportButton operation={inventory.exportInventory} query={list.filters} fileName="Inventory" />
      </ListToolbar>
      <ListScreenTable<InventoryItem>
        screen={list}
        columns={columns}
        rowKey="id"
        selectable={false}
        totalCap={INVENTORY_TOTAL_CAP}
        rowName={(row) => t('inventory.rowName', { sku: row.sku, warehouse: row.warehouse_code })}
      />
    </Card>
  );
}
