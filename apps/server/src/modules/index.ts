import type { Core } from '../core';
import type { RouteBinding } from '../http/route';
import { authModule } from './auth/routes';
import { opsIdentityModule } from './ops-identity/routes';
import { settingModule } from './setting/routes';
import { userModule } from './user/routes';

/** Every feature module; each answers the routes of its operations in the contract. */
export const MODULES: ReadonlyArray<(core: Core) => RouteBinding[]> = [
  authModule,
  userModule,
  settingModule,
  opsIdentityModule,
];
