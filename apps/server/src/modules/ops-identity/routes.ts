import { ops } from '@portal/contract';
import { OutboxRepository } from '../../adapters/mail';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { OpsIdentityService } from './ops-identity-service';

/** Staff operations on accounts and their mail (ops-key header). */
export function opsIdentityModule(core: Core) {
  const service = new OpsIdentityService(core, new OutboxRepository(core.db));
  return [
    route(ops.getMailOutbox, ({ query }) => service.mailOutbox(query)),
    route(ops.revokeSessions, ({ body }) => service.revokeSessions(body.email)),
  ];
}
