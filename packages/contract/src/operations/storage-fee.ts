import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import {
  storageChargeDetailSchema,
  storageChargeSchema,
  storageFeeFilterSchema,
  storageForecastItemSchema,
} from './storage-fee/storage-fee-fields';

export * from './storage-fee/storage-fee-fields';

export const getStorageFeeList = defineOperation({
  id: 'storageFee.getStorageFeeList',
  method: 'GET',
  shows: ['storageFees', 'reference'],
  path: '/api/ucenter/billing/getStorageFeeList',
  summary:
    "The merchant's daily storage fees (one per warehouse and local day), newest first: volumes, receivable, discount, net and whether it was settled from the balance.",
  auth: 'user',
  permission: 'billing',
  query: storageFeeFilterSchema.extend(pageQuery.shape),
  response: listOf(storageChargeSchema),
});

export const getStorageFeeDetail = defineOperation({
  id: 'storageFee.getStorageFeeDetail',
  method: 'GET',
  shows: ['storageFees', 'reference', 'products'],
  path: '/api/ucenter/billing/getStorageFeeDetail',
  summary: "One day's storage fee with its lines per SKU and inventory-age layer (age, tier, units, volume, rate).",
  auth: 'user',
  permission: 'billing',
  query: z.object({ id: idRule }),
  response: storageChargeDetailSchema,
});

export const exportStorageFee = defineOperation({
  id: 'storageFee.exportStorageFee',
  method: 'GET',
  shows: ['storageFees', 'reference'],
  path: '/api/ucenter/billing/exportStorageFee',
  summary: 'The filtered storage fees as xlsx; at most 5000 rows.',
  auth: 'user',
  permission: 'billing',
  need: 'export',
  query: storageFeeFilterSchema,
  response: 'binary',
});

export const getStorageForecast = defineOperation({
  id: 'storageFee.getStorageForecast',
  method: 'GET',
  shows: ['stock', 'storageFees', 'products', 'reference'],
  path: '/api/ucenter/billing/getStorageForecast',
  summary:
    'Per SKU and warehouse: the storage fee of the next 30, 60 and 90 days if nothing ships (after the discount), and the units that reach a dearer tier within 7 days; dearest first.',
  auth: 'user',
  permission: 'billing',
  query: z
    .object({ sku: z.string().trim().max(30).optional(), warehouse_id: idRule.optional() })
    .extend(pageQuery.shape),
  response: listOf(storageForecastItemSchema),
});
