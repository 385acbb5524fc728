import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { SKU_MAX } from '../rules/sku';
import { numberInput } from '../rules/strict-values';
import { LOSS_COMMENT_MAX, LOSS_ORDER_STATES } from './loss-order/loss-order-fields';

/** Staff review of loss orders (`ops-key` header). */
export const review = defineOperation({
  id: 'opsLossOrder.review',
  method: 'POST',
  changes: ['lossOrders', 'stock', 'wallet'],
  path: '/api/ops/lossOrder/review',
  summary:
    'Staff answer a loss order: `confirm` makes it final — with `recount`, the actual units found per SKU, whose difference from what was shelved goes through the stock ledger as an adjustment; `close` withdraws it. A comment goes to the merchant.',
  auth: 'ops',
  body: z.object({
    loss_no: z.string().trim().min(1, { message: 'v.required' }).max(40),
    decision: z.enum(['confirm', 'close'], { message: 'v.choice' }),
    comment: z.string().trim().max(LOSS_COMMENT_MAX, { message: 'v.over500' }).default(''),
    recount: z
      .array(
        z.object({
          sku: z.string().trim().min(1).max(SKU_MAX),
          actual: numberInput(z.number().int().min(0).max(1_000_000)),
        }),
      )
      .max(200, { message: 'v.tooManyItems' })
      .default([]),
    operator: z.string().trim().max(60, { message: 'v.tooLong' }).default(''),
  }),
  response: z.object({ loss_no: z.string(), state: z.enum(LOSS_ORDER_STATES) }),
});
