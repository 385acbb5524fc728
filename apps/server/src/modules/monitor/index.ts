import { defineModule } from '../../http/server-module';
import { monitorRoutes } from './routes';

/** The monitor module's public surface: the front-end error reporting routes. */
export const monitorModule = defineModule({ name: 'monitor', areas: ['monitor'], routes: monitorRoutes });
