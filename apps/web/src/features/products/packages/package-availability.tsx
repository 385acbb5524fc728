import type { Package } from '@portal/contract';
import { Popover, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '../../../shared/list/table-empty';

type PackageStock = Package['stock'][number];

/** The warehouses' figures of a package: what each can assemble from the components it holds. */
export function PackageStockTable({ stock }: { stock: PackageStock[] }) {
  const { t } = useTranslation();
  return (
    <Table<PackageStock>
      size="small"
      pagination={false}
      rowKey="warehouse_id"
      dataSource={stock}
      data-testid="package-stock"
      locale={{ emptyText: tableEmpty(t('packages.list.noWarehouse')) }}
      columns={[
        { title: t('packages.list.warehouse'), dataIndex: 'warehouse_code' },
        { title: t('packages.fields.available_stock'), dataIndex: 'available', align: 'right' },
      ]}
    />
  );
}

/**
 * A package's available total; pointing at it (or focusing it) shows each warehouse's figure. The
 * total is the sum of the warehouses' figures: an order ships from one warehouse.
 */
export function PackageAvailability({ item }: { item: Package }) {
  const { t } = useTranslation();
  return (
    <Popover
      title={t('packages.list.byWarehouse')}
      content={<PackageStockTable stock={item.stock} />}
      trigger={['hover', 'focus']}
    >
      {/* Focusable, so a keyboard reaches the breakdown too. */}
      <button
        type="button"
        data-testid="package-available"
        style={{
          cursor: 'help',
          border: 0,
          padding: 0,
          background: 'none',
          color: 'inherit',
          font: 'inherit',
          borderBottom: '1px dashed currentColor',
        }}
      >
        {item.available_stock}
      </button>
    </Popover>
  );
}
