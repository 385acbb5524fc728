import { defineModule } from '../../http/server-module';
import { opsIdentityRoutes } from './routes';

/** The ops-identity module's public surface: the staff routes for accounts and mail. */
export const opsIdentityModule = defineModule({ area: 'opsIdentity', routes: opsIdentityRoutes });
