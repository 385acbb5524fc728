import type { StockMovementItem } from '@portal/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import type { ListColumn } from '../../../shared/list/list-columns';
import { MovementReference } from './movement-reference';
import { MovementSku, MovementTypeWithPackage } from './movement-sku';
import { signedChange } from './stock-log-changes';

type Row = StockMovementItem;

/** A change in red when it took stock away. */
function Change({ delta }: { delta: number }) {
  return <Typography.Text type={delta < 0 ? 'danger' : undefined}>{signedChange(delta)}</Typography.Text>;
}

/**
 * The stock log's columns. A phone shows time, type (with the package a component moved for) and
 * the two changes, total and frozen (a lock moves only the frozen stock; a row's "Stock log" link
 * opens the log for one SKU already); from
 * 576 px the SKU, from a tablet the warehouse and stock after; a desktop the reference and frozen
 * after; a wide screen the names and operator.
 */
export function useStockLogColumns(): ListColumn<Row>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<Row>[]>(
    () => [
      {
        key: 'created_at',
        title: t('inventory.log.time'),
        width: 160,
        always: true,
        compact: { width: 96 },
        render: (_, row) => formatDateTime(row.created_at),
      },
      {
        key: 'sku',
        title: t('inventory.fields.sku'),
        width: 150,
        from: 'sm',
        render: (_, row) => <MovementSku row={row} />,
        // On a phone the package goes under the type, shown there whichever columns are picked.
        compact: { render: (_, row) => row.sku },
      },
      { key: 'name_en', title: t('inventory.fields.name'), width: 170, from: 'xxl', render: (_, row) => row.name_en },
      {
        key: 'warehouse_code',
        dataIndex: 'warehouse_code',
        title: t('inventory.fields.warehouse'),
        width: 100,
        from: 'md',
      },
      {
        key: 'type',
        title: t('inventory.log.type'),
        width: 140,
        always: true,
        compact: { width: 110, render: (_, row) => <MovementTypeWithPackage row={row} /> },
        render: (_, row) => t(`inventory.movementTypes.${row.type}`),
      },
      {
        key: 'reference',
        title: t('inventory.log.reference'),
        width: 150,
        from: 'lg',
        render: (_, row) => <MovementReference row={row} />,
      },
      {
        key: 'on_hand_change',
        title: t('inventory.log.onHandChange'),
        width: 100,
        align: 'right',
        always: true,
        compact: { width: 72 },
        render: (_, row) => <Change delta={row.on_hand_delta} />,
      },
      {
        key: 'locked_change',
        title: t('inventory.log.lockedChange'),
        width: 100,
        align: 'right',
        always: true,
        compact: { width: 72 },
        render: (_, row) => <Change delta={row.locked_delta} />,
      },
      {
        key: 'on_hand_after',
        dataIndex: 'on_hand_after',
        title: t('inventory.log.onHandAfter'),
        width: 110,
        align: 'right',
        from: 'md',
      },
      {
        key: 'locked_after',
        dataIndex: 'locked_after',
        title: t('inventory.log.lockedAfter'),
        width: 110,
        align: 'right',
        from: 'lg',
      },
      { key: 'actor', dataIndex: 'actor', title: t('inventory.log.actor'), width: 180, from: 'xl' },
    ],
    [t, formatDateTime],
  );
}
