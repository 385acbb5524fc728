import { type PackagingMovement, product } from '@portal/contract';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { tableEmpty } from '../../../shared/list/table-empty';

const PAGE_SIZE = 20;

/** An item's stock log, newest first: received with a booking, locked by an order, released, packed. */
export function PackagingStockLog({ id }: { id: number }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const log = useOperationQuery(product.getPackagingStockLog, { id, page, page_size: PAGE_SIZE });
  return (
    <Table<PackagingMovement>
      size="small"
      rowKey="id"
      loading={log.isFetching}
      dataSource={log.data?.list ?? []}
      data-testid="packaging-stock-log"
      locale={{ emptyText: tableEmpty(t('packaging.detail.noMovements')) }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: log.data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        { key: 'created_at', title: t('packaging.log.time'), render: (_, row) => formatDateTime(row.created_at) },
        { key: 'warehouse', title: t('packaging.detail.warehouse'), dataIndex: 'warehouse_code' },
        { key: 'type', title: t('packaging.log.type'), render: (_, row) => t(`packaging.log.types.${row.type}`) },
        {
          key: 'quantity',
          title: t('packaging.log.quantity'),
          align: 'right',
          render: (_, row) => (row.quantity > 0 ? `+${row.quantity}` : row.quantity),
        },
        { key: 'on_hand_after', title: t('packaging.detail.onHand'), dataIndex: 'on_hand_after', align: 'right' },
        { key: 'locked_after', title: t('packaging.detail.locked'), dataIndex: 'locked_after', align: 'right' },
        {
          key: 'reference',
          title: t('packaging.log.reference'),
          render: (_, row) =>
            row.reference_no
              ? t(`packaging.log.references.${row.reference_type === 'order' ? 'order' : 'inbound'}`, {
                  no: row.reference_no,
                })
              : '-',
        },
        { key: 'actor', title: t('packaging.log.actor'), dataIndex: 'actor' },
      ]}
    />
  );
}
