import { auth } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { AuthRepository } from './auth-repository';
import { AuthService } from './auth-service';
import { PasswordResetService } from './password-reset-service';

export function authModule(core: Core) {
  const repository = new AuthRepository(core.db);
  const service = new AuthService(core, repository);
  const resets = new PasswordResetService(core, repository);
  return [
    route(auth.login, async ({ body, request, ip }) => ({
      token: await service.login(body.email, body.password, { ip, userAgent: request.headers['user-agent'] ?? '' }),
    })),
    route(auth.logout, async ({ viewer }) => {
      await core.sessions.close(viewer);
      return null;
    }),
    route(auth.register, ({ body, request, ip, lang }) =>
      service.register(body, { ip, userAgent: request.headers['user-agent'] ?? '' }, lang),
    ),
    route(auth.checkEmailIsExist, async ({ body, ip }) => ({ is_exist: await service.emailIsTaken(body.email, ip) })),
    route(auth.sendResetEmail, async ({ body, ip, lang }) => {
      await resets.sendLink(body.email, ip, lang, body.platform_type);
      return null;
    }),
    route(auth.resetPassword, async ({ body }) => {
      await resets.reset(body.token, body.new_pwd);
      return null;
    }),
  ];
}
