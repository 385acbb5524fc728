import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { sortQuery } from '../core/sort-query';
import { idRule } from '../rules/id';
import {
  barcodeRule,
  batchLinesRule,
  CONSUMABLES_MAX,
  categoryIdsRule,
  EXPORT_MAX,
  hsCodeRule,
  imageUrlRule,
  LONG_TEXT_MAX,
  longTextRule,
  minorUnitsRule,
  positiveMeasureRule,
  positiveMoneyRule,
  shortTextRule,
  sizeTextRule,
  skuRule,
  warningQuantityRule,
} from '../rules/sku';
import { dateTimeRule } from '../rules/strict-values';
import { productPropertySchema } from './product-reference';

const flag = z.union([z.literal(0), z.literal(1)]);
const required = { message: 'v.required' } as const;
const nameRule = z.string(required).trim().min(1, required).max(LONG_TEXT_MAX, { message: 'v.tooLong' });
const isoTime = dateTimeRule();

/**
 * The SKU fields of spec section 3 with the rules of section 5, as the user types them. Money is
 * left out here: the form and import take it in dollars, the API in cents (see the two schemas below).
 */
const productFields = {
  sku: skuRule,
  /** Chinese and English product (declaration) names; both are required by customs. */
  name_cn: nameRule,
  name_en: nameRule,
  alias: longTextRule.default(''),
  image_url: imageUrlRule.default(''),
  /** Optional; unique per merchant when given ("UPC already exists"). */
  barcode: z
    .union([z.literal(''), barcodeRule])
    .nullable()
    .default(null)
    .transform((v) => v || null),
  color: shortTextRule.default(''),
  size: sizeTextRule.default(''),
  /** Product attribute: an id of getPropertyList (general cargo, battery, liquid…). */
  property_id: idRule,
  brand: longTextRule.default(''),
  category_ids: categoryIdsRule.default([]),
  hs_code: hsCodeRule,
  material_en: longTextRule.default(''),
  material_cn: longTextRule.default(''),
  purpose_en: longTextRule.default(''),
  purpose_cn: longTextRule.default(''),
  tax_refund: flag.default(0),
  weight_g: positiveMeasureRule,
  length_cm: positiveMeasureRule,
  width_cm: positiveMeasureRule,
  height_cm: positiveMeasureRule,
  /** Editable only once customer service enabled it for the merchant; otherwise null. */
  warning_quantity: warningQuantityRule.nullable().default(null),
  /** Scan the barcode when packing; editable only once customer service enabled it. */
  scan_barcode: flag.default(0),
  /** Packing materials (getProductPackMaterial ids). */
  consumable_ids: z.array(idRule).max(CONSUMABLES_MAX, { message: 'v.tooManyItems' }).default([]),
};

/** What the SKU form and an import row hold: declared values typed in USD with 2 decimals. */
export const productFormSchema = z.object({
  ...productFields,
  declared_value: positiveMoneyRule,
  export_unit_price: z
    .union([z.literal(''), z.null(), positiveMoneyRule])
    .default(null)
    .transform((v) => (v === '' || v === null ? null : v)),
});
export type ProductFormValues = z.input<typeof productFormSchema>;

/** The addProduct body: the form's output, money in cents. With `id` it edits that SKU. */
export const productBodySchema = z.object({
  ...productFields,
  id: idRule.optional(),
  /** `updated_at` of the copy being edited: a save over somebody else's newer change is refused. */
  updated_at: z.string().max(40).optional(),
  declared_value: minorUnitsRule,
  export_unit_price: minorUnitsRule.nullable().default(null),
});
export type ProductBody = z.input<typeof productBodySchema>;

const namedRef = z.object({ id: z.number().int(), name_en: z.string(), name_cn: z.string() });

export const warehouseStockSchema = z.object({
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  total: z.number().int(),
  frozen: z.number().int(),
  /** total − frozen: what orders can still take. */
  available: z.number().int(),
});
export type WarehouseStock = z.infer<typeof warehouseStockSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  alias: z.string(),
  image_url: z.string(),
  barcode: z.string().nullable(),
  color: z.string(),
  size: z.string(),
  property_id: z.number().int(),
  property: productPropertySchema.nullable(),
  brand: z.string(),
  category_ids: z.array(z.number().int()),
  categories: z.array(namedRef),
  hs_code: z.string(),
  material_en: z.string(),
  material_cn: z.string(),
  purpose_en: z.string(),
  purpose_cn: z.string(),
  /** USD cents. */
  declared_value: z.number().int(),
  export_unit_price: z.number().int().nullable(),
  tax_refund: flag,
  weight_g: z.number(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  /** length × width × height, cm³. */
  volume_cm3: z.number(),
  warning_quantity: z.number().int().nullable(),
  scan_barcode: flag,
  consumable_ids: z.array(z.number().int()),
  consumables: z.array(namedRef.extend({ code: z.string() })),
  stock: z.array(warehouseStockSchema),
  total_stock: z.number().int(),
  frozen_stock: z.number().int(),
  available_stock: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A row of the SKU list: the fields its columns show (the rest is on the detail). A page of 20
 * carried every field of every SKU, twice the bytes to read, check, encode and send.
 */
export const productListItemSchema = productSchema.pick({
  id: true,
  sku: true,
  name_cn: true,
  name_en: true,
  image_url: true,
  barcode: true,
  property: true,
  categories: true,
  declared_value: true,
  weight_g: true,
  length_cm: true,
  width_cm: true,
  height_cm: true,
  volume_cm3: true,
  warning_quantity: true,
  stock: true,
  total_stock: true,
  frozen_stock: true,
  available_stock: true,
  created_at: true,
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** The list's filters, shared by getList and exportSku (and kept in the page's URL). */
export const productFilterSchema = z.object({
  /** One SKU per line (exact, at most 5000); a single line also finds SKUs that contain it. */
  sku: batchLinesRule.optional(),
  /** Part of the Chinese name, English name or alias. */
  name: z.string().trim().max(LONG_TEXT_MAX).optional(),
  barcode: z.string().trim().max(60).optional(),
  /** The category or any of its sub-categories. */
  category_id: idRule.optional(),
  property_id: idRule.optional(),
  created_from: isoTime.optional(),
  created_to: isoTime.optional(),
});
export type ProductFilters = z.input<typeof productFilterSchema>;

/** What the SKU list can be sorted by (newest first otherwise). */
export const PRODUCT_SORT_FIELDS = ['sku', 'declared_value', 'weight_g', 'created_at'] as const;
export const productSortSchema = sortQuery(PRODUCT_SORT_FIELDS);

export const getProductList = defineOperation({
  id: 'product.getList',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/getList',
  summary:
    "The merchant's SKUs with stock per warehouse, newest first or by `sort_by`: the fields the list shows (getProductDetail has every field).",
  auth: 'user',
  permission: 'product',
  query: productFilterSchema.extend(pageQuery.shape).extend(productSortSchema.shape),
  response: listOf(productListItemSchema),
});

export const getProductDetail = defineOperation({
  id: 'product.getProductDetail',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/getProductDetail',
  summary: 'One SKU with every field, its stock per warehouse, categories and consumables.',
  auth: 'user',
  permission: 'product',
  query: z.object({ id: idRule }),
  response: productSchema,
});

export const addProduct = defineOperation({
  id: 'product.addProduct',
  method: 'POST',
  changes: ['products', 'account'],
  path: '/api/ucenter/product/addProduct',
  summary: 'Create a SKU, or edit the one named by `id` (the SKU code itself cannot change).',
  auth: 'user',
  permission: 'product',
  body: productBodySchema,
  response: z.object({ id: z.number().int(), updated_at: z.string() }),
});

const idsRule = z.array(idRule).max(EXPORT_MAX, { message: 'v.tooManyItems' });

export const deleteProduct = defineOperation({
  id: 'product.deleteProduct',
  method: 'POST',
  changes: ['products', 'stock'],
  path: '/api/ucenter/product/deleteProduct',
  summary: 'Delete SKUs, all or none: refused while any has stock or is used by a packing list or order.',
  auth: 'user',
  permission: 'product',
  body: z.object({ ids: idsRule }),
  response: z.object({ deleted: z.number().int() }),
});

export const updateProductUrl = defineOperation({
  id: 'product.updateProductUrl',
  method: 'POST',
  changes: ['products'],
  path: '/api/ucenter/product/updateProductUrl',
  summary: "Replace a SKU's image with one uploaded through /upload/img (empty removes it).",
  auth: 'user',
  permission: 'product',
  body: z.object({ id: idRule, image_url: imageUrlRule }),
  response: z.object({ id: z.number().int(), image_url: z.string() }),
});

export const productSettingsSchema = z.object({
  warning_quantity_enabled: flag,
  scan_barcode_enabled: flag,
});

export const getProductSettings = defineOperation({
  id: 'product.getProductSettings',
  method: 'GET',
  shows: ['account'],
  path: '/api/ucenter/product/getProductSettings',
  summary: 'Which SKU settings customer service has enabled for the merchant (warning quantity, scan barcode).',
  auth: 'user',
  permission: 'product',
  response: productSettingsSchema,
});
