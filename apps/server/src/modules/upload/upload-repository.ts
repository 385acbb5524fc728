import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { UploadsTable } from '../../db/schema';

export type UploadRow = Selectable<UploadsTable>;

/** Upload records, always within one customer. */
export class UploadRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<UploadsTable>): Promise<number> {
    const { id } = await this.db.kysely.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** An upload of this customer; another merchant's upload id answers nothing. */
  find(scope: { customerId: number }, uploadId: number): Promise<UploadRow | undefined> {
    return this.db.kysely
      .selectFrom('uploads')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', uploadId)
      .executeTakeFirst();
  }
}
