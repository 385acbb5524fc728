import { z } from 'zod';
import { listOf, pageQuery } from '../../core/envelope';
import { defineOperation } from '../../core/operation';
import { idRule } from '../../rules/id';

/**
 * A connection's SKU mappings: a shop SKU that is not a portal code names here the portal SKU, or the
 * package (a kit of SKUs), it stands for.
 */

const shopSkuRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(100, { message: 'v.tooLong' });
const portalSkuRule = z
  .string({ message: 'v.productSelect' })
  .trim()
  .min(1, { message: 'v.productSelect' })
  .max(30, { message: 'v.tooLong' });

export const shopSkuMappingSchema = z.object({
  id: z.number().int(),
  connection_id: z.number().int(),
  /** The SKU as the shop has it. */
  shop_sku: z.string(),
  /** The code of the portal SKU or package it stands for. */
  sku: z.string(),
  /** What that code names: one of the merchant's SKUs, or one of its packages. */
  kind: z.enum(['sku', 'package']),
  /** The SKU's id; null for a package. */
  product_id: z.number().int().nullable(),
  /** The package's id; null for a SKU. */
  package_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type ShopSkuMapping = z.infer<typeof shopSkuMappingSchema>;

export const getSkuMappingList = defineOperation({
  id: 'shop.getSkuMappingList',
  method: 'GET',
  shows: ['shops', 'products'],
  path: '/api/ucenter/shop/getSkuMappingList',
  summary:
    'A connection’s SKU mappings (shop SKU → portal SKU or package, with its kind), by shop SKU; shop SKUs equal to a portal code need none.',
  auth: 'user',
  permission: 'integration',
  query: z.object({ connection_id: idRule }).extend(pageQuery.shape),
  response: listOf(shopSkuMappingSchema),
});

export const saveSkuMapping = defineOperation({
  id: 'shop.saveSkuMapping',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/saveSkuMapping',
  summary:
    'Map a shop SKU to a portal SKU or package by its code, a SKU first (replacing the shop SKU’s mapping if it has one).',
  auth: 'user',
  permission: 'integration',
  body: z.object({ connection_id: idRule, shop_sku: shopSkuRule, sku: portalSkuRule }),
  response: shopSkuMappingSchema,
});

export const deleteSkuMapping = defineOperation({
  id: 'shop.deleteSkuMapping',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/deleteSkuMapping',
  summary: 'Remove a SKU mapping.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.null(),
});
