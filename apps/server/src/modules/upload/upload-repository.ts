import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { UploadsTable, UploadTables } from './upload-tables';

export type UploadRow = Selectable<UploadsTable>;

/** Upload records, always within one customer. */
export class UploadRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<UploadTables>(this.db);
  }

  async insert(row: Insertable<UploadsTable>): Promise<number> {
    const { id } = await this.kysely.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** An upload of this customer; another merchant's upload id answers nothing. */
  find(scope: { customerId: number }, uploadId: number): Promise<UploadRow | undefined> {
    return this.kysely
      .selectFrom('uploads')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', uploadId)
      .executeTakeFirst();
  }

  /** Bytes of every file the customer has uploaded, for the storage quota. */
  async usedBytes(scope: { customerId: number }): Promise<number> {
    const row = await this.kysely
      .selectFrom('uploads')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
      .where('customer_id', '=', scope.customerId)
      .executeTakeFirst();
    return Number(row?.used ?? 0);
  }
}
