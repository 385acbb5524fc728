import { defineModule } from '../../http/server-module';
import { openRoutes } from './routes';

/**
 * The Open API module (`/api/open/v1/...`, `X-Api-Key`): what shops and integrators call. It holds no
 * data of its own; it answers through other modules' public surfaces (stock through `stock-source.ts`).
 */
export const openModule = defineModule({ name: 'open', areas: ['open'], routes: openRoutes });
