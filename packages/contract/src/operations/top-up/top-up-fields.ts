import { z } from 'zod';
import { ACTOR_KINDS } from '../../fulfilment/order-status';
import { currencyRule } from '../../rules/account';
import { CURRENCIES } from '../../rules/account-values';
import { dateRule, dateTimeRule, numberInput } from '../../rules/strict-values';
import { TOP_UP_AMOUNT_MAX } from './top-up-money';

export * from './top-up-money';

/**
 * Top-ups (spec 2 "choose platform, choose currency, pay, submit voucher", spec 3 "Top-up record",
 * spec 4 'Received', spec 5 "Top-up", spec 9 credit times and currencies). The merchant pays outside
 * the portal and submits the voucher; finance confirms the amount received (→ Received, the USD
 * wallet credited at the day's rate) or rejects it with a reason.
 */
export const TOP_UP_STATUSES = ['pending', 'received', 'rejected'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** Channels the portal names itself; staff may configure others under codes of their own. */
export const TOP_UP_PLATFORMS = ['paypal', 'wechat_pay', 'alipay', 'bank_transfer'] as const;

export const TOP_UP_REMARK_MAX = 500;
export const VOUCHER_MAX_BYTES = 10 * 1024 * 1024;
/** What the voucher picker offers; the server checks the content, not these names. */
export const VOUCHER_ACCEPT = '.jpg,.jpeg,.png,.pdf';
export const VOUCHER_MIMES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Spec 9: how long a transfer takes to reach the balance. */
export const TOP_UP_CREDIT_TIME = {
  en: 'Top-up credit takes 3-5 working days (sometimes 5-10), then about 1 working day after confirmation.',
  zh_CN: '充值到账需要 3-5 个工作日（有时 5-10 个工作日），确认后约 1 个工作日入账。',
} as const;

export const platformCodeRule = z
  .string({ message: 'v.requiredSelect' })
  .trim()
  .min(1, { message: 'v.requiredSelect' })
  .regex(/^[a-z][a-z0-9_]{1,29}$/, { message: 'v.platformCode' });

/** YYYY-MM-DD, a real calendar day. */
export const dayRule = dateRule({ required: 'v.requiredSelect' });

/** A positive amount in the currency's minor units. */
export const minorAmountRule = numberInput(
  z
    .number({ message: 'v.required' })
    .int({ message: 'v.wholeNumber' })
    .min(1, { message: 'v.tooSmall' })
    .max(TOP_UP_AMOUNT_MAX, { message: 'v.tooBig' }),
);

export const topUpRemarkRule = z.string().trim().max(TOP_UP_REMARK_MAX, { message: 'v.over500' }).default('');

/** The form fields of `topUp.submit`; they come before the file field `voucher`. */
export const topUpSubmitFieldsSchema = z.object({
  platform: platformCodeRule,
  currency: z.enum(CURRENCIES, { message: 'v.requiredSelect' }),
  amount: minorAmountRule,
  payment_date: dayRule,
  remark: topUpRemarkRule,
});
export type TopUpSubmitFields = z.input<typeof topUpSubmitFieldsSchema>;

export const receivingAccountSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  /** The name staff gave the channel (shown for a platform the portal does not name itself). */
  platform_name: z.string(),
  currency: z.enum(CURRENCIES),
  account_name: z.string(),
  account_number: z.string(),
  bank_name: z.string(),
  /** Further instructions to the payer (SWIFT code, reference to write). */
  instructions: z.string(),
  enabled: z.boolean(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const topUpHistorySchema = z.object({
  status: z.enum(TOP_UP_STATUSES),
  actor: z.object({ kind: z.enum(ACTOR_KINDS), label: z.string() }),
  note: z.string(),
  created_at: z.string(),
});

export const topUpItemSchema = z.object({
  id: z.number().int(),
  top_up_no: z.string(),
  platform: z.string(),
  platform_name: z.string(),
  currency: z.enum(CURRENCIES),
  /** What the merchant says was paid, in the currency's minor units. */
  amount: z.number().int(),
  payment_date: z.string(),
  remark: z.string(),
  status: z.enum(TOP_UP_STATUSES),
  /** What finance received, minor units of `currency`; null until Received. */
  received_amount: z.number().int().nullable(),
  /** USD for one unit of `currency` on `rate_date`, as an exact decimal; null until Received. */
  usd_rate: z.string().nullable(),
  rate_date: z.string().nullable(),
  /** Cents credited to the USD wallet: received × rate, rounded half up to the cent. */
  credited_usd: z.number().int().nullable(),
  reject_reason: z.string(),
  voucher_name: z.string(),
  voucher_mime: z.enum(VOUCHER_MIMES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TopUpItem = z.infer<typeof topUpItemSchema>;

export const topUpDetailSchema = topUpItemSchema.extend({
  voucher_size: z.number().int(),
  history: z.array(topUpHistorySchema),
});
export type TopUpDetail = z.infer<typeof topUpDetailSchema>;

export const topUpFilterSchema = z.object({
  top_up_no: z.string().trim().max(40, { message: 'v.tooLong' }).optional(),
  status: z.enum(TOP_UP_STATUSES, { message: 'v.choice' }).optional(),
  currency: currencyRule.optional(),
  platform: z.string().trim().max(30, { message: 'v.tooLong' }).optional(),
  /** Submitted from and to (ISO instants: the web sends the user's days in its time zone). */
  created_from: dateTimeRule().optional(),
  created_to: dateTimeRule().optional(),
});
export type TopUpFilters = z.infer<typeof topUpFilterSchema>;
