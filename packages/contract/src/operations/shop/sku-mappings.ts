import { z } from 'zod';
import { listOf, pageQuery } from '../../core/envelope';
import { defineOperation } from '../../core/operation';
import { idRule } from '../../rules/id';

/** A connection's SKU mappings: a shop SKU that is not a portal SKU's code names the portal SKU here. */

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
  /** The portal SKU it stands for. */
  sku: z.string(),
  product_id: z.number().int(),
  created_at: z.string(),
});
export type ShopSkuMapping = z.infer<typeof shopSkuMappingSchema>;

export const getSkuMappingList = defineOperation({
  id: 'shop.getSkuMappingList',
  method: 'GET',
  shows: ['shops', 'products'],
  path: '/api/ucenter/shop/getSkuMappingList',
  summary:
    'A connection’s SKU mappings (shop SKU → portal SKU), by shop SKU; shop SKUs equal to a portal SKU need none.',
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
  summary: 'Map a shop SKU to a portal SKU by its code (replacing the shop SKU’s mapping if it has one).',
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
