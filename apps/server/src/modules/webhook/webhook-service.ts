import {
  WEBHOOK_ENDPOINT_MAX,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import { urlRefusal } from '../../platform/standard-webhooks/outbound-guard';
import { newWebhookSecret } from '../../platform/standard-webhooks/signing';
import type { EndpointRow, WebhookRepository } from './webhook-repository';

/** How long the secret before a rotation still signs deliveries, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 3600_000;

interface EndpointFields {
  url: string;
  event_types: WebhookEventType[];
  description: string;
  enabled: 0 | 1;
}

function typesOf(text: string): WebhookEventType[] {
  const chosen = new Set(text.split(','));
  return WEBHOOK_EVENT_TYPES.filter((type) => chosen.has(type));
}

function endpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: typesOf(row.event_types),
    enabled: row.enabled ? 1 : 0,
    disabled_reason: row.disabled_reason,
    secret_hint: `…${row.secret.slice(-4)}`,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The merchant's endpoints: registered, changed, removed, their secrets rotated, their deliveries read and replayed. */
export class WebhookService {
  constructor(
    private readonly core: Pick<Core, 'db' | 'clock' | 'config'>,
    private readonly store: WebhookRepository,
  ) {}

  async list(viewer: Viewer): Promise<{ list: WebhookEndpoint[] }> {
    return { list: (await this.store.endpoints(viewer.customerId)).map(endpointOf) };
  }

  async create(viewer: Viewer, body: EndpointFields): Promise<WebhookEndpoint & { secret: string }> {
    this.checkUrl(body.url);
    const at = this.core.clock.now().toISOString();
    const secret = newWebhookSecret();
    const id = await transaction(this.core.db, async (tx) => {
      if ((await this.store.countEndpoints(tx, viewer.customerId)) >= WEBHOOK_ENDPOINT_MAX) {
        throw new AppError('WEBHOOK_ENDPOINT_LIMIT', { params: { max: WEBHOOK_ENDPOINT_MAX } });
      }
      return this.store.insertEndpoint(tx, {
        customer_id: viewer.customerId,
        url: body.url,
        description: body.description,
        event_types: this.typesText(body.event_types),
        enabled: body.enabled,
        disabled_reason: null,
        secret,
        previous_secret: null,
        previous_secret_until: null,
        failing_since: null,
        created_at: at,
        updated_at: at,
      });
    });
    return { ...(await this.one(viewer, id)), secret };
  }

  async update(viewer: Viewer, body: EndpointFields & { id: number }): Promise<WebhookEndpoint> {
    this.checkUrl(body.url);
    const changed = await this.store.updateEndpoint(viewer.customerId, body.id, {
      url: body.url,
      description: body.description,
      event_types: this.typesText(body.event_types),
      enabled: body.enabled,
      // Switched on again by the merchant: the portal's reason for switching it off no longer holds.
      disabled_reason: null,
      failing_since: null,
      updated_at: this.core.clock.now().toISOString(),
    });
    if (!changed) throw new AppError('NOT_FOUND');
    return this.one(viewer, body.id);
  }

  async remove(viewer: Viewer, id: number): Promise<null> {
    const removed = await transaction(this.core.db, (tx) => this.store.deleteEndpoint(tx, viewer.customerId, id));
    if (!removed) throw new AppError('NOT_FOUND');
    return null;
  }

  async rotateSecret(viewer: Viewer, id: number): Promise<WebhookEndpoint & { secret: string }> {
    const current = await this.store.endpoint(viewer.customerId, id);
    if (!current) throw new AppError('NOT_FOUND');
    const now = this.core.clock.now();
    const secret = newWebhookSecret();
    await this.store.updateEndpoint(viewer.customerId, id, {
      secret,
      previous_secret: current.secret,
      previous_secret_until: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
      updated_at: now.toISOString(),
    });
    return { ...(await this.one(viewer, id)), secret };
  }

  async deliveries(
    viewer: Viewer,
    query: { endpoint_id: number; page: number; page_size: number },
  ): Promise<{ list: WebhookDelivery[]; total: number }> {
    if (!(await this.store.endpoint(viewer.customerId, query.endpoint_id))) throw new AppError('NOT_FOUND');
    const [total, rows] = await Promise.all([
      this.store.countDeliveries(viewer.customerId, query.endpoint_id),
      this.store.deliveries(viewer.customerId, query.endpoint_id, (query.page - 1) * query.page_size, query.page_size),
    ]);
    const attempts = await this.store.attemptsOf(
      viewer.customerId,
      rows.map((row) => row.id),
    );
    const list = rows.map((row) => ({
      id: row.id,
      endpoint_id: row.endpoint_id,
      message_id: row.message_id,
      event_type: row.event_type as WebhookEventType,
      status: row.status as WebhookDeliveryStatus,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at,
      payload: row.payload,
      created_at: row.created_at,
      log: attempts
        .filter((attempt) => attempt.delivery_id === row.id)
        .map((attempt) => ({
          attempted_at: attempt.attempted_at,
          status_code: attempt.status_code,
          duration_ms: attempt.duration_ms,
          response_excerpt: attempt.response_excerpt,
        })),
    }));
    return { list, total };
  }

  async replay(viewer: Viewer, id: number): Promise<null> {
    const at = this.core.clock.now().toISOString();
    if (!(await this.store.replay(viewer.customerId, id, at))) throw new AppError('NOT_FOUND');
    return null;
  }

  private async one(viewer: Viewer, id: number): Promise<WebhookEndpoint> {
    const row = await this.store.endpoint(viewer.customerId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return endpointOf(row);
  }

  private checkUrl(url: string): void {
    if (urlRefusal(url, this.core.config.webhooks.allowLoopback)) {
      throw new AppError('WEBHOOK_URL_NOT_ALLOWED');
    }
  }

  /** The chosen types in the contract's order, each once. */
  private typesText(types: WebhookEventType[]): string {
    return WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type)).join(',');
  }
}
