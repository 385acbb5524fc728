import { warningEmail } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import type { WarningEmailRepository } from './warning-email-repository';
import { WarningEmailService } from './warning-email-service';

/** The warning-email setting page: read it, save it. */
export function routes(core: Core, store: WarningEmailRepository): RouteBinding[] {
  const service = new WarningEmailService(core, store);
  return [
    route(warningEmail.info, ({ viewer }) => service.info(viewer)),
    route(warningEmail.save, ({ viewer, body }) => service.save(viewer, body)),
  ];
}
