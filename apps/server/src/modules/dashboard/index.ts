import { defineModule } from '../../http/server-module';
import { dashboardRoutes } from './routes';

/** The dashboard module's public surface: the home page's route. */
export const dashboardModule = defineModule({ area: 'dashboard', routes: dashboardRoutes });
