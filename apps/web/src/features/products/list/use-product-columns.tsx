import type { Product } from '@portal/contract';
import { Button, Space, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { localizedName } from '../../../shared/format/localized-name';
import { formatCents } from '../../../shared/format/money';
import { formatDimensions, formatMeasure } from './product-format';
import { ProductImageCell } from './product-image-cell';
import { StockBreakdown } from './stock-breakdown';

/** Where the SKU form opens a SKU: to edit it, or read-only. */
export function productFormPath(id: number, mode?: 'view'): string {
  return `/products/add?id=${id}${mode ? `&mode=${mode}` : ''}`;
}

/** A link inside the portal (the router's, so the tab opens without reloading the app). */
function RowLink({ to, children }: { to: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ color: token.colorLink }}>
      {children}
    </Link>
  );
}

/** The SKU list's columns; the list kit shows '-' wherever one renders nothing. */
export function useProductColumns(onDelete: (item: Product) => void): ColumnsType<Product> {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo<ColumnsType<Product>>(() => {
    const stockColumn = (key: 'total_stock' | 'frozen_stock' | 'available_stock', title: string) => ({
      key,
      title,
      width: 100,
      align: 'right' as const,
      render: (_: unknown, item: Product) => <StockBreakdown stock={item.stock}>{item[key]}</StockBreakdown>,
    });
    return [
      {
        key: 'image',
        title: t('productList.fields.image'),
        width: 80,
        render: (_, item) => <ProductImageCell item={item} />,
      },
      { key: 'sku', dataIndex: 'sku', title: t('productList.fields.sku'), width: 160, fixed: 'left' },
      { key: 'name_cn', dataIndex: 'name_cn', title: t('productList.fields.nameCn'), width: 180 },
      { key: 'name_en', dataIndex: 'name_en', title: t('productList.fields.nameEn'), width: 180 },
      { key: 'barcode', dataIndex: 'barcode', title: t('productList.fields.barcode'), width: 150 },
      {
        key: 'category',
        title: t('productList.fields.category'),
        width: 160,
        render: (_, item) => item.categories.map((c) => localizedName(c, language)).join(', '),
      },
      {
        key: 'property',
        title: t('productList.fields.property'),
        width: 120,
        render: (_, item) => (item.property ? localizedName(item.property, language) : ''),
      },
      {
        key: 'declared_value',
        title: t('productList.fields.declaredValue'),
        width: 130,
        align: 'right',
        render: (_, item) => formatCents(item.declared_value),
      },
      {
        key: 'weight_g',
        title: t('productList.fields.weight'),
        width: 100,
        align: 'right',
        render: (_, item) => formatMeasure(item.weight_g),
      },
      {
        key: 'size',
        title: t('productList.fields.size'),
        width: 170,
        render: (_, item) => (
          <Space direction="vertical" size={0}>
            <span>{formatDimensions(item.length_cm, item.width_cm, item.height_cm)}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('productList.volume', { volume: formatMeasure(item.volume_cm3) })}
            </Typography.Text>
          </Space>
        ),
      },
      {
        key: 'stock',
        title: t('productList.fields.stock'),
        children: [
          stockColumn('total_stock', t('productList.stock.total')),
          stockColumn('frozen_stock', t('productList.stock.frozen')),
          stockColumn('available_stock', t('productList.stock.available')),
        ],
      },
      {
        key: 'warning_quantity',
        dataIndex: 'warning_quantity',
        title: t('productList.fields.warningQuantity'),
        width: 120,
        align: 'right',
      },
      {
        key: 'created_at',
        title: t('productList.fields.createdAt'),
        width: 170,
        render: (_, item) => formatDateTime(item.created_at),
      },
      {
        key: 'operation',
        title: t('productList.fields.operation'),
        width: 170,
        fixed: 'right',
        render: (_, item) => (
          <Space size="middle" wrap>
            <RowLink to={productFormPath(item.id, 'view')}>{t('productList.actions.view')}</RowLink>
            <RowLink to={productFormPath(item.id)}>{t('productList.actions.edit')}</RowLink>
            <Button
              type="link"
              danger
              size="small"
              style={{ padding: 0, height: 'auto' }}
              onClick={() => onDelete(item)}
            >
              {t('productList.actions.delete')}
            </Button>
          </Space>
        ),
      },
    ];
  }, [t, language, onDelete]);
}
