import type { Core } from '../../core';
import { everyMinutes, windowOf } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import type { WebhookRepository } from './webhook-repository';
import { WebhookSender } from './webhook-sender';

/** How often a running send job looks for deliveries that fell due. */
const POLL_MS = 200;

/** Waits `ms` unless the run is stopped first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * `webhook.send`: every minute, on one instance under the job lease, sends the deliveries due. Started
 * by the schedule it runs on until its next due time (at most `WEBHOOK_SEND_WINDOW_MS`), looking for
 * what falls due every `POLL_MS` (new events' deliveries, a 5-second retry), so nothing waits for the
 * next minute; run by hand or with a window of 0, one pass.
 */
export function sendWebhooksJob(core: Core, store: WebhookRepository): ScheduledJob {
  const sender = new WebhookSender(core, store);
  const schedule = everyMinutes(1);
  return {
    name: 'webhook.send',
    schedule,
    // A crashed instance's sends are taken over within this (renewed every third of it while it runs).
    leaseMs: 30_000,
    async run(now, signal, start) {
      const window = windowOf(schedule, now.getTime(), start.byHand ? 0 : core.config.webhooks.sendWindowMs);
      const until = performance.now() + window;
      let sent = await sender.sendDue(signal);
      for (;;) {
        const left = until - performance.now();
        if (left <= 0 || signal.aborted) return { sent };
        const next = await store.nextDue();
        const wait = next === null ? POLL_MS : Math.max(0, Date.parse(next) - core.clock.now().getTime());
        await pause(Math.min(Math.max(wait, POLL_MS), left), signal);
        if (!signal.aborted) sent += await sender.sendDue(signal);
      }
    },
  };
}
