import type { InventoryItem } from '@portal/contract';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Thumbnail } from '../../../shared/images/thumbnail';
import type { ListColumn } from '../../../shared/list/list-columns';
import { rowActionsColumn } from '../../../shared/list/row-actions';
import { stockLogPath } from '../inventory-paths';
import { SkuNames } from '../shared/sku-names';
import { AlertTag } from './alert-tag';

type Row = InventoryItem;

const count = (key: keyof Row, title: string, from?: ListColumn<Row>['from']): ListColumn<Row> => ({
  key,
  dataIndex: key,
  title,
  width: 96,
  align: 'right',
  from,
});

/**
 * The inventory list's columns (spec 2 "Inventory"). A phone shows SKU, available stock with its
 * alert and the row's menu; a tablet adds the warehouse and total and frozen stock; a desktop the
 * names, 30-day sales and days of cover; a wide screen the image, 90/365-day sales, warning quantity
 * and inbound.
 */
export function useInventoryColumns(): ListColumn<Row>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<Row>[]>(
    () => [
      {
        key: 'image_url',
        title: t('inventory.fields.image'),
        width: 64,
        from: 'xxl',
        render: (_, row) => <Thumbnail src={row.image_url} alt={row.sku} size={40} />,
      },
      {
        key: 'sku',
        dataIndex: 'sku',
        title: t('inventory.fields.sku'),
        width: 140,
        fixed: 'left',
        always: true,
        sortKey: 'sku',
        compact: { width: 96 },
      },
      {
        key: 'name',
        title: t('inventory.fields.name'),
        width: 180,
        from: 'lg',
        render: (_, row) => <SkuNames row={row} />,
      },
      {
        key: 'warehouse_code',
        dataIndex: 'warehouse_code',
        title: t('inventory.fields.warehouse'),
        width: 100,
        from: 'sm',
      },
      count('on_hand', t('inventory.fields.onHand'), 'sm'),
      count('locked', t('inventory.fields.locked'), 'sm'),
      {
        key: 'available',
        title: t('inventory.fields.available'),
        width: 150,
        align: 'right',
        always: true,
        sortKey: 'available',
        compact: { width: 120 },
        render: (_, row) => (
          <Flex vertical align="flex-end" gap={2}>
            <span>{row.available}</span>
            {row.alert && row.warning_quantity !== null ? <AlertTag warning={row.warning_quantity} /> : null}
          </Flex>
        ),
      },
      count('inbound_in_transit', t('inventory.fields.inbound'), 'xxl'),
      count('sales_30', t('inventory.fields.sales30'), 'lg'),
      count('sales_90', t('inventory.fields.sales90'), 'xxl'),
      count('sales_365', t('inventory.fields.sales365'), 'xxl'),
      {
        key: 'days_of_cover',
        title: t('inventory.fields.daysOfCover'),
        width: 110,
        align: 'right',
        from: 'lg',
        render: (_, row) => (row.days_of_cover === null ? t('inventory.noSales') : row.days_of_cover),
      },
      count('warning_quantity', t('inventory.fields.warningQuantity'), 'xxl'),
      rowActionsColumn<Row>({
        title: t('inventory.fields.actions'),
        width: 110,
        menuLabel: (row) => t('inventory.rowActions', { sku: row.sku }),
        actions: (row) => [
          { key: 'log', label: t('inventory.actions.stockLog'), to: stockLogPath(row.sku, row.warehouse_id) },
        ],
      }),
    ],
    [t],
  );
}
