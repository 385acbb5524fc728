import { apiKey } from '@portal/contract';
import type { Core } from '../../core';
import { route } from '../../http/route';
import { ApiKeyRepository } from '../../identity/api-key-repository';
import { ApiKeyService } from './api-key-service';

export function apiKeyRoutes(core: Core) {
  const keys = new ApiKeyRepository(core.db);
  const service = new ApiKeyService(core, keys);
  core.onboarding.register('api_keys', 'integration', async (scope) => (await keys.count(scope.customerId)) > 0);
  return [
    route(apiKey.getList, ({ viewer }) => service.list(viewer)),
    route(apiKey.create, ({ viewer, body, actor }) => service.create(viewer, body, actor)),
    route(apiKey.revoke, async ({ viewer, body }) => {
      await service.revoke(viewer, body.id);
      return null;
    }),
  ];
}
