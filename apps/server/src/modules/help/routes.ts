import { help, opsContent } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { HelpRepository } from './help-repository';
import { HelpService } from './help-service';

/** The help articles' "was this helpful?", and staff reading the answers (part of `opsContent`). */
export function helpRoutes(core: Core): RouteBinding[] {
  const service = new HelpService(core, new HelpRepository(core.db));
  return [
    route(help.getFeedback, ({ viewer, query }) => service.feedback(viewer, query)),
    route(help.sendFeedback, ({ viewer, body }) => service.send(viewer, body)),
    route(opsContent.getHelpFeedback, ({ query }) => service.staffView(query)),
  ];
}
