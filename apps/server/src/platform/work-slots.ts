import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { AppError } from '../kernel/app-error';
import type { Clock } from './clock';
import { WorkSlotRepository } from './work-slot-repository';

/**
 * Concurrency limits kept in the database, so every server instance counts the same running tasks:
 * `limit` numbered slots per bucket, each held by one task until it ends or its lease runs out (an
 * instance that died mid-task frees its slots that way).
 */
export class WorkSlots {
  private readonly slots: WorkSlotRepository;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.slots = new WorkSlotRepository(db);
  }

  /** Runs `work` holding one of `limit` slots of `bucket`; refuses with 'Operation too frequent' when all are taken. */
  async run<T>(bucket: string, limit: number, leaseMs: number, work: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    const now = this.clock.now().getTime();
    let taken: number | undefined;
    for (let slot = 0; slot < limit && taken === undefined; slot += 1) {
      if (await this.slots.take(bucket, slot, holder, now, now + leaseMs)) taken = slot;
    }
    if (taken === undefined) throw new AppError('TOO_FREQUENT');
    try {
      return await work();
    } finally {
      await this.slots.release(bucket, taken, holder);
    }
  }
}
