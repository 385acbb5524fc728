import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { CommonRepository } from './common-repository';
import { commonRoutes } from './routes';

/** The common module's public surface: its routes, and `commonApi(core)` for the reference data others check against. */
export const commonModule = defineModule({ name: 'common', areas: ['common'], routes: commonRoutes });

/** What other modules may read of the shared reference data. */
export interface CommonApi {
  /** Whether `code` is a country of the list (ISO 3166-1 alpha-2). */
  countryExists(code: string): Promise<boolean>;
}

export function commonApi(core: Pick<Core, 'db'>): CommonApi {
  const repository = new CommonRepository(core.db);
  return { countryExists: (code) => repository.countryExists(code) };
}
