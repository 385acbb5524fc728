import { z } from 'zod';
import { FEE_ITEM_CODES } from '../../fulfilment/fee-items';
import { ACTOR_KINDS } from '../../fulfilment/order-status';
import { idRule } from '../../rules/id';
import { dateTimeRule } from '../../rules/strict-values';
import { WALLET_REFERENCE_TYPES, WALLET_TRANSACTION_TYPES } from '../wallet';

/**
 * The billing pages (spec 3 "Billing record", issue 12): every wallet transaction with the order it
 * belongs to, the monthly statement of a closed month and the per-order fulfilment-fee report.
 * Money in US cents, times in UTC.
 */
const isoTime = dateTimeRule();

/** A statement covers at most this many transactions (xlsx and PDF alike); a bigger month exports by date. */
export const STATEMENT_MAX_TRANSACTIONS = 20_000;
/** The list counts matches up to this many (then says "more than"), so a page answers in the same time for any account. */
export const TRANSACTION_COUNT_CAP = 10_000;
export const STATEMENT_FORMATS = ['xlsx', 'pdf'] as const;

/** The order a billing row charged, as both lists show it. */
const billingOrderFields = {
  /** The order's system number and the merchant's own number; empty when not an order's. */
  system_order_id: z.string(),
  platform_order_no: z.string(),
  country: z.string(),
  /** The order's measured weight in grams, null until packed or when not an order's. */
  weight_g: z.number().int().nullable(),
  tracking_number: z.string(),
};

export const billingTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  /** Signed: credits positive, charges negative. */
  amount: z.number().int(),
  balance_after: z.number().int(),
  currency: z.literal('USD'),
  reference_type: z.enum(WALLET_REFERENCE_TYPES).nullable(),
  reference_id: z.number().int().nullable(),
  ...billingOrderFields,
  remark: z.string(),
  created_at: z.string(),
});
export type BillingTransaction = z.infer<typeof billingTransactionSchema>;

/** A fee line: its code, its name in the request's language, cents. */
export const billingFeeItemSchema = z.object({
  code: z.enum(FEE_ITEM_CODES),
  name: z.string(),
  amount: z.number().int(),
});

export const billingTransactionDetailSchema = billingTransactionSchema.extend({
  /** A fulfilment fee's lines; they add up to −amount. */
  items: z.array(billingFeeItemSchema),
  actor: z.object({ kind: z.enum(ACTOR_KINDS), label: z.string() }),
});
export type BillingTransactionDetail = z.infer<typeof billingTransactionDetailSchema>;

/** The transaction list's filters, shared by the list and its export (and kept in the page's URL). */
export const billingTransactionFilterSchema = z.object({
  created_from: isoTime.optional(),
  created_to: isoTime.optional(),
  type: z.enum(WALLET_TRANSACTION_TYPES, { message: 'v.choice' }).optional(),
  transaction_id: idRule.optional(),
  /** The order's system number or the merchant's own number, exact. */
  order_no: z.string().trim().max(64, { message: 'v.tooLong' }).optional(),
  tracking_number: z.string().trim().max(64, { message: 'v.tooLong' }).optional(),
});
export type BillingTransactionFilters = z.input<typeof billingTransactionFilterSchema>;
export type BillingTransactionQuery = z.output<typeof billingTransactionFilterSchema>;

/** One row of the per-order fulfilment-fee report: an order's charged fees line by line. */
export const fulfillmentFeeRowSchema = z.object({
  transaction_id: z.number().int(),
  order_id: z.number().int(),
  ...billingOrderFields,
  /** The fee charged, positive cents: Σ items. */
  total: z.number().int(),
  items: z.array(billingFeeItemSchema),
  charged_at: z.string(),
});
export type FulfillmentFeeRow = z.infer<typeof fulfillmentFeeRowSchema>;

export const fulfillmentFeeFilterSchema = z.object({
  created_from: isoTime.optional(),
  created_to: isoTime.optional(),
  order_no: z.string().trim().max(64, { message: 'v.tooLong' }).optional(),
});

/** A month as `YYYY-MM`; anything else is refused with the month named (checked by the service). */
export const statementMonthQuery = z.object({ month: z.string().trim().max(20, { message: 'v.tooLong' }) });

export const statementGroupSchema = z.object({
  type: z.enum(WALLET_TRANSACTION_TYPES),
  count: z.number().int(),
  subtotal: z.number().int(),
});

/** A closed month: opening balance + Σ subtotals = closing balance. */
export const statementSummarySchema = z.object({
  month: z.string(),
  currency: z.literal('USD'),
  opening_balance: z.number().int(),
  closing_balance: z.number().int(),
  credits: z.number().int(),
  debits: z.number().int(),
  groups: z.array(statementGroupSchema),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;
export * from './bill-type-names';
