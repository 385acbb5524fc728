import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import { numberInput } from '../rules/strict-values';
import { calendarDay, storageRateCardSchema, storageRateTierSchema } from './storage-fee/storage-fee-fields';

/** Staff settings and runs of storage billing (`ops-key` header). */
export const setStorageRateCard = defineOperation({
  id: 'opsStorageFee.setStorageRateCard',
  method: 'POST',
  changes: ['storageFees'],
  path: '/api/ops/finance/setStorageRateCard',
  summary:
    "Replaces a warehouse's storage rate card: age tiers by their first day (31 or later: days 1–30 are free), each with a daily rate per m³ in micro-dollars (1 USD = 1,000,000). Applies to days charged from then on.",
  auth: 'ops',
  body: z.object({
    warehouse_id: idRule,
    tiers: z.array(storageRateTierSchema).min(1, { message: 'v.tooFewItems' }).max(20, { message: 'v.tooManyItems' }),
  }),
  response: storageRateCardSchema,
});

export const getStorageRateCard = defineOperation({
  id: 'opsStorageFee.getStorageRateCard',
  method: 'GET',
  shows: ['storageFees', 'reference'],
  path: '/api/ops/finance/getStorageRateCard',
  summary: "A warehouse's storage rate card and the time zone whose days it charges.",
  auth: 'ops',
  query: z.object({ warehouse_id: idRule }),
  response: storageRateCardSchema,
});

export const setStorageDiscount = defineOperation({
  id: 'opsStorageFee.setStorageDiscount',
  method: 'POST',
  changes: ['storageFees'],
  path: '/api/ops/finance/setStorageDiscount',
  summary: "A merchant's storage-fee discount in basis points (100 = 1%, 10000 = free); 0 removes it.",
  auth: 'ops',
  body: z.object({
    customer_id: idRule,
    discount_bp: numberInput(
      z
        .number({ message: 'v.nonNegativeInteger' })
        .int({ message: 'v.nonNegativeInteger' })
        .min(0, { message: 'v.nonNegativeInteger' })
        .max(10_000, { message: 'v.tooBig' }),
    ),
  }),
  response: z.object({ customer_id: z.number().int(), discount_bp: z.number().int() }),
});

export const runStorageFees = defineOperation({
  id: 'opsStorageFee.runStorageFees',
  method: 'POST',
  changes: ['storageFees', 'wallet'],
  path: '/api/ops/finance/runStorageFees',
  summary:
    'Charges one warehouse local day (every warehouse, or one) now, as the daily job does; merchants already charged for that day are skipped, so a re-run charges nobody twice.',
  auth: 'ops',
  body: z.object({ day: calendarDay, warehouse_id: idRule.optional() }),
  response: z.object({
    day: z.string(),
    warehouses: z.number().int(),
    charges: z.number().int(),
    debited: z.number().int(),
    skipped: z.number().int(),
  }),
});
