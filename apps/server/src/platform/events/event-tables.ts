import type { Generated } from 'kysely';

/** The events outbox and each subscriber's place in it (platform/events). */
export interface EventTables {
  events: EventsTable;
  event_cursors: EventCursorsTable;
}

export interface EventsTable {
  id: Generated<number>;
  customer_id: number;
  /** `order.statusChanged`, … (`EVENT_TYPES`). */
  type: string;
  /** The record it is about, as its type names it (an order's id). */
  subject: string;
  /** JSON. */
  payload: string;
  created_at: string;
}

export interface EventCursorsTable {
  subscriber: string;
  /** The last event id the subscriber took; 0 before any. */
  last_id: number;
  /** Failed batches in a row since the last success. */
  failures: number;
  last_error: string | null;
  updated_at: string;
}
