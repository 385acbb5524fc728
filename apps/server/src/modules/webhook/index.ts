import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { openEventRoutes } from './open-event-routes';
import { routes } from './routes';
import { sendWebhooksJob } from './webhook-jobs';
import { WebhookRepository } from './webhook-repository';
import { WEBHOOK_SUBSCRIBER, webhookSubscriber } from './webhook-subscriber';

/**
 * Merchants' webhooks (docs/server/webhooks.md): the endpoints' routes; the events subscriber that
 * enqueues a delivery per event and endpoint (registered with the routes, as other start-up wiring
 * is); the job that sends them, signed by the Standard Webhooks rules, and retries; the Open API's
 * events feed, in the same public shape.
 */
export const webhookModule = defineModule({
  name: 'webhook',
  areas: ['webhook', 'open'],
  routes: (core: Core) => {
    const store = new WebhookRepository(core.db);
    core.events.subscribe(WEBHOOK_SUBSCRIBER, webhookSubscriber(core, store));
    return [...routes(core, store), ...openEventRoutes(core)];
  },
  jobs: (core: Core) => [sendWebhooksJob(core, new WebhookRepository(core.db))],
});
