import { monitor } from '@portal/contract';
import { createAlertSender } from '../../adapters/alert';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { ServerSecrets } from '../../platform/secrets';
import { AlertTokens } from './alert-token';
import { MonitorService } from './monitor-service';

export function monitorRoutes(core: Core): RouteBinding[] {
  const tokens = new AlertTokens(new ServerSecrets(core.db, core.config.appSecret), core.clock);
  const service = new MonitorService(tokens, createAlertSender(core.config, core.log), core.limiter, core.clock);
  return [
    route(monitor.getAlertToken, () => service.issueToken()),
    route(monitor.sendAlert, async ({ body, ip, request }) => {
      await service.report(body, { ip, userAgent: request.headers['user-agent'] ?? '' });
      return null;
    }),
  ];
}
