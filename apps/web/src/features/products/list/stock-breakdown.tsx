import type { WarehouseStock } from '@portal/contract';
import { Popover, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A stock figure; pointing at it shows total, frozen and available stock in each warehouse. */
export function StockBreakdown({ stock, children }: { stock: WarehouseStock[]; children: ReactNode }) {
  const { t } = useTranslation();
  if (stock.length === 0) return children;
  return (
    <Popover
      title={t('productList.stock.byWarehouse')}
      content={
        <Table<WarehouseStock>
          size="small"
          pagination={false}
          rowKey="warehouse_id"
          dataSource={stock}
          data-testid="stock-breakdown"
          columns={[
            { title: t('productList.stock.warehouse'), dataIndex: 'warehouse_code' },
            { title: t('labels.sku.total_stock'), dataIndex: 'total', align: 'right' },
            { title: t('labels.sku.frozen_stock'), dataIndex: 'frozen', align: 'right' },
            { title: t('labels.sku.available_stock'), dataIndex: 'available', align: 'right' },
          ]}
        />
      }
    >
      <span style={{ cursor: 'help', borderBottom: '1px dashed currentColor' }}>{children}</span>
    </Popover>
  );
}
