/** The setting module's public surface: the settings drawer's routes. */
export { settingModule } from './routes';
