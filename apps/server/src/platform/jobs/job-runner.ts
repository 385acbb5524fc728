import { randomUUID } from 'node:crypto';
import { JOB_STATUSES, type ScheduledJobView } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../kernel/app-error';
import type { Clock } from '../clock';
import type { JobRepository, JobRow } from './job-repository';
import { describeSchedule, nextRunAfter } from './schedule';
import type { JobResult, ScheduledJob } from './scheduled-job';

const DEFAULT_LEASE_MS = 5 * 60_000;
const ERROR_MAX = 1000;

type JobStatus = (typeof JOB_STATUSES)[number];

/** One run of a job, as the staff API answers it. */
export interface JobRun {
  name: string;
  status: JobStatus;
  result: JobResult | null;
  error: string | null;
  started_at: string;
  finished_at: string;
}

/**
 * Runs the registered jobs when due, on one instance at a time: every instance ticks, and a job
 * runs where its lease was taken (one conditional update on `scheduled_jobs`). The lease is renewed
 * while the job runs; one that runs out (its instance died) is taken over at the next tick, and the
 * job runs again, since it never finished. `stop()` (SIGTERM) aborts running jobs and gives their
 * leases up, leaving them due for another instance.
 */
export class JobRunner {
  private readonly jobs = new Map<string, ScheduledJob>();
  /** This runner's name on the leases it holds. */
  private readonly owner = randomUUID();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<JobRun> }>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private rows: Promise<void> | undefined;

  constructor(
    private readonly repository: JobRepository,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  ) {}

  /** Adds a job; at start-up only (a name twice, or a job after the first tick, stops the start). */
  register(job: ScheduledJob): void {
    if (this.rows) throw new Error(`job ${job.name} registered after the runner started`);
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
  }

  /** Ticks every `tickMs` from now on (the first tick at once). */
  start(tickMs: number): void {
    if (this.timer || this.stopped) return;
    const tick = () =>
      void this.tick().catch((error: unknown) => this.log.error({ err: error }, 'scheduled jobs: tick failed'));
    this.timer = setInterval(tick, tickMs);
    this.timer.unref();
    tick();
  }

  /** Starts every due job whose lease this instance gets; answers when they have finished. */
  async tick(): Promise<JobRun[]> {
    if (this.stopped) return [];
    await this.ensureRows();
    const started: Promise<JobRun>[] = [];
    for (const job of this.jobs.values()) {
      const run = await this.startIfDue(job);
      if (run) started.push(run.done);
    }
    return Promise.all(started);
  }

  /** Starts the job if it is due and this instance gets its lease; answers its run (wrapped: not awaited here). */
  private async startIfDue(job: ScheduledJob): Promise<{ done: Promise<JobRun> } | undefined> {
    if (this.running.has(job.name) || this.stopped) return undefined;
    const now = this.clock.now().getTime();
    if (!(await this.repository.claim(job.name, this.owner, now, now + leaseOf(job), true))) return undefined;
    return { done: this.execute(job, now, false) };
  }

  /**
   * Runs a job now under its lease (one pass of a job that runs on for a window) and answers how it
   * went. Refused while another instance runs it, and while this one does unless the job takes a
   * nudge (one more pass of the running job's work).
   */
  async runNow(name: string): Promise<JobRun> {
    const job = this.jobs.get(name);
    if (!job) throw new AppError('JOB_NOT_FOUND');
    await this.ensureRows();
    const now = this.clock.now().getTime();
    if (this.stopped) throw new AppError('JOB_RUNNING');
    if (this.running.has(name)) {
      if (!job.nudge) throw new AppError('JOB_RUNNING');
      const result = (await job.nudge()) ?? null;
      const at = new Date(now).toISOString();
      return {
        name,
        status: 'succeeded',
        result,
        error: null,
        started_at: at,
        finished_at: this.clock.now().toISOString(),
      };
    }
    if (!(await this.repository.claim(name, this.owner, now, now + leaseOf(job), false))) {
      throw new AppError('JOB_RUNNING');
    }
    return this.execute(job, now, true);
  }

  /** Every registered job with its shared state. */
  async list(): Promise<ScheduledJobView[]> {
    await this.ensureRows();
    const now = this.clock.now().getTime();
    const rows = await this.repository.list();
    return rows.filter((row) => this.jobs.has(row.name)).map((row) => view(row, now));
  }

  /** Stops ticking, aborts the jobs running here and waits for them to give their leases up. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const running = [...this.running.values()];
    for (const { controller } of running) controller.abort(new Error('the instance is stopping'));
    await Promise.allSettled(running.map((run) => run.done));
  }

  private ensureRows(): Promise<void> {
    this.rows ??= (async () => {
      const now = this.clock.now().getTime();
      for (const job of this.jobs.values()) {
        await this.repository.ensure(job.name, describeSchedule(job.schedule), nextRunAfter(job.schedule, now));
      }
    })();
    return this.rows;
  }

  private execute(job: ScheduledJob, startedAt: number, byHand: boolean): Promise<JobRun> {
    const controller = new AbortController();
    const done = this.runLeased(job, startedAt, controller, byHand).finally(() => {
      this.running.delete(job.name);
      // A run that ended due again (a job that ran on until its next due time) starts again now,
      // not at the next tick; only on a ticking runner, so tests that run jobs by hand stay in charge.
      if (this.timer && !this.stopped) {
        void this.startIfDue(job).catch((error: unknown) =>
          this.log.error({ err: error, job: job.name }, 'scheduled jobs: restart failed'),
        );
      }
    });
    this.running.set(job.name, { controller, done });
    return done;
  }

  private async runLeased(
    job: ScheduledJob,
    startedAt: number,
    controller: AbortController,
    byHand: boolean,
  ): Promise<JobRun> {
    const leaseMs = leaseOf(job);
    const renew = async () => {
      const kept = await this.repository.renew(job.name, this.owner, this.clock.now().getTime() + leaseMs);
      if (!kept) controller.abort(new Error('the lease was taken over'));
    };
    const heartbeat = setInterval(() => void renew().catch(() => undefined), leaseMs / 3);
    heartbeat.unref();
    let status: JobStatus = 'succeeded';
    let result: JobResult | null = null;
    let error: string | null = null;
    try {
      result = (await job.run(new Date(startedAt), controller.signal, { byHand })) ?? null;
    } catch (cause) {
      status = controller.signal.aborted ? 'interrupted' : 'failed';
      error = (cause instanceof Error ? cause.message : String(cause)).slice(0, ERROR_MAX);
      if (status === 'failed') this.log.error({ err: cause, job: job.name }, 'scheduled job failed');
    } finally {
      clearInterval(heartbeat);
    }
    const run: JobRun = {
      name: job.name,
      status,
      result,
      error,
      started_at: new Date(startedAt).toISOString(),
      finished_at: this.clock.now().toISOString(),
    };
    // An interrupted run stays due, so the next instance to tick runs it again.
    const nextRunAt = status === 'interrupted' ? startedAt : nextRunAfter(job.schedule, startedAt);
    const recorded = await this.repository
      .finish(job.name, this.owner, {
        finishedAt: run.finished_at,
        status,
        result: result && JSON.stringify(result),
        error,
        nextRunAt,
      })
      .catch((cause: unknown) => {
        this.log.error({ err: cause, job: job.name }, 'scheduled job: its run could not be recorded');
        return false;
      });
    if (!recorded) this.log.warn({ job: job.name }, 'scheduled job finished after losing its lease');
    return run;
  }
}

function leaseOf(job: ScheduledJob): number {
  return job.leaseMs ?? DEFAULT_LEASE_MS;
}

function view(row: JobRow, now: number): ScheduledJobView {
  const leaseUntil = row.lease_until === null ? null : Number(row.lease_until);
  return {
    name: row.name,
    schedule: row.schedule,
    running: leaseUntil !== null && leaseUntil > now ? 1 : 0,
    last_started_at: row.last_started_at,
    last_finished_at: row.last_finished_at,
    last_status: JOB_STATUSES.find((status) => status === row.last_status) ?? null,
    last_result: row.last_result === null ? null : (JSON.parse(row.last_result) as JobResult),
    last_error: row.last_error,
    next_run_at: new Date(Number(row.next_run_at)).toISOString(),
  };
}
