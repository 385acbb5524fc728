import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { CURRENCIES } from '../rules/account-values';
import { booleanRule } from '../rules/strict-values';
import {
  dayRule,
  minorAmountRule,
  platformCodeRule,
  receivingAccountSchema,
  TOP_UP_STATUSES,
  topUpItemSchema,
} from './top-up/top-up-fields';

/**
 * Finance's side of top-ups (`ops-key` header, `/api/ops/finance/…`): the receiving accounts merchants
 * pay into, the daily exchange rates to USD, and the pending top-ups to confirm or reject. A record is
 * named by its `top_up_no`; `operator` is kept in its history.
 */
const operator = z.string().trim().max(60, { message: 'v.tooLong' }).default('');
const topUpNo = z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(40);
const OTHER_CURRENCIES = CURRENCIES.filter((c) => c !== 'USD') as [string, ...string[]];

/** USD for one unit of the currency, up to 10 decimals, above 0: exact text, never a float. */
export const exchangeRateRule = z
  .string({ message: 'v.required' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,10})?$/, { message: 'v.exchangeRate' })
  .refine((rate) => /[1-9]/.test(rate), { message: 'v.exchangeRate' });

const exchangeRateSchema = z.object({ currency: z.enum(CURRENCIES), date: z.string(), rate: z.string() });

const stepResult = z.object({
  top_up_no: z.string(),
  status: z.enum(TOP_UP_STATUSES),
  received_amount: z.number().int().nullable(),
  usd_rate: z.string().nullable(),
  credited_usd: z.number().int().nullable(),
});

export const getPendingTopUps = defineOperation({
  id: 'opsTopUp.getPending',
  method: 'GET',
  shows: ['topUps'],
  path: '/api/ops/finance/getPendingTopUps',
  summary: 'Top-ups of every merchant waiting for finance, oldest first.',
  auth: 'ops',
  query: pageQuery,
  response: listOf(topUpItemSchema.extend({ customer_id: z.number().int() })),
});

export const confirmTopUp = defineOperation({
  id: 'opsTopUp.confirm',
  method: 'POST',
  changes: ['topUps', 'wallet'],
  path: '/api/ops/finance/confirmTopUp',
  summary:
    "Finance received the money: `received_amount` in the record's currency's minor units. The merchant's USD wallet is credited once (a `top_up` transaction) at the rate of `rate_date` (default today, UTC), rounded half up to the cent; Pending → Received. Confirming again is refused.",
  auth: 'ops',
  body: z.object({
    top_up_no: topUpNo,
    received_amount: minorAmountRule,
    rate_date: dayRule.optional(),
    operator,
  }),
  response: stepResult,
});

export const rejectTopUp = defineOperation({
  id: 'opsTopUp.reject',
  method: 'POST',
  changes: ['topUps'],
  path: '/api/ops/finance/rejectTopUp',
  summary: 'Finance refuses a pending top-up with a reason the merchant sees: Pending → Rejected.',
  auth: 'ops',
  body: z.object({
    top_up_no: topUpNo,
    reason: z
      .string({ message: 'v.required' })
      .trim()
      .min(1, { message: 'v.required' })
      .max(500, { message: 'v.over500' }),
    operator,
  }),
  response: stepResult,
});

export const setExchangeRate = defineOperation({
  id: 'opsTopUp.setExchangeRate',
  method: 'POST',
  changes: ['topUps'],
  path: '/api/ops/finance/setExchangeRate',
  summary:
    'The USD value of one unit of a currency on a day (USD itself is always 1). Setting a day again replaces its rate for top-ups confirmed afterwards.',
  auth: 'ops',
  body: z.object({
    currency: z.enum(OTHER_CURRENCIES, { message: 'v.choice' }),
    date: dayRule,
    rate: exchangeRateRule,
  }),
  response: exchangeRateSchema,
});

export const getExchangeRates = defineOperation({
  id: 'opsTopUp.getExchangeRates',
  method: 'GET',
  shows: ['topUps'],
  path: '/api/ops/finance/getExchangeRates',
  summary: 'The rates set for a day (default today, UTC).',
  auth: 'ops',
  query: z.object({ date: dayRule.optional() }),
  response: z.object({ list: z.array(exchangeRateSchema) }),
});

export const setReceivingAccount = defineOperation({
  id: 'opsTopUp.setReceivingAccount',
  method: 'POST',
  changes: ['topUps'],
  path: '/api/ops/finance/setReceivingAccount',
  summary:
    "The provider's account merchants pay into for a platform and currency (one per pair; setting it again replaces it). `enabled: false` hides it from merchants.",
  auth: 'ops',
  body: z.object({
    platform: platformCodeRule,
    platform_name: z.string().trim().min(1, { message: 'v.required' }).max(60, { message: 'v.tooLong' }),
    currency: z.enum(CURRENCIES, { message: 'v.choice' }),
    account_name: z.string().trim().min(1, { message: 'v.required' }).max(120, { message: 'v.tooLong' }),
    account_number: z.string().trim().min(1, { message: 'v.required' }).max(120, { message: 'v.tooLong' }),
    bank_name: z.string().trim().max(120, { message: 'v.tooLong' }).default(''),
    instructions: z.string().trim().max(1000, { message: 'v.tooLong' }).default(''),
    enabled: booleanRule.prefault(true),
  }),
  response: receivingAccountSchema,
});

export const getReceivingAccounts = defineOperation({
  id: 'opsTopUp.getReceivingAccounts',
  method: 'GET',
  shows: ['topUps'],
  path: '/api/ops/finance/getReceivingAccounts',
  summary: 'Every receiving account, enabled or not.',
  auth: 'ops',
  response: z.object({ list: z.array(receivingAccountSchema) }),
});
