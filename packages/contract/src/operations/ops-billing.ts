import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import { walletAccountSchema } from './wallet';

/**
 * Finance staff on a merchant's wallet (`/api/ops/finance/…`, ops-key header): signed manual
 * adjustments, refunds and the credit limit. Each change is one wallet transaction with its remark and
 * the staff member's name, shown on the merchant's transaction list. US cents.
 */

/** At most a million dollars in one entry or as a credit limit: a larger figure is a typing slip. */
const MAX_CENTS = 100_000_000;

const staffEntry = z.object({
  customer_id: idRule,
  remark: z.string().trim().min(1).max(500),
  /** The staff member's name, kept with the transaction ("staff" when not given). */
  operator: z.string().trim().max(64).default(''),
});

const entryResult = z.object({ transaction_id: z.number().int(), account: walletAccountSchema });

export const adjustBalance = defineOperation({
  id: 'opsBilling.adjustBalance',
  method: 'POST',
  changes: ['wallet'],
  path: '/api/ops/finance/adjustBalance',
  summary: "A manual adjustment of a merchant's balance by a signed amount (US cents), with its remark.",
  auth: 'ops',
  body: staffEntry.extend({
    amount: z
      .number()
      .int()
      .min(-MAX_CENTS)
      .max(MAX_CENTS)
      .refine((amount) => amount !== 0, { message: 'v.invalid' }),
  }),
  response: entryResult,
});

export const refund = defineOperation({
  id: 'opsBilling.refund',
  method: 'POST',
  changes: ['wallet'],
  path: '/api/ops/finance/refund',
  summary:
    "Money paid back to a merchant's balance (US cents, > 0), a `refund` transaction; `order_no` (system or merchant number) ties it to one of the merchant's orders.",
  auth: 'ops',
  body: staffEntry.extend({
    amount: z.number().int().min(1).max(MAX_CENTS),
    order_no: z.string().trim().max(64).optional(),
  }),
  response: entryResult,
});

export const setCreditLimit = defineOperation({
  id: 'opsBilling.setCreditLimit',
  method: 'POST',
  changes: ['wallet'],
  path: '/api/ops/finance/setCreditLimit',
  summary: 'Set how far below zero a merchant may go when orders hold their estimated fees (US cents, 0 for none).',
  auth: 'ops',
  body: z.object({ customer_id: idRule, credit_limit: z.number().int().min(0).max(MAX_CENTS) }),
  response: walletAccountSchema,
});
