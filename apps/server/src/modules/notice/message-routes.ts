import { message } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { AlertRepository } from './alert-repository';
import { USER_ALERT_SUBSCRIBER, userAlertSubscriber } from './alert-subscriber';
import { MessageService } from './message-service';
import { NoticeRepository } from './notice-repository';

/**
 * The user messages page (notices and in-app alerts); the events subscriber that raises the alerts
 * is registered with these routes, as other start-up wiring is.
 */
export function messageRoutes(core: Core): RouteBinding[] {
  const alerts = new AlertRepository(core.db);
  core.events.subscribe(USER_ALERT_SUBSCRIBER, userAlertSubscriber(core, alerts));
  const service = new MessageService(new NoticeRepository(core.db), alerts, core.clock);
  return [
    route(message.getList, ({ viewer, query }) => service.list(viewer, query)),
    route(message.getUnreadCount, ({ viewer }) => service.unreadCount(viewer)),
    route(message.markRead, async ({ viewer, body }) => {
      await service.markRead(viewer, body.kind, body.id);
      return null;
    }),
    route(message.markAllRead, ({ viewer, body }) => service.markAllRead(viewer, body.kind)),
  ];
}
