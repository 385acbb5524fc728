import { defineModule } from '../../http/server-module';
import { opsSettingRoutes } from './ops-setting-routes';
import { settingRoutes } from './routes';

/**
 * The setting module's public surface: the settings drawer's routes (`routes.ts`), and customer
 * service switching a merchant's settings (`ops-setting-routes.ts`, part of the `opsContent` area).
 */
export const settingModule = defineModule({
  name: 'setting',
  areas: ['setting', 'opsContent'],
  routes: (core) => [...settingRoutes(core), ...opsSettingRoutes(core)],
});
