import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import type { WEBHOOK_EVENT_DATA } from './webhook/event-data';

export * from './webhook/errors';
export * from './webhook/event-data';

/**
 * Webhooks (issue 26, docs/server/webhooks.md): a merchant registers endpoints that receive its
 * events as signed POSTs (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`),
 * retried on the specification's schedule, each attempt logged; any delivery can be replayed.
 */

/** The event types an endpoint may subscribe to, as integrators see them. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.shipped',
  'order.delivered',
  'order.exception',
  'inventory.changed',
  'inbound.status_changed',
  'loss_order.created',
  'top_up.received',
  'wallet.low_balance',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The `data` of each event type (`WEBHOOK_EVENT_DATA`): a type without its definition does not compile. */
export type WebhookEventData = { [T in WebhookEventType]: z.infer<(typeof WEBHOOK_EVENT_DATA)[T]> };

/** How many endpoints one merchant may register. */
export const WEBHOOK_ENDPOINT_MAX = 10;

/**
 * Seconds to wait before each retry after a failed attempt (the Standard Webhooks schedule:
 * immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h): ten attempts in all.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400] as const;

/** `pending`: waiting for its next attempt; `succeeded`: a 2xx reply; `failed`: retries used up, or the endpoint answered 410. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const urlRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(500, { message: 'v.tooLong' })
  .pipe(z.url({ protocol: /^https?$/, message: 'v.invalid' }));

const eventTypesRule = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'v.invalid' }), { message: 'v.invalid' })
  .min(1, { message: 'v.tooFewItems' })
  .max(WEBHOOK_EVENT_TYPES.length, { message: 'v.tooManyItems' });

const descriptionRule = z.string({ message: 'v.invalid' }).trim().max(200, { message: 'v.tooLong' });

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.union([z.literal(0), z.literal(1)]),
  /** Why the portal switched it off (`gone`: the endpoint answered 410; `failing`: its deliveries failed for 5 days); null when the merchant did or it is on. */
  disabled_reason: z.string().nullable(),
  /** The secret's last four characters: the whole secret is shown once, when made or rotated. */
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The endpoint with its whole signing secret (`whsec_…`), in the replies of create and rotate only. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });

const enabledRule = z.union([z.literal(0), z.literal(1)], { message: 'v.invalid' });

export const list = defineOperation({
  id: 'webhook.list',
  method: 'GET',
  shows: ['webhooks'],
  path: '/api/ucenter/webhook/list',
  summary: 'The merchant’s webhook endpoints, oldest first.',
  auth: 'user',
  permission: 'integration',
  response: z.object({ list: z.array(webhookEndpointSchema) }),
});

export const create = defineOperation({
  id: 'webhook.create',
  method: 'POST',
  changes: ['webhooks'],
  path: '/api/ucenter/webhook/create',
  summary: `Register an endpoint (at most ${WEBHOOK_ENDPOINT_MAX}) for the chosen event types. The reply carries its signing secret, shown this once.`,
  auth: 'user',
  permission: 'integration',
  body: z.object({
    url: urlRule,
    event_types: eventTypesRule,
    description: descriptionRule.default(''),
    enabled: enabledRule.default(1),
  }),
  response: webhookEndpointWithSecretSchema,
});

export const update = defineOperation({
  id: 'webhook.update',
  method: 'POST',
  changes: ['webhooks'],
  path: '/api/ucenter/webhook/update',
  summary: 'Change an endpoint’s URL, event types, description or switch it on and off; its secret stays.',
  auth: 'user',
  permission: 'integration',
  body: z.object({
    id: idRule,
    url: urlRule,
    event_types: eventTypesRule,
    description: descriptionRule.default(''),
    enabled: enabledRule,
  }),
  response: webhookEndpointSchema,
});

export const remove = defineOperation({
  id: 'webhook.delete',
  method: 'POST',
  changes: ['webhooks'],
  path: '/api/ucenter/webhook/delete',
  summary: 'Remove an endpoint with its deliveries and their log.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.null(),
});

export const rotateSecret = defineOperation({
  id: 'webhook.rotateSecret',
  method: 'POST',
  changes: ['webhooks'],
  path: '/api/ucenter/webhook/rotateSecret',
  summary:
    'Give an endpoint a new signing secret, shown this once. For 24 hours deliveries carry signatures by both the new and the old secret.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: webhookEndpointWithSecretSchema,
});

export const webhookAttemptSchema = z.object({
  attempted_at: z.string(),
  /** The endpoint's HTTP status; null when no reply came (refused address, time-out, connection error). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  /** The reply's first 1 KB, or why no reply came. */
  response_excerpt: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  /** The `webhook-id` header: the same for every attempt and replay of this event at this endpoint. */
  message_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  /** The body as sent (JSON text). */
  payload: z.string(),
  created_at: z.string(),
  /** Every attempt, newest first. */
  log: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const deliveries = defineOperation({
  id: 'webhook.deliveries',
  method: 'GET',
  shows: ['webhooks'],
  path: '/api/ucenter/webhook/deliveries',
  summary: 'An endpoint’s deliveries, newest first, each with the log of its attempts.',
  auth: 'user',
  permission: 'integration',
  query: z.object({ endpoint_id: idRule }).extend(pageQuery.shape),
  response: listOf(webhookDeliverySchema),
});

export const replay = defineOperation({
  id: 'webhook.replay',
  method: 'POST',
  changes: ['webhooks'],
  path: '/api/ucenter/webhook/replay',
  summary: 'Send a delivery again now, with the same `webhook-id`, whatever became of it; its retries start afresh.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.null(),
});
