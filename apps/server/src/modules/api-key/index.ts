import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { ApiKeyRepository } from '../../identity/api-key-repository';
import { ApiKeyService } from './api-key-service';
import { apiKeyRoutes } from './routes';

/**
 * Named API keys with scopes (the plugins page): created, listed and revoked here; the Open API's
 * guard (`identity/api-key-guard.ts`) admits them and the route layer checks their scopes.
 */
export const apiKeyModule = defineModule({
  name: 'api-key',
  areas: ['apiKey'],
  routes: apiKeyRoutes,
});
export type { ApiKeyService };

/** Named keys for code outside this module's routes: a shop connection of a guide platform makes and revokes its own. */
export function apiKeyService(core: Core): ApiKeyService {
  return new ApiKeyService(core, new ApiKeyRepository(core.db));
}
