import type { WebhookEventType } from '@portal/contract';
import type { DeliveredEvent } from '../../platform/events/event-outbox';

/**
 * The one place the outbox's internal events become the public event types merchants subscribe to
 * (docs/server/webhooks.md, "Events"). `wallet.low_balance` has no internal event yet: nothing
 * appends one, so an endpoint may subscribe to it but receives none until the wallet raises it.
 */

/** What one public event carries: its type and its `data`, fields named as the integrators' page names them. */
export interface PublicEvent {
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/** The payload's fields that an event type publishes, in the order the body lists them. */
const ORDER_FIELDS = ['order_id', 'system_order_id', 'from', 'to', 'reason'];
export const PUBLISHED_FIELDS: Record<WebhookEventType, readonly string[]> = {
  'order.created': ['order_id', 'to'],
  'order.status_changed': ORDER_FIELDS,
  'order.shipped': ORDER_FIELDS,
  'order.delivered': ORDER_FIELDS,
  'order.exception': ['order_id', 'system_order_id', 'exception_id', 'reason'],
  'inventory.changed': [
    'product_id',
    'warehouse_id',
    'type',
    'on_hand_delta',
    'locked_delta',
    'on_hand',
    'available',
    'reference_type',
    'reference_id',
  ],
  'inbound.status_changed': ['booking_id', 'receiving_no', 'from', 'to', 'reason'],
  'loss_order.created': ['loss_order_id', 'loss_order_no', 'receiving_no', 'type', 'differences'],
  'top_up.received': ['top_up_id', 'top_up_no', 'currency', 'credited_usd', 'received_amount'],
  'wallet.low_balance': [],
};

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
    default:
      return [];
  }
}

/** The public events of an outbox event, each with only the fields its type publishes. */
export function publicEventsOf(event: DeliveredEvent): PublicEvent[] {
  return typesOf(event).map((type) => ({
    type,
    data: Object.fromEntries(PUBLISHED_FIELDS[type].map((field) => [field, event.payload[field] ?? null])),
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
