import type { Schedule } from './schedule';

/** What a job reports of its run (rows pruned per table, orders cleared, …), shown by the staff API. */
export type JobResult = Record<string, number | string>;

/**
 * A job the runner starts when due, on exactly one instance at a time. `run` gets the time it was
 * started at (use it, not the wall clock, so tests can move time) and a signal that aborts when the
 * instance stops or the job's lease is lost: a long job checks it between batches and stops.
 */
export interface ScheduledJob {
  /** Unique; a module's jobs are named `<area>.<what>` (`order.clearRecipients`). */
  name: string;
  schedule: Schedule;
  run(now: Date, signal: AbortSignal): Promise<JobResult | undefined>;
  /**
   * How long the lease lasts without renewal (default 5 minutes). The runner renews it every third of
   * this while the job runs, so it bounds how soon a crashed instance's job is taken over, not how long
   * a job may run.
   */
  leaseMs?: number;
}
