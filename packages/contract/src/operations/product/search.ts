import { z } from 'zod';
import { listOf, pageQuery } from '../../core/envelope';
import { defineOperation } from '../../core/operation';
import { idRule } from '../../rules/id';
import { flagRule } from '../../rules/strict-values';
import { productPropertySchema } from '../product-reference';
import { packageComponentSchema } from './packages';

/** The SKU picker of order creation and inbound booking. */
export const productSearchItemSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  barcode: z.string().nullable(),
  image_url: z.string(),
  hs_code: z.string(),
  declared_value: z.number().int(),
  weight_g: z.number(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  property: productPropertySchema.nullable(),
  /** Available stock in the searched warehouse (0 when it holds none). */
  available: z.number().int(),
});
export type ProductSearchItem = z.infer<typeof productSearchItemSchema>;

export const commonProductListForSearch = defineOperation({
  id: 'product.commonProductListForSearch',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/oms/product/sku/commonProductListForSearch',
  summary: 'SKUs matching a keyword (SKU, barcode or name) with their available stock in one warehouse.',
  auth: 'user',
  permission: 'account',
  query: pageQuery.extend({
    warehouse_id: idRule,
    keyword: z.string().trim().max(100).optional(),
    in_stock_only: flagRule.prefault(0),
  }),
  response: listOf(productSearchItemSchema),
});

/**
 * A package as the order form's picker offers it (issue 27): its components per package and what the
 * searched warehouse can make of them — the least, over its components, of ⌊available ÷ quantity⌋
 * (0 where a component has no stock there).
 */
export const packageSearchItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  barcode: z.string().nullable(),
  image_url: z.string(),
  components: z.array(
    packageComponentSchema.pick({ product_id: true, sku: true, name_en: true, name_cn: true, quantity: true }),
  ),
  /** Packages the searched warehouse can make now. */
  available: z.number().int(),
});
export type PackageSearchItem = z.infer<typeof packageSearchItemSchema>;

export const packageListForSearch = defineOperation({
  id: 'product.packageListForSearch',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/oms/product/package/packageListForSearch',
  summary:
    'Packages matching a keyword (code, barcode or name) with their components and how many one warehouse can make.',
  auth: 'user',
  // As the SKU search: the order screens pick packages, so the order right reaches them too (the service checks).
  permission: 'account',
  query: pageQuery.extend({
    warehouse_id: idRule,
    keyword: z.string().trim().max(100).optional(),
  }),
  response: listOf(packageSearchItemSchema),
});
