import type { ColumnType } from 'kysely';

/** Scheduled jobs' shared state: who holds each job's lease, its last run and its next (platform/jobs). */
export interface JobsTables {
  scheduled_jobs: ScheduledJobsTable;
}

export interface ScheduledJobsTable {
  name: string;
  /** As people read it: "daily at 03:30 UTC", "every 60 minutes". */
  schedule: string;
  /** The runner (a random id per instance) running the job now. */
  lease_owner: string | null;
  /** Epoch milliseconds; a lease past it is nobody's (its instance died) and may be taken. */
  lease_until: number | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_status: 'succeeded' | 'failed' | 'interrupted' | null;
  /** JSON: what the job reported of its last run. */
  last_result: string | null;
  last_error: string | null;
  /** Epoch milliseconds of the next due time. */
  next_run_at: ColumnType<number, number, number>;
}
