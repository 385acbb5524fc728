import { sql } from 'kysely';
import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { PlatformTables } from './platform-tables';

/** The `work_slots` table: numbered slots of a bucket, each held by one task until released or expired. */
export class WorkSlotRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<PlatformTables, 'work_slots'>>(this.db);
  }

  /**
   * Takes `slot` of `bucket` for `holder` when it is free or its lease has run out: one upsert, so
   * two instances can never take the same slot. Answers whether it was taken.
   */
  async take(bucket: string, slot: number, holder: string, now: number, expiresAt: number): Promise<boolean> {
    const row = await this.kysely
      .insertInto('work_slots')
      .values({ bucket, slot, holder, expires_at: expiresAt })
      .onConflict((oc) =>
        oc
          .columns(['bucket', 'slot'])
          .doUpdateSet({ holder, expires_at: expiresAt })
          .where(sql<boolean>`work_slots.expires_at <= ${now}`),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === holder;
  }

  async release(bucket: string, slot: number, holder: string): Promise<void> {
    await this.kysely
      .deleteFrom('work_slots')
      .where('bucket', '=', bucket)
      .where('slot', '=', slot)
      .where('holder', '=', holder)
      .execute();
  }

  /** Slots whose lease has run out: free already, since `take` overwrites them. */
  async prune(now: number): Promise<number> {
    const result = await this.kysely.deleteFrom('work_slots').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
