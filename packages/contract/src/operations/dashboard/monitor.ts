import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import { orderStatusSchema } from '../../fulfilment/order-status';

/** The days over which the average daily spend (and so the days of balance left) is measured. */
export const SPEND_WINDOW_DAYS = 30;

/**
 * Dashboard monitor (spec 2), as of now: orders per status, order exceptions waiting for the
 * merchant's reply, inbound bookings due to arrive today (submitted, confirmed or future receipt,
 * arrival date today in UTC), SKUs whose available stock is below their warning quantity, and the
 * balance with how many days it lasts at the average daily spend of the last SPEND_WINDOW_DAYS (null
 * without spend). Money fields are null for a sub-account without `billing`.
 */
export const getMonitor = defineOperation({
  id: 'dashboard.getMonitor',
  method: 'GET',
  shows: ['orders', 'inbound', 'stock', 'products', 'wallet'],
  path: '/api/ucenter/dashboard/getMonitor',
  summary: "Today's operational figures: orders by status, exceptions, arrivals, stock alerts and the balance.",
  auth: 'user',
  permission: 'statistics',
  response: z.object({
    today: z.string(),
    orders_by_status: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
    exceptions_awaiting_reply: z.number().int(),
    bookings_arriving: z.number().int(),
    skus_below_warning: z.number().int(),
    balance: z.number().int().nullable(),
    average_daily_spend: z.number().int().nullable(),
    days_of_balance: z.number().nullable(),
  }),
});
