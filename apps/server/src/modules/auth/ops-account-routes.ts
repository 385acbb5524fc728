import { opsIdentity } from '@portal/contract';
import { OutboxRepository } from '../../adapters/mail';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { OpsAccountService } from './ops-account-service';

/** Staff operations on accounts and their mail (ops-key header; the `opsIdentity` area). */
export function opsAccountRoutes(core: Core): RouteBinding[] {
  const service = new OpsAccountService(core, new OutboxRepository(core.db));
  return [
    route(opsIdentity.getMailOutbox, ({ query }) => service.mailOutbox(query)),
    route(opsIdentity.revokeSessions, ({ body }) => service.revokeSessions(body.email), {
      // Filed under the account's merchant: its main account sees that staff signed it out.
      merchantOf: async ({ body }) => (await core.accounts.findByEmail(body.email))?.customer_id,
    }),
  ];
}
