import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import { statisticsFilterSchema, statisticsRangeSchema } from '../statistics/statistics-filters';

/**
 * An order counts as delivered on time when it reached Delivered at most this many days after it
 * was shipped (the provider's service promise for its standard lines).
 */
export const ON_TIME_DELIVERY_DAYS = 7;

/** A KPI of the range and of the period of the same length just before it; money is null without `billing`. */
const kpi = z.object({ value: z.number().nullable(), previous: z.number().nullable() });

export const analysisPointSchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  spend: z.number().int().nullable(),
});

/**
 * Dashboard analysis (spec 2): orders created (cancelled left out), spend (their fulfilment fees, cents),
 * average fee per packed order (cents), on-time delivery (% of orders delivered in the period that
 * arrived within ON_TIME_DELIVERY_DAYS of shipping, one decimal; null when none was delivered) and
 * stock value (units on hand × each SKU's declared value, cents, now: `previous` is null), with one
 * point per day of the range.
 */
export const getAnalysis = defineOperation({
  id: 'dashboard.getAnalysis',
  method: 'GET',
  shows: ['orders', 'wallet', 'statistics', 'stock', 'products'],
  path: '/api/ucenter/dashboard/getAnalysis',
  summary: 'KPI cards with their trend against the previous period, and the daily series.',
  auth: 'user',
  permission: 'statistics',
  query: statisticsFilterSchema,
  response: statisticsRangeSchema.extend({
    previous_start_date: z.string(),
    previous_end_date: z.string(),
    orders: kpi,
    spend: kpi,
    average_fee: kpi,
    on_time_rate: kpi,
    stock_value: kpi,
    series: z.array(analysisPointSchema),
  }),
});
