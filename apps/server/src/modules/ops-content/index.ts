/** The ops-content module's public surface: the staff routes for notices and customer settings. */
export { opsContentModule } from './routes';
