import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { ProductReferenceTables } from './product-reference-tables';

/** Provider-wide reference data: no customer scope applies. Ordered by `sort`, then id, on both engines. */
export class ProductReferenceRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<ProductReferenceTables>(this.db);
  }

  categories() {
    return this.kysely
      .selectFrom('product_categories')
      .select(['id', 'parent_id', 'name_en', 'name_cn'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  properties() {
    return this.kysely
      .selectFrom('product_properties')
      .select(['id', 'code', 'name_en', 'name_cn', 'is_dangerous'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  packMaterials() {
    return this.kysely
      .selectFrom('pack_materials')
      .select(['id', 'code', 'name_en', 'name_cn', 'type', 'chargeable', 'size', 'weight_g', 'price'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Within `tx` when a caller checks a warehouse inside its transaction (SQLite has one connection). */
  warehouses(tx?: Tx) {
    return queryBuilder<ProductReferenceTables>(this.db, tx)
      .selectFrom('warehouses')
      .select(['id', 'code', 'name_en', 'name_cn', 'country', 'address', 'is_active'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  /** Active warehouses' ids and time zones. */
  warehouseClocks(tx?: Tx) {
    return queryBuilder<ProductReferenceTables>(this.db, tx)
      .selectFrom('warehouses')
      .select(['id', 'time_zone'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
  }
}
