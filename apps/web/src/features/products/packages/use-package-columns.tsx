import { type Package, product } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { Thumbnail } from '../../../shared/images/thumbnail';
import type { ListColumn } from '../../../shared/list/list-columns';
import { rowActionsColumn } from '../../../shared/list/row-actions';
import { codeColumn, namesColumn } from '../catalogue-columns';
import { PackageAvailability } from './package-availability';
import { PackageComponentsSummary } from './package-components-summary';
import { packageDetailPath, packageFormPath } from './package-paths';

/**
 * The package list's columns. A phone shows code, names and the row menu; a tablet adds the
 * components and availability; a desktop the assembly and the time.
 */
export function usePackageColumns(onDelete: (ids: number[]) => void): ListColumn<Package>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return useMemo<ListColumn<Package>[]>(
    () => [
      codeColumn<Package>('code', t('packages.fields.code'), 150),
      namesColumn<Package>(t('packages.fields.name')),
      {
        key: 'components',
        title: t('packages.fields.components'),
        width: 220,
        from: 'md',
        render: (_, item) => <PackageComponentsSummary item={item} />,
      },
      {
        key: 'available_stock',
        title: t('packages.fields.available_stock'),
        width: 90,
        align: 'right',
        from: 'md',
        render: (_, item) => <PackageAvailability item={item} />,
      },
      {
        key: 'assembly',
        title: t('packages.fields.assembly'),
        width: 130,
        from: 'xl',
        render: (_, item) => t(`packages.assembly.${item.assembly}`),
      },
      {
        key: 'image_url',
        title: t('packages.fields.image_url'),
        width: 64,
        from: 'picked',
        render: (_, item) => <Thumbnail src={item.image_url} alt={item.code} size={46} />,
      },
      { key: 'barcode', dataIndex: 'barcode', title: t('packages.fields.barcode'), width: 120, from: 'xxl' },
      {
        key: 'updated_at',
        title: t('packages.fields.updated_at'),
        width: 160,
        from: 'xl',
        render: (_, item) => formatDateTime(item.updated_at),
      },
      rowActionsColumn<Package>({
        title: t('listKit.operation'),
        width: 170,
        menuLabel: (item) => t('listKit.rowActions', { name: item.code }),
        actions: (item) => [
          { key: 'view', label: t('packages.actions.view'), to: packageDetailPath(item.id) },
          {
            key: 'edit',
            label: t('packages.actions.edit'),
            to: packageFormPath(item.id),
            operation: product.updatePackage,
          },
          {
            key: 'delete',
            label: t('packages.actions.delete'),
            danger: true,
            run: () => onDelete([item.id]),
            operation: product.deletePackage,
          },
        ],
      }),
    ],
    [t, onDelete, formatDateTime],
  );
}
