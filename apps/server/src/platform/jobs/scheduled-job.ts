import type { Schedule } from './schedule';

/** What a job reports of its run (rows pruned per table, orders cleared, …), shown by the staff API. */
export type JobResult = Record<string, number | string>;

/** How a run was started: by the schedule, or by hand (`runNow`: the staff's "run now", tests). */
export interface RunStart {
  byHand: boolean;
}

/**
 * A job the runner starts when due, on exactly one instance at a time. `run` gets the time it was
 * started at (use it, not the wall clock, so tests can move time) and a signal that aborts when the
 * instance stops or the job's lease is lost: a long job checks it between batches and stops.
 *
 * A job that keeps working while there is work (the events drain, webhook sends) runs on until its
 * next due time (`windowEnd`) when started by the schedule, and makes one pass when run by hand; the
 * runner starts it again at once when it ends due, so it runs without a gap on the instance that
 * holds its lease.
 */
export interface ScheduledJob {
  /** Unique; a module's jobs are named `<area>.<what>` (`order.clearRecipients`). */
  name: string;
  schedule: Schedule;
  run(now: Date, signal: AbortSignal, start: RunStart): Promise<JobResult | undefined>;
  /**
   * What "run now" does while the job is running on this instance (a job that runs on for its
   * window): one pass of its work, answered when done. Without it "run now" is refused while running.
   */
  nudge?(): Promise<JobResult | undefined>;
  /**
   * How long the lease lasts without renewal (default 5 minutes). The runner renews it every third of
   * this while the job runs, so it bounds how soon a crashed instance's job is taken over, not how long
   * a job may run.
   */
  leaseMs?: number;
}
