import { opsContent } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { noticeApi } from '../notice';
import { OpsContentService } from './ops-content-service';

/** Staff operations on what merchants see: notices and the settings customer service switches on (ops-key header). */
export function opsContentRoutes(core: Core): RouteBinding[] {
  const service = new OpsContentService(core.customers, noticeApi(core), core.clock);
  return [
    route(opsContent.publishNotice, ({ body }) => service.publishNotice(body)),
    route(opsContent.updateCustomerSettings, ({ body }) => {
      const { customer_id, ...flags } = body;
      return service.updateCustomerSettings(customer_id, flags);
    }),
  ];
}
