import { dashboard } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { noticeApi } from '../notice';
import { WorkplaceRepository } from './workplace-repository';
import { WorkplaceService } from './workplace-service';

export function dashboardRoutes(core: Core): RouteBinding[] {
  const service = new WorkplaceService(core, new WorkplaceRepository(core.db), noticeApi(core));
  return [route(dashboard.getWorkplace, ({ viewer }) => service.workplace(viewer))];
}
