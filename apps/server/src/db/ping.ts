import { sql } from 'kysely';
import type { Db } from './database';

/** Whether the database answers a query (readiness). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
