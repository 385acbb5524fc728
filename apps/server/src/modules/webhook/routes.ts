import { webhook } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import type { WebhookRepository } from './webhook-repository';
import { WebhookService } from './webhook-service';

/** The merchant's webhook endpoints and their delivery log. */
export function routes(core: Core, store: WebhookRepository): RouteBinding[] {
  const service = new WebhookService(core, store);
  return [
    route(webhook.list, ({ viewer }) => service.list(viewer)),
    route(webhook.create, ({ viewer, body }) => service.create(viewer, body)),
    route(webhook.update, ({ viewer, body }) => service.update(viewer, body)),
    route(webhook.remove, ({ viewer, body }) => service.remove(viewer, body.id)),
    route(webhook.rotateSecret, ({ viewer, body }) => service.rotateSecret(viewer, body.id)),
    route(webhook.deliveries, ({ viewer, query }) => service.deliveries(viewer, query)),
    route(webhook.replay, ({ viewer, body }) => service.replay(viewer, body.id)),
  ];
}
