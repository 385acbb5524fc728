/** The monitor module's public surface: the front-end error reporting routes. */
export { monitorModule } from './routes';
