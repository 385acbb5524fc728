import { defineModule } from '../../http/server-module';
import { settingRoutes } from './routes';

/** The setting module's public surface: the settings drawer's routes. */
export const settingModule = defineModule({ area: 'setting', routes: settingRoutes });
