import { type ProductListItem, product } from '@portal/contract';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format/date-time';
import { localizedName } from '../../../shared/format/localized-name';
import { formatDimensions, formatMeasure } from '../../../shared/format/measures';
import { formatCents } from '../../../shared/format/money';
import { formatVolume } from '../../../shared/format/volume';
import type { ListColumn } from '../../../shared/list/list-columns';
import { rowActionsColumn } from '../../../shared/list/row-actions';
import { codeColumn, namesColumn } from '../catalogue-columns';
import { productFormPath } from '../product-paths';
import { ProductImageCell } from './product-image-cell';
import { StockBreakdown } from './stock-breakdown';

type StockKey = 'total_stock' | 'frozen_stock' | 'available_stock';

/**
 * The SKU list's columns, titled from the SKU label set. By default a phone shows SKU and names, a
 * tablet adds the image and available stock, a desktop (1200 px and up) barcode, declared value,
 * total stock and time, a wide screen the rest; attribute and warning quantity only when picked.
 * The list kit shows '-' wherever a column renders nothing.
 */
export function useProductColumns(onDelete: (ids: number[]) => void): ListColumn<ProductListItem>[] {
  const { t, i18n } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const language = i18n.language;
  return useMemo<ListColumn<ProductListItem>[]>(() => {
    const stock = (key: StockKey, from: ListColumn<ProductListItem>['from']): ListColumn<ProductListItem> => ({
      key,
      title: t(`labels.sku.${key}`),
      width: 90,
      align: 'right',
      from,
      render: (_, item) => <StockBreakdown stock={item.stock}>{item[key]}</StockBreakdown>,
    });
    return [
      {
        key: 'image_url',
        title: t('labels.sku.image_url'),
        width: 64,
        from: 'md',
        render: (_, item) => <ProductImageCell item={item} />,
      },
      codeColumn<ProductListItem>('sku', t('labels.sku.sku'), 140, { sortKey: 'sku' }),
      namesColumn<ProductListItem>(t('labels.sku.name')),
      { key: 'barcode', dataIndex: 'barcode', title: t('labels.sku.barcode'), width: 120, from: 'xl' },
      {
        key: 'category_ids',
        title: t('labels.sku.category_ids'),
        width: 150,
        from: 'xxl',
        render: (_, item) => item.categories.map((c) => localizedName(c, language)).join(', '),
      },
      {
        key: 'property_id',
        title: t('labels.sku.property_id'),
        width: 130,
        from: 'picked',
        render: (_, item) => (item.property ? localizedName(item.property, language) : ''),
      },
      {
        key: 'declared_value',
        title: t('labels.sku.declared_value'),
        width: 100,
        align: 'right',
        from: 'xl',
        sortKey: 'declared_value',
        render: (_, item) => formatCents(item.declared_value),
      },
      {
        key: 'weight_g',
        title: t('labels.sku.weight_g'),
        width: 100,
        align: 'right',
        from: 'xxl',
        sortKey: 'weight_g',
        render: (_, item) => formatMeasure(item.weight_g),
      },
      {
        key: 'dimensions',
        title: t('labels.sku.dimensions'),
        width: 160,
        from: 'xxl',
        render: (_, item) => (
          <Flex vertical>
            <span>{formatDimensions(item.length_cm, item.width_cm, item.height_cm)}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('productList.volume', { volume: formatVolume(item.volume_cm3, 'cm3') })}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'stock',
        title: t('labels.sku.stock'),
        children: [stock('total_stock', 'xl'), stock('frozen_stock', 'xxl'), stock('available_stock', 'md')],
      },
      {
        key: 'warning_quantity',
        dataIndex: 'warning_quantity',
        title: t('labels.sku.warning_quantity'),
        width: 110,
        align: 'right',
        from: 'picked',
      },
      {
        key: 'created_at',
        title: t('labels.sku.created_at'),
        width: 160,
        from: 'xl',
        sortKey: 'created_at',
        render: (_, item) => formatDateTime(item.created_at),
      },
      rowActionsColumn<ProductListItem>({
        title: t('listKit.operation'),
        menuLabel: (item) => t('listKit.rowActions', { name: item.sku }),
        actions: (item) => [
          { key: 'view', label: t('productList.actions.view'), to: productFormPath({ id: item.id, view: true }) },
          {
            key: 'edit',
            label: t('productList.actions.edit'),
            to: productFormPath({ id: item.id }),
            operation: product.addProduct,
          },
          {
            key: 'delete',
            label: t('productList.actions.delete'),
            danger: true,
            run: () => onDelete([item.id]),
            operation: product.deleteProduct,
          },
        ],
      }),
    ];
  }, [t, language, onDelete, formatDateTime]);
}
