import { z } from 'zod';
import { listOf, pageQuery } from '../../core/envelope';
import { defineOperation } from '../../core/operation';
import { idRule } from '../../rules/id';
import { recipientSchema } from '../order/order-fields';

/** The orders a connection received from its shop: imported, or failed with reasons and retried by the merchant. */

/** A shop order the portal received: `imported` (an order was saved) or `failed` (the order rules refused it, with reasons). */
export const SHOP_ORDER_STATUSES = ['imported', 'failed'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export const shopOrderSchema = z.object({
  id: z.number().int(),
  connection_id: z.number().int(),
  /** The shop's own id of the order. */
  external_id: z.string(),
  /** The number the shop shows (the order's platform order no.). */
  order_no: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  /** The portal order it became; null while failed. */
  order_id: z.number().int().nullable(),
  system_order_id: z.string().nullable(),
  /** Why the order rules refused it, in the request's language; empty once imported. */
  reasons: z.array(z.string()),
  /** The recipient as the shop sent it (with the fixes of a retry). */
  recipient: z.object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  }),
  lines: z.array(z.object({ sku: z.string(), title: z.string(), quantity: z.number().int() })),
  /** When the portal order's tracking went back to the shop (send tracking on); null before. */
  tracking_sent_at: z.string().nullable(),
  /** The shop's answer to the last failed attempt to send the tracking; null when none failed or once sent. */
  tracking_error: z.string().nullable(),
  /**
   * When the next attempt to send the tracking is due: set when the portal order ships (send tracking
   * on), moved on after a failed attempt; null before it ships, once sent, and after the last attempt failed.
   */
  tracking_due_at: z.string().nullable(),
  /** When the shop created it. */
  ordered_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

export const getShopOrderList = defineOperation({
  id: 'shop.getShopOrderList',
  method: 'GET',
  shows: ['shops', 'orders', 'products'],
  path: '/api/ucenter/shop/getShopOrderList',
  summary: 'The orders a connection received from its shop, newest first, the failed ones with their reasons.',
  auth: 'user',
  permission: 'integration',
  query: z
    .object({ connection_id: idRule, status: z.enum(SHOP_ORDER_STATUSES, { message: 'v.choice' }).optional() })
    .extend(pageQuery.shape),
  response: listOf(shopOrderSchema),
});

export const retryShopOrder = defineOperation({
  id: 'shop.retryShopOrder',
  method: 'POST',
  changes: ['shops', 'orders', 'statistics'],
  path: '/api/ucenter/shop/retryShopOrder',
  summary:
    'Import a failed shop order again (after mapping its SKUs, or with the recipient fixed here): the reply is the shop order, imported or with its reasons.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule, recipient: recipientSchema.optional() }),
  response: shopOrderSchema,
});
