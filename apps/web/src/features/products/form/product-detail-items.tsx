import type { Product } from '@portal/contract';
import type { DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { localizedName } from '../../../shared/format/localized-name';
import { formatCents } from '../../../shared/format/money';
import { Thumbnail } from '../../../shared/images/thumbnail';
import type { ProductFieldName } from './product-form-values';

type Items = NonNullable<DescriptionsProps['items']>;

/** The spec's empty cell. */
const EMPTY = '-';

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? EMPTY : String(value);
}

/** The read-only detail of a SKU, section by section, in the UI language and the account's time zone. */
export function productDetailSections(
  product: Product,
  t: TFunction,
  language: string,
  formatDateTime: (value: string | null | undefined) => string,
) {
  const label = (name: ProductFieldName) => t(`labels.sku.${name}`);
  const item = (name: ProductFieldName, children: ReactNode) => ({ key: name, label: label(name), children });
  const flag = (value: 0 | 1) => (value === 1 ? t('productForm.flag.yes') : t('productForm.flag.no'));
  const names = (rows: { name_en: string; name_cn: string; code?: string }[]) =>
    rows.length === 0
      ? EMPTY
      : rows
          .map((row) => (row.code ? `${row.code} · ${localizedName(row, language)}` : localizedName(row, language)))
          .join(', ');

  const identity: Items = [
    item('sku', product.sku),
    item('name_cn', text(product.name_cn)),
    item('name_en', text(product.name_en)),
    item('alias', text(product.alias)),
    item('barcode', text(product.barcode)),
    item(
      'image_url',
      product.image_url ? <Thumbnail src={product.image_url} alt={product.sku} size={80} preview /> : EMPTY,
    ),
  ];
  const description: Items = [
    item('color', text(product.color)),
    item('size', text(product.size)),
    item('brand', text(product.brand)),
    item('property_id', product.property ? localizedName(product.property, language) : EMPTY),
    item('hs_code', text(product.hs_code)),
    item('category_ids', names(product.categories)),
    item('material_en', text(product.material_en)),
    item('material_cn', text(product.material_cn)),
    item('purpose_en', text(product.purpose_en)),
    item('purpose_cn', text(product.purpose_cn)),
  ];
  const customs: Items = [
    item('declared_value', formatCents(product.declared_value)),
    item('export_unit_price', product.export_unit_price === null ? EMPTY : formatCents(product.export_unit_price)),
    item('tax_refund', flag(product.tax_refund)),
  ];
  const physical: Items = [
    item('weight_g', text(product.weight_g)),
    item('length_cm', text(product.length_cm)),
    item('width_cm', text(product.width_cm)),
    item('height_cm', text(product.height_cm)),
    { key: 'volume', label: t('labels.sku.volume_cm3'), children: text(product.volume_cm3) },
  ];
  const settings: Items = [
    item('warning_quantity', text(product.warning_quantity)),
    item('scan_barcode', flag(product.scan_barcode)),
    item('consumable_ids', names(product.consumables)),
  ];
  const record: Items = [
    { key: 'created_at', label: t('labels.sku.created_at'), children: formatDateTime(product.created_at) },
    { key: 'updated_at', label: t('labels.sku.updated_at'), children: formatDateTime(product.updated_at) },
  ];
  return { identity, description, customs, physical, settings, record };
}
