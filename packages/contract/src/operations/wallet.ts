import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';

/**
 * The merchant's USD wallet: the balance the portal charges fulfilment fees to, a credit limit set by
 * the provider, and the estimated fees held by submitted orders. Money in US cents.
 */

/**
 * Why the balance changed (the billing pages' "bill type"): `opening` the balance a merchant started
 * with; `top_up` money received and confirmed by finance; `fulfilment_fee` an order's final fees
 * charged at packing (with its fee lines); `fee_adjustment` the difference between an order's charged
 * fees and what the carrier finally billed; `storage_fee` one day's warehouse rent of one warehouse;
 * `inbound_fee` an inbound booking's handling and value-added services; `insurance` its warehouse
 * insurance; `loss_compensation` what the provider pays back for units lost in its care; `refund`
 * money paid back by finance; `adjustment` any other correction by staff.
 */
export const WALLET_TRANSACTION_TYPES = [
  'opening',
  'top_up',
  'fulfilment_fee',
  'fee_adjustment',
  'storage_fee',
  'inbound_fee',
  'insurance',
  'loss_compensation',
  'refund',
  'adjustment',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** What a transaction or a hold belongs to. */
export const WALLET_REFERENCE_TYPES = ['order', 'top_up', 'storage_charge', 'inbound', 'loss_order', 'parcel'] as const;
export type WalletReferenceType = (typeof WALLET_REFERENCE_TYPES)[number];

/** At most a million dollars in one adjustment or as a credit limit: a larger figure is a typing slip. */
const MAX_CENTS = 100_000_000;

/** The balance as a merchant sees it: `available` = balance − held + credit limit, what new orders may hold. */
export const walletBalanceSchema = z.object({
  balance: z.number().int(),
  credit_limit: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
  currency: z.literal('USD'),
  /** `wallet.low_balance` is raised when `available` falls below it; 0: never. */
  low_balance_threshold: z.number().int(),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const walletAccountSchema = walletBalanceSchema.extend({ customer_id: z.number().int() });
export type WalletAccount = z.infer<typeof walletAccountSchema>;

export const getBalance = defineOperation({
  id: 'wallet.getBalance',
  method: 'GET',
  shows: ['wallet'],
  path: '/api/ucenter/wallet/getBalance',
  summary:
    "The merchant's balance, credit limit, fees held by submitted orders and what is available to spend (US cents).",
  auth: 'user',
  permission: 'billing',
  response: walletBalanceSchema,
});

const customerQuery = z.object({ customer_id: idRule });

export const getAccount = defineOperation({
  id: 'wallet.getAccount',
  method: 'GET',
  shows: ['wallet', 'account'],
  path: '/api/ops/wallet/getAccount',
  summary: "A merchant's wallet as staff see it (US cents).",
  auth: 'ops',
  query: customerQuery,
  response: walletAccountSchema,
});

export const setCreditLimit = defineOperation({
  id: 'wallet.setCreditLimit',
  method: 'POST',
  changes: ['wallet'],
  path: '/api/ops/wallet/setCreditLimit',
  summary: 'Set how far below zero a merchant may go when orders hold their estimated fees (US cents, 0 for none).',
  auth: 'ops',
  body: customerQuery.extend({ credit_limit: z.number().int().min(0).max(MAX_CENTS) }),
  response: walletAccountSchema,
});

export const setLowBalanceThreshold = defineOperation({
  id: 'wallet.setLowBalanceThreshold',
  method: 'POST',
  changes: ['wallet'],
  path: '/api/ucenter/wallet/setLowBalanceThreshold',
  summary:
    'Set the available balance below which the `wallet.low_balance` webhook event is raised, once per fall (US cents, 0 for never).',
  auth: 'user',
  permission: 'billing',
  body: z.object({
    threshold: z.number({ message: 'v.required' }).int({ message: 'v.wholeNumber' }).min(0).max(MAX_CENTS),
  }),
  response: walletBalanceSchema,
});

export const adjustBalance = defineOperation({
  id: 'wallet.adjustBalance',
  method: 'POST',
  changes: ['wallet'],
  path: '/api/ops/wallet/adjustBalance',
  summary:
    "Correct a merchant's balance by a signed amount (US cents), kept as an adjustment transaction with its remark.",
  auth: 'ops',
  body: customerQuery.extend({
    amount: z
      .number()
      .int()
      .min(-MAX_CENTS)
      .max(MAX_CENTS)
      .refine((amount) => amount !== 0, { message: 'v.invalid' }),
    remark: z.string().trim().min(1).max(500),
    /** The staff member's name, kept with the transaction ("staff" when not given). */
    operator: z.string().trim().max(64).default(''),
  }),
  response: z.object({ transaction_id: z.number().int(), account: walletAccountSchema }),
});
