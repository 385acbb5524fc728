import type { PRODUCT_SORT_FIELDS } from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { ProductsTable } from './product-tables';

export type ProductRow = Selectable<ProductsTable>;

/** The columns the API shows of a SKU: all but its upper-cased keys, its merchant and who created it. */
export const VIEW_COLUMNS = [
  'products.id',
  'products.sku',
  'products.name_cn',
  'products.name_en',
  'products.alias',
  'products.image_url',
  'products.barcode',
  'products.color',
  'products.size',
  'products.property_id',
  'products.brand',
  'products.hs_code',
  'products.material_en',
  'products.material_cn',
  'products.purpose_en',
  'products.purpose_cn',
  'products.declared_value',
  'products.export_unit_price',
  'products.tax_refund',
  'products.weight_g',
  'products.length_cm',
  'products.width_cm',
  'products.height_cm',
  'products.warning_quantity',
  'products.scan_barcode',
  'products.created_at',
  'products.updated_at',
] as const;

export type ProductViewRow = Omit<ProductRow, 'customer_id' | 'sku_key' | 'barcode_key' | 'created_by'>;

/** The columns the SKU list shows (`productListItemSchema`): about half of a SKU's, the long texts left out. */
export const LIST_COLUMNS = [
  'products.id',
  'products.sku',
  'products.name_cn',
  'products.name_en',
  'products.image_url',
  'products.barcode',
  'products.property_id',
  'products.declared_value',
  'products.weight_g',
  'products.length_cm',
  'products.width_cm',
  'products.height_cm',
  'products.warning_quantity',
  'products.created_at',
] as const satisfies readonly (typeof VIEW_COLUMNS)[number][];

export type ProductListRow = Pick<
  ProductViewRow,
  | 'id'
  | 'sku'
  | 'name_cn'
  | 'name_en'
  | 'image_url'
  | 'barcode'
  | 'property_id'
  | 'declared_value'
  | 'weight_g'
  | 'length_cm'
  | 'width_cm'
  | 'height_cm'
  | 'warning_quantity'
  | 'created_at'
>;

/** Filters after the service resolved them: SKU keys upper-cased, category expanded to its sub-tree. */
export interface ProductQuery {
  skuKeys?: string[];
  /** A single SKU line: SKUs containing it. */
  skuPart?: string;
  name?: string;
  barcode?: string;
  categoryIds?: number[];
  propertyId?: number;
  createdFrom?: string;
  createdTo?: string;
  ids?: number[];
}

/** A list's order: a sortable field of the contract (PRODUCT_SORT_FIELDS) and its direction. */
export interface ProductOrder {
  by: (typeof PRODUCT_SORT_FIELDS)[number];
  order: 'asc' | 'desc';
}

/** Upper-cased SKU, so that upper and lower case sort together as they count as the same SKU. */
export const SORT_COLUMNS = {
  sku: 'products.sku_key',
  declared_value: 'products.declared_value',
  weight_g: 'products.weight_g',
  created_at: 'products.created_at',
} as const satisfies Record<ProductOrder['by'], string>;

/** The columns a save writes; links are written beside them. */
export type ProductValues = Omit<Insertable<ProductsTable>, 'id' | 'customer_id' | 'created_by' | 'created_at'>;

export interface ProductLinks {
  categoryIds: number[];
  consumableIds: number[];
}

/** The link rows of some SKUs, in insertion order (the reference lists give the display order). */
export interface ProductLinkRows {
  categories: { product_id: number; category_id: number }[];
  consumables: { product_id: number; pack_material_id: number }[];
}

/** New customs values of one SKU; null keeps the stored value. */
export interface TaxInfoUpdate {
  id: number;
  hs_code: string | null;
  declared_value: number | null;
  export_unit_price: number | null;
  tax_refund: 0 | 1 | null;
  name_cn: string | null;
  name_en: string | null;
  material_en: string | null;
  material_cn: string | null;
  purpose_en: string | null;
  purpose_cn: string | null;
}
