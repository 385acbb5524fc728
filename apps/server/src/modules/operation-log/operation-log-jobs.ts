import type { Core } from '../../core';
import { dailyAt } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { OperationLogRepository } from '../../platform/operation-log/operation-log-repository';

/** Entries deleted per statement: short writes, and the lease is checked between them. */
const BATCH = 5000;
const DAY = 24 * 60 * 60_000;

/**
 * `operation-log.prune`: every night, entries older than the retention (OPERATION_LOG_RETENTION_DAYS,
 * 180 by default) are deleted in batches, stopping when the instance stops or loses the lease.
 */
export function pruneOperationLogJob(core: Pick<Core, 'db' | 'config'>): ScheduledJob {
  const entries = new OperationLogRepository(core.db);
  return {
    name: 'operation-log.prune',
    schedule: dailyAt('04:10'),
    async run(now, signal) {
      const before = new Date(now.getTime() - core.config.operationLogRetentionDays * DAY).toISOString();
      let deleted = 0;
      for (;;) {
        signal.throwIfAborted();
        const batch = await entries.pruneBefore(before, BATCH);
        deleted += batch;
        if (batch < BATCH) return { entries_deleted: deleted, older_than: before };
      }
    },
  };
}
