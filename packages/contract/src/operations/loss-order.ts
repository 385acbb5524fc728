import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import { booleanRule } from '../rules/strict-values';
import {
  LOSS_COMMENT_MAX,
  lossOrderDetailSchema,
  lossOrderFilterSchema,
  lossOrderListItemSchema,
} from './loss-order/loss-order-fields';

export * from './loss-order/loss-order-fields';

/**
 * Loss orders need the `inventory` right: their screens live under the Inventory menu group and a
 * confirmed one adjusts stock. (With `inbound` they were unreachable to a sub-account holding
 * `inbound` alone, whose menu has no Inventory group.) The booking detail lists its own loss orders
 * under `inbound`.
 */

export const getList = defineOperation({
  id: 'lossOrder.getList',
  method: 'GET',
  shows: ['lossOrders', 'reference'],
  path: '/api/ucenter/lossOrder/getList',
  summary: "The merchant's loss and gain orders, newest first.",
  auth: 'user',
  permission: 'inventory',
  query: lossOrderFilterSchema.extend(pageQuery.shape),
  response: listOf(lossOrderListItemSchema),
});

export const getDetail = defineOperation({
  id: 'lossOrder.getDetail',
  method: 'GET',
  shows: ['lossOrders', 'reference', 'wallet', 'products'],
  path: '/api/ucenter/lossOrder/getDetail',
  summary:
    'One loss order: quantities per SKU (appointment, arrival, qualified, actual, difference) and the review comments.',
  auth: 'user',
  permission: 'inventory',
  query: z.object({ id: idRule }),
  response: lossOrderDetailSchema,
});

export const addComment = defineOperation({
  id: 'lossOrder.addComment',
  method: 'POST',
  changes: ['lossOrders'],
  path: '/api/ucenter/lossOrder/addComment',
  summary:
    'The merchant comments on a loss order under review; `dispute: true` disputes its result (→ Disputed) for staff to review again.',
  auth: 'user',
  permission: 'inventory',
  body: z.object({
    id: idRule,
    content: z
      .string({ message: 'v.commentRequired' })
      .trim()
      .min(1, { message: 'v.commentRequired' })
      .max(LOSS_COMMENT_MAX, { message: 'v.over500' }),
    dispute: booleanRule.prefault(false),
  }),
  response: lossOrderDetailSchema,
});
