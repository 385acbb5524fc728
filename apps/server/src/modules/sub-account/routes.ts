import { subAccount } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { SubAccountRepository } from '../../identity/sub-account-repository';
import { accountCaller } from '../../platform/operation-log/operation-recorder';
import { SubAccountService } from './sub-account-service';

export function subAccountRoutes(core: Core) {
  const service = new SubAccountService(core, new SubAccountRepository(core.db));
  return [
    route(subAccount.getList, ({ viewer, query }) => service.list(viewer, query)),
    route(subAccount.getSkus, ({ viewer, query }) => service.grantedSkus(viewer, query.id)),
    route(subAccount.create, ({ viewer, body, lang }) => service.create(viewer, body, lang)),
    route(subAccount.update, async ({ viewer, body }) => {
      await service.update(viewer, body);
      return null;
    }),
    route(subAccount.setStatus, async ({ viewer, body }) => {
      await service.setStatus(viewer, body.id, body.status);
      return null;
    }),
    route(subAccount.remove, async ({ viewer, body }) => {
      await service.delete(viewer, body.id);
      return null;
    }),
    route(subAccount.resendInvitation, ({ viewer, body, lang }) => service.resendInvitation(viewer, body.id, lang)),
    route(subAccount.sendPasswordReset, async ({ viewer, body, ip, lang }) => {
      await service.sendPasswordReset(viewer, body.id, ip, lang);
      return null;
    }),
    route(subAccount.getInvitation, ({ body }) => service.invitation(body.token)),
    route(subAccount.acceptInvitation, ({ body, ip, request, logAs }) =>
      service.accept(body.token, body.password, { ip, userAgent: request.headers['user-agent'] ?? '' }, (account) =>
        logAs(accountCaller(account)),
      ),
    ),
  ];
}
