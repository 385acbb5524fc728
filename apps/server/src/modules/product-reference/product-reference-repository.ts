import type { Db } from '../../db/database';

/** Provider-wide reference data: no customer scope applies. Ordered by `sort`, then id, on both engines. */
export class ProductReferenceRepository {
  constructor(private readonly db: Db) {}

  categories() {
    return this.db.kysely
      .selectFrom('product_categories')
      .select(['id', 'parent_id', 'name_en', 'name_cn'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  properties() {
    return this.db.kysely
      .selectFrom('product_properties')
      .select(['id', 'code', 'name_en', 'name_cn', 'is_dangerous'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  packMaterials() {
    return this.db.kysely
      .selectFrom('pack_materials')
      .select(['id', 'code', 'name_en', 'name_cn', 'type', 'chargeable', 'size', 'weight_g', 'price'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  warehouses() {
    return this.db.kysely
      .selectFrom('warehouses')
      .select(['id', 'code', 'name_en', 'name_cn', 'country', 'address', 'is_active'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
