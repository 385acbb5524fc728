import { auth } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { AuthService } from './auth-service';

export function authModule(core: Core) {
  const service = new AuthService(core.accounts, core.sessions, core.limiter, core.config.loginLimits);
  return [
    route(auth.login, async ({ body, request, ip }) => ({
      token: await service.login(body.email, body.password, { ip, userAgent: request.headers['user-agent'] ?? '' }),
    })),
    route(auth.logout, async ({ viewer }) => {
      await core.sessions.close(viewer);
      return null;
    }),
  ];
}
