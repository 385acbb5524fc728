import type { Product, WarehouseStock } from '@portal/contract';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '../../../shared/list/table-empty';

/** Total, frozen (locked by uploaded orders) and available stock in each warehouse, with the sum below. */
export function WarehouseStockTable({ product }: { product: Product }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<WarehouseStock> = [
    { key: 'warehouse', title: t('productForm.detail.warehouse'), dataIndex: 'warehouse_code' },
    { key: 'total', title: t('labels.sku.total_stock'), dataIndex: 'total', align: 'right' },
    { key: 'frozen', title: t('labels.sku.frozen_stock'), dataIndex: 'frozen', align: 'right' },
    { key: 'available', title: t('labels.sku.available_stock'), dataIndex: 'available', align: 'right' },
  ];
  return (
    <Table<WarehouseStock>
      size="small"
      rowKey="warehouse_id"
      columns={columns}
      dataSource={product.stock}
      pagination={false}
      locale={{ emptyText: tableEmpty(t('common.noData')) }}
      summary={() =>
        product.stock.length > 1 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('productForm.detail.allWarehouses')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {product.total_stock}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {product.frozen_stock}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {product.available_stock}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
