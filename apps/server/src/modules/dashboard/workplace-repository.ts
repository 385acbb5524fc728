import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { ContactsTable, DashboardTables } from './dashboard-tables';

export type ContactFields = Pick<Selectable<ContactsTable>, 'role' | 'name' | 'email' | 'phone' | 'wechat'>;

/** The provider's contacts of a merchant, for the home page. */
export class WorkplaceRepository {
  constructor(private readonly db: Db) {}

  contacts(scope: { customerId: number }): Promise<ContactFields[]> {
    return queryBuilder<DashboardTables>(this.db)
      .selectFrom('contacts')
      .select(['role', 'name', 'email', 'phone', 'wechat'])
      .where('customer_id', '=', scope.customerId)
      .orderBy('sort', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }
}
