import { type Packaging, product } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import type { ListColumn } from '../../../shared/list/list-columns';
import { rowActionsColumn } from '../../../shared/list/row-actions';
import { codeColumn, namesColumn } from '../catalogue-columns';
import { packagingDetailPath, packagingFormPath } from './packaging-paths';
import { LowStockTag } from './packaging-stock';

/** Sides as "30 × 20 × 8.5". */
export function sidesOf(item: Pick<Packaging, 'length_cm' | 'width_cm' | 'height_cm'>): string {
  return `${item.length_cm} × ${item.width_cm} × ${item.height_cm}`;
}

/** The packaging list's columns: code, names and the row menu on a phone; stock and the warning from a tablet. */
export function usePackagingColumns(onDelete: (ids: number[]) => void): ListColumn<Packaging>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<Packaging>[]>(
    () => [
      codeColumn<Packaging>('code', t('packaging.fields.code'), 150),
      namesColumn<Packaging>(t('packaging.fields.name')),
      {
        key: 'available_stock',
        title: t('packaging.fields.available_stock'),
        width: 90,
        align: 'right',
        from: 'md',
        render: (_, item) => <span data-testid="packaging-available">{item.available_stock}</span>,
      },
      {
        key: 'low_stock',
        title: t('packaging.fields.low_stock'),
        width: 140,
        from: 'md',
        render: (_, item) => (item.low_stock ? <LowStockTag warning={item.warning_quantity} /> : '-'),
      },
      {
        key: 'sides',
        title: t('packaging.fields.sides'),
        width: 140,
        from: 'xl',
        render: (_, item) => sidesOf(item),
      },
      { key: 'weight_g', dataIndex: 'weight_g', title: t('packaging.fields.weight_g'), width: 90, from: 'xl' },
      {
        key: 'default_for',
        title: t('packaging.fields.default_for'),
        width: 200,
        from: 'xl',
        render: (_, item) => item.default_for.map((d) => d.code).join(', ') || '-',
      },
      {
        key: 'updated_at',
        title: t('packaging.fields.updated_at'),
        width: 160,
        from: 'xxl',
        render: (_, item) => formatDateTime(item.updated_at),
      },
      rowActionsColumn<Packaging>({
        title: t('listKit.operation'),
        width: 170,
        menuLabel: (item) => t('listKit.rowActions', { name: item.code }),
        actions: (item) => [
          { key: 'view', label: t('packaging.actions.view'), to: packagingDetailPath(item.id) },
          {
            key: 'edit',
            label: t('packaging.actions.edit'),
            to: packagingFormPath(item.id),
            operation: product.updatePackaging,
          },
          {
            key: 'delete',
            label: t('packaging.actions.delete'),
            danger: true,
            run: () => onDelete([item.id]),
            operation: product.deletePackaging,
          },
        ],
      }),
    ],
    [t, onDelete, formatDateTime],
  );
}
