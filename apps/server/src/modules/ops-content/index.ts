import { defineModule } from '../../http/server-module';
import { opsContentRoutes } from './routes';

/** The ops-content module's public surface: the staff routes for notices and customer settings. */
export const opsContentModule = defineModule({ area: 'opsContent', routes: opsContentRoutes });
