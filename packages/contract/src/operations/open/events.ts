import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import { numberInput } from '../../rules/strict-values';
import { WEBHOOK_EVENT_TYPES } from '../webhook';

/** How far back the events feed reaches. */
export const EVENT_FEED_DAYS = 30;

export const openEventSchema = z.object({
  /** The outbox event's id: pass the last one read as `after` to read on. */
  event_id: z.number().int(),
  /** The `webhook-id` a webhook delivery of this event carries, to match the two. */
  message_id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const listEvents = defineOperation({
  id: 'open.listEvents',
  method: 'GET',
  shows: ['orders', 'stock', 'inbound', 'lossOrders', 'topUps'],
  path: '/api/open/v1/events',
  summary: `The merchant's events of the last ${EVENT_FEED_DAYS} days in the webhooks' shape, oldest first, after the event id \`after\` (keyset), optionally of one type: what an integrator that missed deliveries reads to catch up. \`next_after\` is where to read on (events of other types are skipped, not lost).`,
  auth: 'apiKey',
  permission: 'integration',
  query: z.object({
    after: numberInput(
      z.number({ message: 'v.invalid' }).int({ message: 'v.wholeNumber' }).min(0).max(2_147_483_647),
    ).prefault(0),
    type: z.enum(WEBHOOK_EVENT_TYPES, { message: 'v.invalid' }).optional(),
    limit: numberInput(z.number({ message: 'v.invalid' }).int({ message: 'v.wholeNumber' }).min(1).max(200)).prefault(
      100,
    ),
  }),
  response: z.object({ list: z.array(openEventSchema), next_after: z.number().int(), has_more: z.boolean() }),
  examples: {
    query: { after: 1200, type: 'order.shipped', limit: 100 },
    response: {
      list: [
        {
          event_id: 1234,
          message_id: 'msg_1234_order_shipped',
          type: 'order.shipped',
          timestamp: '2026-11-23T08:00:00.000Z',
          data: { order_id: 88, system_order_id: 'SO2611230001', from: 'awaiting_shipping', to: 'shipped', reason: '' },
        },
      ],
      next_after: 1240,
      has_more: false,
    },
  },
});
