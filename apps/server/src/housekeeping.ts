import type { Core } from './core';
import { AuthFailureRepository } from './identity/auth-failure-repository';
import { everyMinutes } from './platform/jobs/schedule';
import type { ScheduledJob } from './platform/jobs/scheduled-job';
import { WorkSlotRepository } from './platform/work-slot-repository';

const DAY = 24 * 60 * 60_000;

/**
 * The platform's own job: rows that already count as nothing are deleted every hour, so tables that
 * every request writes stay small. Idempotency keys past their 24 hours; fixed rate-limit windows
 * that began more than a day ago (no window is longer: `MAX_WINDOW_MS`); token buckets that are full
 * again; work slots whose lease ran out; failed sign-in and key attempts older than a day (their
 * windows are 15 minutes). Sessions stay: sign-in checks whether an account ever signed in from an
 * address, and import jobs stay: their failed rows can be downloaded later, for as long as no rule
 * says otherwise.
 */
export function pruneExpiredJob(core: Core): ScheduledJob {
  const failures = new AuthFailureRepository(core.db);
  const slots = new WorkSlotRepository(core.db);
  return {
    name: 'platform.pruneExpired',
    schedule: everyMinutes(60),
    async run(now, signal) {
      const at = now.getTime();
      const idempotencyKeys = await core.idempotency.prune(at);
      signal.throwIfAborted();
      const limits = await core.limiter.prune(at);
      signal.throwIfAborted();
      return {
        idempotency_keys: idempotencyKeys,
        ...limits,
        work_slots: await slots.prune(at),
        auth_failures: await failures.prune(at - DAY),
      };
    },
  };
}
