import { EVENT_FEED_DAYS, open, type WebhookEventType } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { messageIdOf, publicEventsOf } from './webhook-events';

/**
 * The Open API's events feed (`GET /api/open/v1/events`): the merchant's outbox events of the last
 * 30 days in the webhooks' public shape, keyset on the event id, so an integrator who missed
 * deliveries reads on from the last id it holds.
 */
export function openEventRoutes(core: Core): RouteBinding[] {
  return [
    route(open.listEvents, async ({ viewer, query }) => {
      const since = new Date(core.clock.now().getTime() - EVENT_FEED_DAYS * 86_400_000).toISOString();
      const rows = await core.events.ofCustomer(viewer.customerId, query.after, since, query.limit);
      const wanted = (type: WebhookEventType) => query.type === undefined || query.type === type;
      const list = rows.flatMap((event) =>
        publicEventsOf(event)
          .filter((published) => wanted(published.type))
          .map((published) => ({
            event_id: event.id,
            message_id: messageIdOf(event.id, published.type),
            type: published.type,
            timestamp: event.createdAt,
            data: published.data,
          })),
      );
      return { list, next_after: rows.at(-1)?.id ?? query.after, has_more: rows.length === query.limit };
    }),
  ];
}
