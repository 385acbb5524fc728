import { WarningOutlined } from '@ant-design/icons';
import type { Packaging } from '@portal/contract';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '../../../shared/list/table-empty';

type PackagingStock = Packaging['stock'][number];

/** "Low stock" in words (and colour), with the warning quantity available fell below. */
export function LowStockTag({ warning }: { warning: number }) {
  const { t } = useTranslation();
  return (
    <Tag color="error" icon={<WarningOutlined />} data-testid="packaging-low">
      {t('packaging.list.low', { warning })}
    </Tag>
  );
}

/** An item's stock per warehouse: on hand, locked by orders, available, and the warning where it is low. */
export function PackagingStockTable({ item }: { item: Packaging }) {
  const { t } = useTranslation();
  return (
    <Table<PackagingStock>
      size="small"
      pagination={false}
      rowKey="warehouse_id"
      dataSource={item.stock}
      data-testid="packaging-stock"
      locale={{ emptyText: tableEmpty(t('packaging.detail.noStock')) }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'warehouse', title: t('packaging.detail.warehouse'), dataIndex: 'warehouse_code' },
        { key: 'on_hand', title: t('packaging.detail.onHand'), dataIndex: 'on_hand', align: 'right' },
        { key: 'locked', title: t('packaging.detail.locked'), dataIndex: 'locked', align: 'right' },
        { key: 'available', title: t('packaging.fields.available_stock'), dataIndex: 'available', align: 'right' },
        {
          key: 'low',
          title: t('packaging.fields.low_stock'),
          render: (_, row) => (row.low ? <LowStockTag warning={item.warning_quantity} /> : '-'),
        },
      ]}
    />
  );
}
