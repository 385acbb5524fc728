import { auth } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { accountCaller } from '../../platform/operation-log/operation-recorder';
import { commonApi } from '../common';
import { AuthService } from './auth-service';
import { loginThrottle } from './login-throttle';
import { PasswordResetRepository } from './password-reset-repository';
import { PasswordResetService } from './password-reset-service';

export function authRoutes(core: Core) {
  const throttle = loginThrottle(core);
  const service = new AuthService(core, commonApi(core), throttle);
  const resets = new PasswordResetService(core, new PasswordResetRepository(core.db), throttle);
  return [
    route(auth.login, async ({ body, request, ip, logAs }) => {
      const client = { ip, userAgent: request.headers['user-agent'] ?? '' };
      // A sign-in, and a failed one, is logged under the account of the e-mail (none: not logged).
      const account = await core.accounts.findByEmail(body.email);
      if (account) logAs(accountCaller(account));
      return { token: await service.login(body.email, body.password, client) };
    }),
    route(auth.logout, async ({ viewer }) => {
      await core.sessions.close(viewer);
      return null;
    }),
    route(auth.register, ({ body, request, ip, lang, logAs }) =>
      service.register(body, { ip, userAgent: request.headers['user-agent'] ?? '' }, lang, (account) =>
        logAs(accountCaller(account)),
      ),
    ),
    route(auth.checkEmailIsExist, async ({ body, ip }) => ({ is_exist: await service.emailIsTaken(body.email, ip) })),
    route(auth.sendResetEmail, async ({ body, ip, lang }) => {
      await resets.sendLink(body.email, ip, lang, body.platform_type);
      return null;
    }),
    route(auth.resetPassword, async ({ body, lang, logAs }) => {
      await resets.reset(body.token, body.new_pwd, lang, (account) => logAs(accountCaller(account)));
      return null;
    }),
  ];
}
