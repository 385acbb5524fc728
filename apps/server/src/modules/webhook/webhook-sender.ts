import { LANGS, WEBHOOK_RETRY_DELAYS_SECONDS } from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import { safePost } from '../../platform/standard-webhooks/safe-post';
import { webhookHeaders } from '../../platform/standard-webhooks/signing';
import { failingEndpointMail } from './webhook-mail';
import type { DueDelivery, WebhookRepository } from './webhook-repository';

/** How long an endpoint has to answer (Standard Webhooks: 15 s). */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** The most of a reply read; the log keeps its first `EXCERPT_BYTES`. */
const REPLY_BYTES = 64 * 1024;
const EXCERPT_BYTES = 1024;
/** An endpoint whose deliveries have failed this long with no success is switched off, its merchant mailed. */
export const FAILING_DISABLE_MS = 5 * 86_400_000;
/** Attempts in all: the first, then one per retry delay. */
const MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** Deliveries sent at once, and taken per look-up. */
const CONCURRENCY = 8;
const BATCH = 64;

/** The first 1 KB of a text, cut on a character boundary. */
function excerpt(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= EXCERPT_BYTES) return text;
  return bytes
    .subarray(0, EXCERPT_BYTES)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/**
 * Sends due deliveries and records each attempt: a 2xx reply succeeds it; 410 Gone fails it and
 * switches its endpoint off; anything else (another status, a redirect, no reply, a refused
 * address) waits for the next retry of the schedule, or fails it after the tenth attempt.
 */
export class WebhookSender {
  constructor(
    private readonly core: Pick<Core, 'db' | 'clock' | 'config' | 'accounts' | 'mailer'>,
    private readonly store: WebhookRepository,
  ) {}

  /** One pass over what is due now; answers how many were sent. */
  async sendDue(signal: AbortSignal): Promise<number> {
    let sent = 0;
    for (;;) {
      signal.throwIfAborted();
      const due = await this.store.due(this.core.clock.now().toISOString(), BATCH);
      if (!due.length) return sent;
      // CONCURRENCY sends in flight, each taking the next as it ends: one slow endpoint holds one slot.
      let next = 0;
      const worker = async () => {
        while (next < due.length) await this.send(due[next++] as DueDelivery, signal);
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
      sent += due.length;
    }
  }

  private async send(delivery: DueDelivery, signal: AbortSignal): Promise<void> {
    const now = this.core.clock.now();
    const secrets = [delivery.secret];
    if (
      delivery.previous_secret &&
      delivery.previous_secret_until &&
      delivery.previous_secret_until > now.toISOString()
    ) {
      secrets.push(delivery.previous_secret);
    }
    const headers = webhookHeaders(secrets, delivery.message_id, Math.floor(now.getTime() / 1000), delivery.payload);
    const outcome = await safePost(delivery.url, headers, delivery.payload, {
      allowLoopback: this.core.config.webhooks.allowLoopback,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxBytes: REPLY_BYTES,
      signal,
    });
    const attempts = delivery.attempts + 1;
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const gone = outcome.status === 410;
    const lastTry = gone || attempts >= MAX_ATTEMPTS;
    const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1] ?? 0;
    const next = ok
      ? { status: 'succeeded', attempts, next_attempt_at: null }
      : lastTry
        ? { status: 'failed', attempts, next_attempt_at: null }
        : { status: 'pending', attempts, next_attempt_at: new Date(now.getTime() + delay * 1000).toISOString() };
    let text = outcome.status === null ? outcome.error : outcome.body;
    if (outcome.status !== null && outcome.status >= 300 && outcome.status < 400) {
      text = `redirect not followed${text ? `: ${text}` : ''}`;
    }
    await transaction(this.core.db, async (tx) => {
      await this.store.recordAttempt(
        tx,
        delivery,
        {
          attempted_at: now.toISOString(),
          status_code: outcome.status,
          duration_ms: outcome.durationMs,
          response_excerpt: excerpt(text),
        },
        next,
      );
      if (gone) {
        await this.store.updateEndpoint(
          delivery.customer_id,
          delivery.endpoint_id,
          { enabled: 0, disabled_reason: 'gone', updated_at: now.toISOString() },
          tx,
        );
      }
    });
    if (!gone) await this.trackHealth(delivery, ok, now);
  }

  /**
   * A success clears the endpoint's failing time; a failure starts it, or, once it is 5 days old,
   * switches the endpoint off and mails the main account (once: only the attempt that switched it off).
   */
  private async trackHealth(delivery: DueDelivery, ok: boolean, now: Date): Promise<void> {
    const at = now.toISOString();
    if (ok) {
      if (delivery.failing_since) await this.store.setFailing(delivery.customer_id, delivery.endpoint_id, null);
      return;
    }
    if (!delivery.failing_since) {
      await this.store.setFailing(delivery.customer_id, delivery.endpoint_id, at);
      return;
    }
    if (now.getTime() - Date.parse(delivery.failing_since) < FAILING_DISABLE_MS) return;
    if (!(await this.store.disableFailing(delivery.customer_id, delivery.endpoint_id, at))) return;
    const main = await this.core.accounts.mainAddress(delivery.customer_id);
    if (!main) return;
    const lang = LANGS.find((known) => known === main.lang) ?? 'en';
    await this.core.mailer.send(failingEndpointMail(main.email, delivery.url, lang));
  }
}
