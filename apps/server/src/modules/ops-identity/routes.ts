import { opsIdentity } from '@portal/contract';
import { OutboxRepository } from '../../adapters/mail';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { OpsIdentityService } from './ops-identity-service';

/** Staff operations on accounts and their mail (ops-key header). */
export function opsIdentityRoutes(core: Core) {
  const service = new OpsIdentityService(core, new OutboxRepository(core.db));
  return [
    route(opsIdentity.getMailOutbox, ({ query }) => service.mailOutbox(query)),
    route(opsIdentity.revokeSessions, ({ body }) => service.revokeSessions(body.email)),
  ];
}
