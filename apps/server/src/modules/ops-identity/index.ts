/** The ops-identity module's public surface: the staff routes for accounts and mail. */
export { opsIdentityModule } from './routes';
