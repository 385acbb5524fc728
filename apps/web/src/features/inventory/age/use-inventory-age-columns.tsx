import { AGE_BUCKETS, type InventoryAgeItem } from '@portal/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list/list-columns';
import { SkuNames } from '../shared/sku-names';

type Row = InventoryAgeItem;

/** Buckets from 91 days on are what storage has been billed for longest: their units stand out. */
const LONG_STORED = new Set<string>(['age_91_180', 'age_over_180']);

/**
 * The age screen's columns. A phone shows SKU, on hand and the oldest age; a tablet adds the
 * warehouse and the five buckets; a desktop the names.
 */
export function useInventoryAgeColumns(): ListColumn<Row>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<Row>[]>(
    () => [
      {
        key: 'sku',
        dataIndex: 'sku',
        title: t('inventory.fields.sku'),
        width: 140,
        fixed: 'left',
        always: true,
        compact: { width: 96 },
      },
      {
        key: 'name',
        title: t('inventory.fields.name'),
        width: 160,
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
      {
        key: 'on_hand',
        dataIndex: 'on_hand',
        title: t('inventory.fields.onHand'),
        width: 96,
        align: 'right',
        always: true,
        compact: { width: 80 },
      },
      ...AGE_BUCKETS.map(
        ({ key }): ListColumn<Row> => ({
          key,
          title: t(`inventory.age.buckets.${key}`),
          width: 96,
          align: 'right',
          from: 'md',
          render: (_, row) => (
            <Typography.Text type={row[key] > 0 && LONG_STORED.has(key) ? 'warning' : undefined}>
              {row[key]}
            </Typography.Text>
          ),
        }),
      ),
      {
        key: 'oldest_age_days',
        title: t('inventory.age.oldestAge'),
        width: 120,
        align: 'right',
        always: true,
        compact: { width: 96 },
        render: (_, row) => row.oldest_age_days ?? '',
      },
    ],
    [t],
  );
}
