import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { OrderTables, ValueAddedServicesTable } from './order-tables';

export type ValueAddedServiceRow = Selectable<ValueAddedServicesTable>;

/** The provider's price list of value-added services per warehouse (no customer scope applies). */
export class ValueAddedServiceRepository {
  constructor(private readonly db: Db) {}

  /** The active services one warehouse quotes, in the provider's order. */
  ofWarehouse(warehouseId: number): Promise<ValueAddedServiceRow[]> {
    return queryBuilder<Pick<OrderTables, 'value_added_services'>>(this.db)
      .selectFrom('value_added_services')
      .selectAll()
      .where('warehouse_id', '=', warehouseId)
      .where('is_active', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
