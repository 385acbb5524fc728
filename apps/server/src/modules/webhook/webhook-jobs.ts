import type { Core } from '../../core';
import { everyMinutes } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import type { WebhookRepository } from './webhook-repository';
import { WebhookSender } from './webhook-sender';

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
 * `webhook.send`: every minute, on one instance under the job lease, sends the deliveries due. The
 * run goes on for `WEBHOOK_SEND_WINDOW_MS` (50 s) sending what falls due meanwhile (a 5-second retry,
 * events the outbox hands over), so a retry is not held to the next minute; 0 makes one pass.
 */
export function sendWebhooksJob(core: Core, store: WebhookRepository): ScheduledJob {
  const sender = new WebhookSender(core, store);
  return {
    name: 'webhook.send',
    schedule: everyMinutes(1),
    async run(_now, signal) {
      const until = performance.now() + core.config.webhooks.sendWindowMs;
      let sent = await sender.sendDue(signal);
      for (;;) {
        const next = await store.nextDue();
        const left = until - performance.now();
        if (next === null || left <= 0 || signal.aborted) return { sent };
        const wait = Math.max(0, Date.parse(next) - core.clock.now().getTime());
        if (wait >= left) return { sent };
        await pause(Math.max(wait, 250), signal);
        sent += await sender.sendDue(signal);
      }
    },
  };
}
