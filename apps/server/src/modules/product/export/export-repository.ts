import type { Db } from '../../../db/database';

/** Reference data the export needs beside the SKUs themselves. */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  /** Every warehouse in display order, to lay out the per-warehouse stock columns. */
  warehouses(): Promise<{ id: number; code: string }[]> {
    return this.db.kysely.selectFrom('warehouses').select(['id', 'code']).orderBy('sort').orderBy('id').execute();
  }
}
