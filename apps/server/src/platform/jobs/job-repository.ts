import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { JobsTables, ScheduledJobsTable } from './jobs-tables';

export type JobRow = Selectable<ScheduledJobsTable>;

export interface FinishedRun {
  finishedAt: string;
  status: 'succeeded' | 'failed' | 'interrupted';
  result: string | null;
  error: string | null;
  nextRunAt: number;
}

/** `scheduled_jobs`: every change of a lease is one conditional update, so two instances never both hold one. */
export class JobRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<JobsTables>(this.db);
  }

  /** Adds the job's row the first time; a changed schedule takes its new next run. */
  async ensure(name: string, schedule: string, nextRunAt: number): Promise<void> {
    await this.kysely
      .insertInto('scheduled_jobs')
      .values({
        name,
        schedule,
        lease_owner: null,
        lease_until: null,
        last_started_at: null,
        last_finished_at: null,
        last_status: null,
        last_result: null,
        last_error: null,
        next_run_at: nextRunAt,
      })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({ schedule: eb.ref('excluded.schedule'), next_run_at: eb.ref('excluded.next_run_at') }))
          .where((eb) => eb('scheduled_jobs.schedule', '<>', eb.ref('excluded.schedule'))),
      )
      .execute();
  }

  /**
   * Takes the job's lease when nobody holds it (or its holder let it run out), and with `dueOnly`
   * only when the job is due. Answers whether `owner` has it.
   */
  async claim(name: string, owner: string, now: number, leaseUntil: number, dueOnly: boolean): Promise<boolean> {
    let query = this.kysely
      .updateTable('scheduled_jobs')
      .set({ lease_owner: owner, lease_until: leaseUntil, last_started_at: new Date(now).toISOString() })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]));
    if (dueOnly) query = query.where('next_run_at', '<=', now);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Pushes the owner's lease on; false once it has lost it. */
  async renew(name: string, owner: string, leaseUntil: number): Promise<boolean> {
    const result = await this.kysely
      .updateTable('scheduled_jobs')
      .set({ lease_until: leaseUntil })
      .where('name', '=', name)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the run and gives the lease up; nothing is written when `owner` no longer holds it. */
  async finish(name: string, owner: string, run: FinishedRun): Promise<boolean> {
    const result = await this.kysely
      .updateTable('scheduled_jobs')
      .set({
        lease_owner: null,
        lease_until: null,
        last_finished_at: run.finishedAt,
        last_status: run.status,
        last_result: run.result,
        last_error: run.error,
        next_run_at: run.nextRunAt,
      })
      .where('name', '=', name)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  list(): Promise<JobRow[]> {
    return this.kysely.selectFrom('scheduled_jobs').selectAll().orderBy('name').execute();
  }
}
