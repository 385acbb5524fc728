import type { Db } from '../../db/database';

/** The provider's warehouses, as far as SKU stock needs them (shared reference data, no tenant). */
export class WarehouseRepository {
  constructor(private readonly db: Db) {}

  async exists(id: number): Promise<boolean> {
    const row = await this.db.kysely.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Every warehouse in display order (the export's per-warehouse stock columns). */
  list(): Promise<{ id: number; code: string }[]> {
    return this.db.kysely.selectFrom('warehouses').select(['id', 'code']).orderBy('sort').orderBy('id').execute();
  }
}
