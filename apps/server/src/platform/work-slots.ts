import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import type { Clock } from './clock';

/**
 * Concurrency limits kept in the database, so every server instance counts the same running tasks:
 * `limit` numbered slots per bucket, each held by one task until it ends or its lease runs out (an
 * instance that died mid-task frees its slots that way). Taking a slot is one upsert that succeeds
 * only on a free or expired slot, so two instances can never take the same one.
 */
export class WorkSlots {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `work` holding one of `limit` slots of `bucket`; refuses with 'Operation too frequent' when
   * all are taken. The lease outlasts the task's own time limit by `leaseMs`.
   */
  async run<T>(bucket: string, limit: number, leaseMs: number, work: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    const slot = await this.acquire(bucket, limit, leaseMs, holder);
    if (slot === undefined) throw new AppError('TOO_FREQUENT');
    try {
      return await work();
    } finally {
      await this.db.kysely
        .deleteFrom('work_slots')
        .where('bucket', '=', bucket)
        .where('slot', '=', slot)
        .where('holder', '=', holder)
        .execute();
    }
  }

  private async acquire(bucket: string, limit: number, leaseMs: number, holder: string): Promise<number | undefined> {
    const now = this.clock.now().getTime();
    for (let slot = 0; slot < limit; slot += 1) {
      const row = await this.db.kysely
        .insertInto('work_slots')
        .values({ bucket, slot, holder, expires_at: now + leaseMs })
        .onConflict((oc) =>
          oc
            .columns(['bucket', 'slot'])
            .doUpdateSet({ holder, expires_at: now + leaseMs })
            .where(sql<boolean>`work_slots.expires_at <= ${now}`),
        )
        .returning('holder')
        .executeTakeFirst();
      if (row?.holder === holder) return slot;
    }
    return undefined;
  }
}
