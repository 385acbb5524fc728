import { opsContent } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { AlertRepository } from './alert-repository';
import { NoticeApi } from './notice-api';
import { NoticeRepository } from './notice-repository';
import { OpsNoticeService } from './ops-notice-service';

/** Staff publish notices to every merchant or one (ops-key header; the `opsContent` area, with `ops-setting-routes.ts`). */
export function opsNoticeRoutes(core: Core): RouteBinding[] {
  const service = new OpsNoticeService(
    core.customers,
    new NoticeApi(new NoticeRepository(core.db), new AlertRepository(core.db), core.clock),
  );
  return [route(opsContent.publishNotice, ({ body }) => service.publishNotice(body))];
}
