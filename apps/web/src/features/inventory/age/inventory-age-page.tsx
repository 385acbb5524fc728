import type { InventoryAgeItem } from '@portal/contract';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StorageForecastPanel } from '../../../shared/billing/storage-forecast';
import { ColumnPicker } from '../../../shared/list/column-picker';
import { ListScreenTable } from '../../../shared/list/list-screen-table';
import { useListColumns } from '../../../shared/list/use-list-columns';
import { useListScreen } from '../../../shared/list/use-list-screen';
import { ListToolbar } from '../shared/list-toolbar';
import { INVENTORY_AGE } from './inventory-age';
import { InventoryAgeFilters } from './inventory-age-filters';
import { useInventoryAgeColumns } from './use-inventory-age-columns';

/**
 * Inventory age (/inventory/age): units on hand per SKU and warehouse by days since they arrived, oldest
 * first, and below it what that stock will cost in storage (the forecast of the billing page).
 */
export default function InventoryAgePage() {
  const { t } = useTranslation();
  const list = useListScreen(INVENTORY_AGE);
  const columns = useListColumns(INVENTORY_AGE.id, useInventoryAgeColumns());
  return (
    <Flex vertical gap={16}>
      <Card>
        <InventoryAgeFilters screen={list} />
        <ListToolbar extra={<ColumnPicker columns={columns} />}>
          <Typography.Text type="secondary">{t('inventory.age.hint')}</Typography.Text>
        </ListToolbar>
        <ListScreenTable<InventoryAgeItem>
          screen={list}
          columns={columns}
          rowKey={(row) => `${row.product_id}@${row.warehouse_id}`}
          selectable={false}
          rowName={(row) => t('inventory.age.rowName', { sku: row.sku, warehouse: row.warehouse_code })}
        />
      </Card>
      <StorageForecastPanel warehouseId={list.filters.warehouse_id ? Number(list.filters.warehouse_id) : undefined} />
    </Flex>
  );
}
