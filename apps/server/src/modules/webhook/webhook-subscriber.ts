import type { WebhookEventType } from '@portal/contract';
import type { Core } from '../../core';
import type { DeliveredEvent } from '../../platform/events/event-outbox';
import { bodyOf, messageIdOf, publicEventsOf } from './webhook-events';
import type { NewDelivery, WebhookRepository } from './webhook-repository';

/** The events subscriber's name: its place in the outbox is kept under it. */
export const WEBHOOK_SUBSCRIBER = 'webhook.deliveries';

/**
 * Enqueues one delivery per public event and switched-on endpoint of its merchant that takes that
 * type, due at once; the send job sends it. A redelivered batch enqueues nothing twice (unique
 * endpoint and `webhook-id`), so an event is delivered once per endpoint however often the outbox
 * hands it over.
 */
export function webhookSubscriber(core: Pick<Core, 'clock'>, store: WebhookRepository) {
  return async (events: DeliveredEvent[]): Promise<void> => {
    const customerIds = [...new Set(events.map((event) => event.customerId))];
    const endpoints = await store.enabledEndpointsOf(customerIds);
    if (!endpoints.length) return;
    const at = core.clock.now().toISOString();
    const deliveries: NewDelivery[] = [];
    for (const event of events) {
      const theirs = endpoints.filter((endpoint) => endpoint.customer_id === event.customerId);
      if (!theirs.length) continue;
      for (const published of publicEventsOf(event)) {
        const body = bodyOf(event, published);
        for (const endpoint of theirs) {
          if (!endpoint.event_types.split(',').includes(published.type satisfies WebhookEventType)) continue;
          deliveries.push({
            customer_id: event.customerId,
            endpoint_id: endpoint.id,
            event_id: event.id,
            message_id: messageIdOf(event.id, published.type),
            event_type: published.type,
            payload: body,
            next_attempt_at: at,
            created_at: at,
          });
        }
      }
    }
    // Inserted in slices: a batch of 200 stock movements to several endpoints is many rows.
    for (let start = 0; start < deliveries.length; start += 100) {
      await store.enqueue(deliveries.slice(start, start + 100), at);
    }
  };
}
