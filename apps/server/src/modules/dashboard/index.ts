import { defineModule } from '../../http/server-module';
import { dashboardRoutes } from './routes';

/** The dashboard module's public surface: the home page, analysis and monitor routes (reads of other modules' aggregates). */
export const dashboardModule = defineModule({ name: 'dashboard', areas: ['dashboard'], routes: dashboardRoutes });
