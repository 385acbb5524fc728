import { sql } from 'kysely';
import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { IdentityTables } from './identity-tables';

/** One address's failures at a subject within the current window. */
export interface AddressFailures {
  failures: number;
  windowStart: number;
  lastFailedAt: number;
}

/** All addresses' failures at a subject within their current windows. */
export interface SubjectFailures {
  failures: number;
  lastFailedAt: number;
}

/**
 * Failed attempts (`auth_failures`) per subject and client address, in fixed windows: a row whose
 * window has passed counts as none and starts over on the next failure. In the database, so every
 * instance behind the load balancer sees the same counts.
 */
export class AuthFailureRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<IdentityTables, 'auth_failures'>>(this.db);
  }

  async ofAddress(subject: string, ip: string, windowFloor: number): Promise<AddressFailures | undefined> {
    const row = await this.kysely
      .selectFrom('auth_failures')
      .select(['failures', 'window_start', 'last_failed_at'])
      .where('subject', '=', subject)
      .where('ip', '=', ip)
      .where('window_start', '>', windowFloor)
      .executeTakeFirst();
    return (
      row && { failures: row.failures, windowStart: Number(row.window_start), lastFailedAt: Number(row.last_failed_at) }
    );
  }

  async ofSubject(subject: string, windowFloor: number): Promise<SubjectFailures> {
    const row = await this.kysely
      .selectFrom('auth_failures')
      .select((eb) => [eb.fn.sum<number>('failures').as('failures'), eb.fn.max('last_failed_at').as('last')])
      .where('subject', '=', subject)
      .where('window_start', '>', windowFloor)
      .executeTakeFirst();
    return { failures: Number(row?.failures ?? 0), lastFailedAt: Number(row?.last ?? 0) };
  }

  /** Counts one failure; the window restarts once it has passed. */
  async record(subject: string, ip: string, now: number, windowMs: number): Promise<void> {
    const floor = now - windowMs;
    await this.kysely
      .insertInto('auth_failures')
      .values({ subject, ip, failures: 1, window_start: now, last_failed_at: now })
      .onConflict((oc) =>
        oc.columns(['subject', 'ip']).doUpdateSet({
          failures: sql<number>`case when auth_failures.window_start <= ${floor} then 1 else auth_failures.failures + 1 end`,
          window_start: sql<number>`case when auth_failures.window_start <= ${floor} then ${now} else auth_failures.window_start end`,
          last_failed_at: now,
        }),
      )
      .execute();
  }

  /** Forgets the failures of one address, or of every address when none is named. */
  async clear(subject: string, ip?: string): Promise<void> {
    let query = this.kysely.deleteFrom('auth_failures').where('subject', '=', subject);
    if (ip !== undefined) query = query.where('ip', '=', ip);
    await query.execute();
  }

  /** Rows whose last failure is older than any window: they would count as none anyway. */
  async prune(before: number): Promise<number> {
    const result = await this.kysely
      .deleteFrom('auth_failures')
      .where('last_failed_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
