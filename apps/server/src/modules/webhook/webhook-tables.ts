import type { Generated } from 'kysely';

/** Webhooks: the merchants' endpoints, one delivery per event and endpoint, and every attempt. */
export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  customer_id: number;
  url: string;
  description: string;
  /** The public event types it takes, comma-separated (`WebhookEventType`). */
  event_types: string;
  enabled: number;
  /** Why the portal switched it off: `gone` (it answered 410), `failing` (failing for 5 days); null otherwise. */
  disabled_reason: string | null;
  /** `whsec_…`: deliveries are signed with it. */
  secret: string;
  /** The secret before the last rotation, still signing until `previous_secret_until`. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  /** When its deliveries started failing with no success since; null while healthy. */
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  customer_id: number;
  endpoint_id: number;
  /** The outbox event it carries (`events.id`). */
  event_id: number;
  /** The `webhook-id` header: unique per endpoint, the same at every attempt and replay. */
  message_id: string;
  event_type: string;
  /** The body as sent, fixed when enqueued so every attempt signs the same bytes. */
  payload: string;
  /** `WebhookDeliveryStatus`. */
  status: string;
  /** Attempts since it was enqueued or last replayed. */
  attempts: number;
  /** When the next attempt is due; null once it succeeded or failed for good. */
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: Generated<number>;
  customer_id: number;
  delivery_id: number;
  attempted_at: string;
  status_code: number | null;
  duration_ms: number;
  /** The reply's first 1 KB, or why there was no reply. */
  response_excerpt: string;
}
