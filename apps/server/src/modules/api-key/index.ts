import { defineModule } from '../../http/server-module';
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
