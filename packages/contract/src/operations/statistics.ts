import { z } from 'zod';
import { defineOperation } from '../core/operation';
import {
  statisticsFilterObject,
  statisticsFilterSchema,
  statisticsRangeSchema,
  withStatisticsRange,
} from './statistics/statistics-filters';
import { WALLET_TRANSACTION_TYPES } from './wallet';

export { STATISTICS_MAX_DAYS, type StatisticsFilters, statisticsFilterSchema } from './statistics/statistics-filters';

/**
 * Statistics (spec 2): one read per chart, each a table the page draws and exports. An order counts
 * in the month (UTC) it was created, unless it was cancelled; its spend is the fulfilment fee charged
 * at packing (`final_fee_total`, 0 before packing). Money in US cents. Months are `YYYY-MM`.
 */

const cents = z.number().int();
const count = z.number().int().nonnegative();

export const countryRowSchema = z.object({ country: z.string(), orders: count, spend: cents });
export const getCountryData = defineOperation({
  id: 'statistics.getCountryData',
  method: 'GET',
  shows: ['statistics'],
  path: '/api/ucenter/statistics/getCountryData',
  summary: 'Orders and fulfilment spend per destination country, most orders first.',
  auth: 'user',
  permission: 'statistics',
  query: statisticsFilterSchema,
  response: statisticsRangeSchema.extend({ rows: z.array(countryRowSchema) }),
});

/**
 * One bill type in one month: `expense` = −Σ amounts (fees positive, refunds and compensation
 * negative); top-ups and opening balances are money in, not expenses, and are left out. With a
 * warehouse, only transactions of that warehouse's orders count (the others name no warehouse).
 */
export const expenseRowSchema = z.object({
  month: z.string(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  transactions: count,
  expense: cents,
});
export const getMonthlyExpenses = defineOperation({
  id: 'statistics.getMonthlyExpenses',
  method: 'GET',
  shows: ['wallet'],
  path: '/api/ucenter/statistics/getMonthlyExpenses',
  summary: 'Wallet expenses per month and bill type.',
  auth: 'user',
  permission: 'statistics',
  query: statisticsFilterSchema,
  response: statisticsRangeSchema.extend({ rows: z.array(expenseRowSchema) }),
});

/** Orders created per month and shipping method, and how many of them left as parcels (shipped). */
export const shippingRowSchema = z.object({
  month: z.string(),
  shipping_method_code: z.string(),
  shipping_method_name: z.string(),
  orders: count,
  parcels: count,
});
export const getMonthlyShipping = defineOperation({
  id: 'statistics.getMonthlyShipping',
  method: 'GET',
  shows: ['statistics', 'shipping', 'orders'],
  path: '/api/ucenter/statistics/getMonthlyShipping',
  summary: 'Orders and parcels per month and shipping method.',
  auth: 'user',
  permission: 'statistics',
  query: statisticsFilterSchema,
  response: statisticsRangeSchema.extend({ rows: z.array(shippingRowSchema) }),
});

/**
 * Stock stored per warehouse and month: units and volume (m³, from the SKUs' declared dimensions) on
 * hand at the month's end (or the range's end), and from the daily storage charges of the month (the
 * warehouse's local days in the range): m³·days stored and the storage fee charged (net of discount,
 * cents); both null for a month and warehouse without a charge.
 */
export const volumeRowSchema = z.object({
  month: z.string(),
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  units: count,
  volume_m3: z.number().nonnegative(),
  volume_m3_days: z.number().nonnegative().nullable(),
  storage_fee: cents.nullable(),
});
export const getMonthlyVolume = defineOperation({
  id: 'statistics.getMonthlyVolume',
  method: 'GET',
  shows: ['stock', 'storageFees', 'reference', 'products'],
  path: '/api/ucenter/statistics/getMonthlyVolume',
  summary: 'Stored units and volume per warehouse at each month end, with the storage fee.',
  auth: 'user',
  permission: 'statistics',
  query: statisticsFilterSchema,
  response: statisticsRangeSchema.extend({ rows: z.array(volumeRowSchema) }),
});

/** Units of one SKU in the orders of one month (cancelled orders left out). */
export const skuShipmentRowSchema = z.object({ month: z.string(), sku: z.string(), orders: count, quantity: count });
export const getSkuShipment = defineOperation({
  id: 'statistics.getSkuShipment',
  method: 'GET',
  shows: ['statistics'],
  path: '/api/ucenter/statistics/getSkuShipment',
  summary: 'Units per SKU and month, most units first.',
  auth: 'user',
  permission: 'statistics',
  query: statisticsFilterSchema,
  response: statisticsRangeSchema.extend({ rows: z.array(skuShipmentRowSchema) }),
});

export const STATISTICS_CHARTS = [
  'country',
  'monthly_expenses',
  'monthly_shipping',
  'monthly_volume',
  'sku_shipment',
] as const;
export type StatisticsChart = (typeof STATISTICS_CHARTS)[number];

export const exportStatistics = defineOperation({
  id: 'statistics.export',
  method: 'GET',
  shows: ['statistics', 'wallet', 'stock', 'storageFees', 'shipping', 'reference', 'orders', 'products'],
  path: '/api/ucenter/statistics/export',
  summary: "One chart's table as xlsx, with the same filters.",
  auth: 'user',
  permission: 'statistics',
  need: 'export',
  query: withStatisticsRange(
    statisticsFilterObject.extend({ chart: z.enum(STATISTICS_CHARTS, { message: 'v.choice' }) }),
  ),
  response: 'binary',
});
