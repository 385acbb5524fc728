/** The dashboard module's public surface: the home page's routes. */
export { dashboardModule } from './routes';
