import { WEBHOOK_EVENT_DATA, type WebhookEventType } from '@portal/contract';
import type { DeliveredEvent } from '../../platform/events/event-outbox';

/**
 * The one place the outbox's internal events become the public event types merchants subscribe to
 * (docs/server/webhooks.md, "Events"); the fields each type's `data` carries are the contract's
 * (`WEBHOOK_EVENT_DATA`).
 */

/** What one public event carries: its type and its `data`, fields named as the integrators' page names them. */
export interface PublicEvent {
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/** The payload's fields that an event type publishes, in the order the body lists them. */
function publishedFields(type: WebhookEventType): string[] {
  return Object.keys(WEBHOOK_EVENT_DATA[type].shape);
}

/** The public types an internal event stands for (none, one, or a change of status and its milestone). */
function typesOf(event: DeliveredEvent): WebhookEventType[] {
  const payload = event.payload;
  switch (event.type) {
    case 'order.statusChanged': {
      if (payload.from === null || payload.from === undefined) return ['order.created'];
      const types: WebhookEventType[] = ['order.status_changed'];
      if (payload.to === 'shipped') types.push('order.shipped');
      if (payload.to === 'delivered') types.push('order.delivered');
      return types;
    }
    case 'order.exceptionRaised':
      return ['order.exception'];
    case 'stock.moved':
      return ['inventory.changed'];
    case 'inbound.statusChanged':
      return ['inbound.status_changed'];
    case 'lossOrder.created':
      return ['loss_order.created'];
    case 'topUp.decided':
      return payload.status === 'received' ? ['top_up.received'] : [];
    case 'wallet.lowBalance':
      return ['wallet.low_balance'];
    default:
      return [];
  }
}

/** The public events of an outbox event, each with only the fields its type publishes. */
export function publicEventsOf(event: DeliveredEvent): PublicEvent[] {
  return typesOf(event).map((type) => ({
    type,
    data: Object.fromEntries(publishedFields(type).map((field) => [field, event.payload[field] ?? null])),
  }));
}

/** The `webhook-id` of an event's delivery as one public type: the same at every attempt and replay. */
export function messageIdOf(eventId: number, type: WebhookEventType): string {
  return `msg_${eventId}_${type.replace('.', '_')}`;
}

/** The body sent: the Standard Webhooks payload shape (`type`, `timestamp`, `data`). */
export function bodyOf(event: DeliveredEvent, published: PublicEvent): string {
  return JSON.stringify({ type: published.type, timestamp: event.createdAt, data: published.data });
}
