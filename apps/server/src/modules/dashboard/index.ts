import type { Db } from '../../db/database';
import { defineModule } from '../../http/server-module';
import { dashboardRoutes } from './routes';
import { type ContactFields, WorkplaceRepository } from './workplace-repository';

/** The dashboard module's public surface: the home page, analysis and monitor routes (reads of other modules' aggregates). */
export const dashboardModule = defineModule({ name: 'dashboard', areas: ['dashboard'], routes: dashboardRoutes });

/** The provider's contacts of a merchant (the home page's), for the user profile. */
export interface MerchantContacts {
  contacts(scope: { customerId: number }): Promise<ContactFields[]>;
}

export function merchantContacts(core: { db: Db }): MerchantContacts {
  return new WorkplaceRepository(core.db);
}
