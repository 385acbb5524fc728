import { sql } from 'kysely';
import type { Db } from './database';
import { queryBuilder } from './query-builder';

/** Whether the database answers a query (readiness). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(queryBuilder(db));
}
