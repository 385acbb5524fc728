import { user } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { noticeApi } from '../notice';
import { WorkplaceRepository } from './workplace-repository';
import { WorkplaceService } from './workplace-service';

export function dashboardModule(core: Core): RouteBinding[] {
  const service = new WorkplaceService(core, new WorkplaceRepository(core.db), noticeApi(core));
  return [route(user.getWorkplace, ({ viewer }) => service.workplace(viewer))];
}
