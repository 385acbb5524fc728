import { opsContent } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { OpsSettingService } from './ops-setting-service';

/** Customer service switches a merchant's settings (ops-key header; the `opsContent` area, with the notice module's `ops-notice-routes.ts`). */
export function opsSettingRoutes(core: Core): RouteBinding[] {
  const service = new OpsSettingService(core.customers, core.clock);
  return [
    route(opsContent.updateCustomerSettings, ({ body }) => {
      const { customer_id, ...flags } = body;
      return service.updateCustomerSettings(customer_id, flags);
    }),
  ];
}
