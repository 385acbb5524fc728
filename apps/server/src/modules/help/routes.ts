import { help, opsContent } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { productReferenceApi } from '../product-reference';
import { GuidelineRepository } from './guideline-repository';
import { GuidelineService } from './guideline-service';
import { HelpRepository } from './help-repository';
import { HelpService } from './help-service';

/**
 * The help articles' "was this helpful?" and the warehouses' inbound guidelines, and staff reading
 * the answers and publishing the guidelines (part of `opsContent`).
 */
export function helpRoutes(core: Core): RouteBinding[] {
  const service = new HelpService(core, new HelpRepository(core.db));
  const guidelines = new GuidelineService(core, new GuidelineRepository(core.db), productReferenceApi(core));
  return [
    route(help.getFeedback, ({ viewer, query }) => service.feedback(viewer, query)),
    route(help.sendFeedback, ({ viewer, body }) => service.send(viewer, body)),
    route(help.getInboundGuidelines, ({ query, lang }) => guidelines.read(query, lang)),
    route(opsContent.getHelpFeedback, ({ query }) => service.staffView(query)),
    route(opsContent.getInboundGuidelines, () => guidelines.staffView()),
    route(opsContent.saveInboundGuideline, ({ body }) => guidelines.save(body)),
  ];
}
