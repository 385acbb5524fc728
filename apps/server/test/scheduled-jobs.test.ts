import { opsJobs } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { JobRepository } from '../src/platform/jobs/job-repository';
import { JobRunner } from '../src/platform/jobs/job-runner';
import { dailyAt, everyMinutes } from '../src/platform/jobs/schedule';
import type { ScheduledJob } from '../src/platform/jobs/scheduled-job';
import { manualClock } from './support/manual-clock';
import { TestApp } from './support/test-app';

const MINUTE = 60_000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A job whose runs are recorded; `holdNext` keeps the next run going until its signal aborts or it is let go. */
function countingJob(name: string, schedule: ScheduledJob['schedule'], leaseMs = 10 * MINUTE) {
  const runs: { at: string; by: string }[] = [];
  let hold = false;
  let release: () => void = () => undefined;
  const make = (by: string): ScheduledJob => ({
    name,
    schedule,
    leaseMs,
    async run(now, signal) {
      runs.push({ at: now.toISOString(), by });
      if (hold) {
        hold = false;
        await new Promise<void>((resolve, reject) => {
          release = resolve;
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      }
      return { runs: runs.length };
    },
  });
  return {
    runs,
    make,
    holdNext: () => {
      hold = true;
    },
    letGo: () => {
      hold = false;
      release();
    },
  };
}

describe('scheduled jobs shared by several instances', () => {
  const clock = manualClock(Date.parse('2026-11-23T08:01:00Z'));
  let t: TestApp;
  const runners: JobRunner[] = [];
  const runner = (job: ScheduledJob) => {
    const created = new JobRunner(new JobRepository(t.app.core.db), clock, quiet);
    created.register(job);
    runners.push(created);
    return created;
  };
  beforeAll(async () => {
    t = await TestApp.start({ clock });
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(() => t.close());

  it('runs a due job once per due time, whichever of two instances ticks', async () => {
    const job = countingJob('test.everyFive', everyMinutes(5));
    const [a, b] = [runner(job.make('a')), runner(job.make('b'))];
    await Promise.all([a.tick(), b.tick()]);
    expect(job.runs).toEqual([]);
    clock.advance(4 * MINUTE); // 08:05, due
    const ticked = await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(job.runs.map((r) => r.at)).toEqual(['2026-11-23T08:05:00.000Z']);
    expect(ticked.flat().map((run) => run.status)).toEqual(['succeeded']);
    await Promise.all([a.tick(), b.tick()]);
    expect(job.runs).toHaveLength(1);
    clock.advance(5 * MINUTE); // 08:10
    await Promise.all([b.tick(), a.tick()]);
    expect(job.runs.map((r) => r.at)).toEqual(['2026-11-23T08:05:00.000Z', '2026-11-23T08:10:00.000Z']);
    // Down for an hour: the missed due times are run once, not twelve times.
    clock.advance(60 * MINUTE);
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    expect(job.runs).toHaveLength(3);
    const row = await t.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'test.everyFive')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      schedule: 'every 5 minutes',
      lease_owner: null,
      last_status: 'succeeded',
      last_result: JSON.stringify({ runs: 3 }),
      last_started_at: '2026-11-23T09:10:00.000Z',
    });
    expect(new Date(Number(row.next_run_at)).toISOString()).toBe('2026-11-23T09:15:00.000Z');
  });

  it('takes over the job of an instance that died once its lease runs out, and not before', async () => {
    const job = countingJob('test.daily', dailyAt('09:00'), 2 * MINUTE);
    const [a, b] = [runner(job.make('a')), runner(job.make('b'))];
    await a.tick(); // rows in place
    clock.advance(24 * 60 * MINUTE);
    job.holdNext();
    const stuck = a.tick(); // a takes the lease and hangs, as if its process had frozen
    await expect.poll(() => job.runs.length).toBe(1);
    await b.tick();
    expect(job.runs).toHaveLength(1);
    const view = (await b.list()).find((j) => j.name === 'test.daily');
    expect(view?.running).toBe(1);
    clock.advance(2 * MINUTE); // a's lease runs out: a died as far as anyone can tell
    const [taken] = await b.tick();
    expect(taken?.status).toBe('succeeded');
    expect(job.runs.map((r) => r.by)).toEqual(['a', 'b']);
    // a wakes up and finishes: it no longer holds the lease, so it records nothing over b's run.
    job.letGo();
    await stuck;
    const row = await t.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'test.daily')
      .executeTakeFirstOrThrow();
    expect([row.lease_owner, row.last_status, row.last_result]).toEqual([
      null,
      'succeeded',
      JSON.stringify({ runs: 2 }),
    ]);
    expect(new Date(Number(row.next_run_at)).toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });

  it('stops cleanly: a running job is aborted, gives its lease up and stays due for another instance', async () => {
    const job = countingJob('test.stopping', everyMinutes(10));
    const [a, b] = [runner(job.make('a')), runner(job.make('b'))];
    await a.tick();
    clock.advance(10 * MINUTE);
    job.holdNext();
    const running = a.tick();
    await expect.poll(() => job.runs.length).toBe(1);
    await a.stop();
    expect((await running).map((r) => [r.status, r.error])).toEqual([['interrupted', 'the instance is stopping']]);
    const row = await t.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', 'test.stopping')
      .executeTakeFirstOrThrow();
    expect([row.lease_owner, row.last_status]).toEqual([null, 'interrupted']);
    job.letGo();
    await b.tick();
    expect(job.runs.map((r) => r.by)).toEqual(['a', 'b']);
    expect(await a.tick()).toEqual([]);
  });

  it('records a failed run with its error and schedules the next', async () => {
    const failing: ScheduledJob = {
      name: 'test.failing',
      schedule: everyMinutes(30),
      run: async () => {
        throw new Error('the carrier API is down');
      },
    };
    const a = runner(failing);
    await a.tick();
    clock.advance(30 * MINUTE);
    const [run] = await a.tick();
    expect([run?.status, run?.error]).toEqual(['failed', 'the carrier API is down']);
    const [listed] = await a.list();
    expect(listed).toMatchObject({
      name: 'test.failing',
      last_status: 'failed',
      last_error: 'the carrier API is down',
      running: 0,
    });
  });

  it('refuses a job registered twice or after the runner started', async () => {
    const job = countingJob('test.twice', everyMinutes(5));
    const a = runner(job.make('a'));
    expect(() => a.register(job.make('a'))).toThrow(/registered twice/);
    await a.tick();
    expect(() => a.register(countingJob('test.late', everyMinutes(5)).make('a'))).toThrow(/after the runner started/);
  });
});

describe('the scheduled jobs staff API', () => {
  const clock = manualClock(Date.parse('2026-11-23T08:01:00Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ clock });
  });
  afterAll(() => t.close());

  it('lists every job with its schedule, last run and next run', async () => {
    const reply = await t.call(opsJobs.getJobList, { ops: true });
    expect(reply.error_code).toBe(0);
    expect(reply.content).toEqual([
      {
        name: 'auth.prunePasswordResets',
        schedule: 'daily at 03:10 UTC',
        running: 0,
        last_started_at: null,
        last_finished_at: null,
        last_status: null,
        last_result: null,
        last_error: null,
        next_run_at: '2026-11-24T03:10:00.000Z',
      },
      expect.objectContaining({
        name: 'demo.simulateInbound',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
      expect.objectContaining({
        name: 'demo.simulateOrders',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
      expect.objectContaining({
        name: 'demo.simulateParcels',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
      expect.objectContaining({
        name: 'demo.simulateTopUps',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
      expect.objectContaining({
        name: 'operation-log.prune',
        schedule: 'daily at 04:10 UTC',
        next_run_at: '2026-11-24T04:10:00.000Z',
      }),
      expect.objectContaining({
        name: 'order.clearRecipients',
        schedule: 'daily at 03:30 UTC',
        next_run_at: '2026-11-24T03:30:00.000Z',
      }),
      expect.objectContaining({
        name: 'platform.drainEvents',
        schedule: 'every minute',
      }),
      expect.objectContaining({
        name: 'platform.pruneExpired',
        schedule: 'every 60 minutes',
        next_run_at: '2026-11-23T09:00:00.000Z',
      }),
      expect.objectContaining({
        name: 'shop.pushStock',
        schedule: 'every minute',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
      expect.objectContaining({
        name: 'shop.sendTracking',
        schedule: 'every minute',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
      expect.objectContaining({
        name: 'shop.sync',
        schedule: 'every minute',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
      expect.objectContaining({
        name: 'storageFee.chargeDaily',
        schedule: 'every 60 minutes',
        next_run_at: '2026-11-23T09:00:00.000Z',
      }),
      expect.objectContaining({
        name: 'warning-email.digest',
        schedule: 'every 10 minutes',
        next_run_at: '2026-11-23T08:10:00.000Z',
      }),
      expect.objectContaining({
        name: 'warning-email.send',
        schedule: 'every minute',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
      expect.objectContaining({
        name: 'webhook.send',
        schedule: 'every minute',
        next_run_at: '2026-11-23T08:02:00.000Z',
      }),
    ]);
    expect((await t.call(opsJobs.getJobList, {})).status).toBe(401);
  });

  it('runs the pruning job now and answers what it deleted; expired rows go, live ones stay', async () => {
    const now = clock.now().getTime();
    const DAY = 24 * 60 * MINUTE;
    await t.db
      .insertInto('rate_limits')
      .values([
        { bucket: 'old-window', window_start: now - DAY - 1, hits: 3 },
        { bucket: 'live-window', window_start: now - 60 * MINUTE, hits: 3 },
      ])
      .execute();
    await t.db
      .insertInto('rate_buckets')
      .values([
        { bucket: 'full-again', tat: now - 1 },
        { bucket: 'draining', tat: now + 500 },
      ])
      .execute();
    await t.db
      .insertInto('work_slots')
      .values([
        { bucket: 'files:1', slot: 0, holder: 'dead', expires_at: now - 1 },
        { bucket: 'files:1', slot: 1, holder: 'alive', expires_at: now + MINUTE },
      ])
      .execute();
    await t.db
      .insertInto('auth_failures')
      .values([
        {
          subject: 'api-key',
          ip: '192.0.2.1',
          failures: 2,
          window_start: now - DAY - 5,
          last_failed_at: now - DAY - 5,
        },
        { subject: 'api-key', ip: '192.0.2.2', failures: 2, window_start: now - MINUTE, last_failed_at: now - MINUTE },
      ])
      .execute();
    const reply = await t.call(opsJobs.runJob, { ops: true, body: { name: 'platform.pruneExpired' } });
    expect(reply.error_code).toBe(0);
    expect(reply.content).toEqual({
      name: 'platform.pruneExpired',
      status: 'succeeded',
      result: { idempotency_keys: 0, rate_limits: 1, rate_buckets: 1, work_slots: 1, auth_failures: 1 },
      error: null,
      started_at: clock.now().toISOString(),
      finished_at: clock.now().toISOString(),
    });
    expect((await t.db.selectFrom('rate_limits').select('bucket').execute()).map((r) => r.bucket)).not.toContain(
      'old-window',
    );
    expect((await t.db.selectFrom('rate_limits').select('bucket').execute()).map((r) => r.bucket)).toContain(
      'live-window',
    );
    expect((await t.db.selectFrom('rate_buckets').select('bucket').execute()).map((r) => r.bucket)).toEqual([
      'draining',
    ]);
    expect((await t.db.selectFrom('work_slots').select('holder').execute()).map((r) => r.holder)).toEqual(['alive']);
    expect((await t.db.selectFrom('auth_failures').select('ip').execute()).map((r) => r.ip)).toEqual(['192.0.2.2']);
    const listed = (await t.call(opsJobs.getJobList, { ops: true })).content.find(
      (j) => j.name === 'platform.pruneExpired',
    );
    expect(listed).toMatchObject({ last_status: 'succeeded', last_result: reply.content.result, running: 0 });
  });

  it('prunes password-reset rows a day after they expired, from the auth module job', async () => {
    const expired = new Date(clock.now().getTime() - 25 * 60 * MINUTE).toISOString();
    const live = new Date(clock.now().getTime() + 30 * MINUTE).toISOString();
    const account = await t.db.selectFrom('accounts').select(['id', 'customer_id']).limit(1).executeTakeFirstOrThrow();
    await t.db
      .insertInto('password_resets')
      .values([
        {
          account_id: account.id,
          customer_id: account.customer_id,
          token_hash: 'old',
          expires_at: expired,
          used_at: null,
          created_at: expired,
        },
        {
          account_id: account.id,
          customer_id: account.customer_id,
          token_hash: 'new',
          expires_at: live,
          used_at: null,
          created_at: live,
        },
      ])
      .execute();
    const reply = await t.call(opsJobs.runJob, { ops: true, body: { name: 'auth.prunePasswordResets' } });
    expect(reply.content.result).toEqual({ password_resets: 1 });
    expect((await t.db.selectFrom('password_resets').select('token_hash').execute()).map((r) => r.token_hash)).toEqual([
      'new',
    ]);
  });

  it('refuses an unknown job and one that another instance is running', async () => {
    const unknown = await t.call(opsJobs.runJob, { ops: true, body: { name: 'nope' }, lang: 'zh_CN' });
    expect([unknown.status, unknown.error_code, unknown.msg]).toEqual([404, 1320, '没有该名称的定时任务']);
    const now = clock.now().getTime();
    await t.db
      .updateTable('scheduled_jobs')
      .set({ lease_owner: 'another-instance', lease_until: now + MINUTE })
      .where('name', '=', 'platform.pruneExpired')
      .execute();
    const busy = await t.call(opsJobs.runJob, { ops: true, body: { name: 'platform.pruneExpired' } });
    expect([busy.status, busy.error_code]).toEqual([200, 1321]);
    expect(
      (await t.call(opsJobs.getJobList, { ops: true })).content.find((j) => j.name === 'platform.pruneExpired')
        ?.running,
    ).toBe(1);
    clock.advance(MINUTE);
    expect((await t.call(opsJobs.runJob, { ops: true, body: { name: 'platform.pruneExpired' } })).content.status).toBe(
      'succeeded',
    );
  });
});

describe('the job runner in a running server', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('ticks on its own when JOBS_ENABLED, and not when it is off', async () => {
    expect(loadConfig({}).jobs).toEqual({ enabled: true, tickMs: 30_000 });
    expect(loadConfig({ JOBS_ENABLED: '0', JOBS_TICK_MS: '5000' }).jobs).toEqual({ enabled: false, tickMs: 5000 });
    expect(() => loadConfig({ JOBS_ENABLED: 'maybe' })).toThrow(/1 or 0/);

    const clock = manualClock(Date.parse('2026-11-23T08:59:00Z'));
    t = await TestApp.start({ clock, env: { JOBS_ENABLED: '1', JOBS_TICK_MS: '20', DEMO_SIMULATOR: '0' } });
    await expect.poll(() => t?.db.selectFrom('scheduled_jobs').select('name').execute()).toHaveLength(12);
    clock.advance(MINUTE); // 09:00: the pruning job is due
    await expect
      .poll(
        async () =>
          (
            await t?.db
              .selectFrom('scheduled_jobs')
              .select('last_status')
              .where('name', '=', 'platform.pruneExpired')
              .executeTakeFirst()
          )?.last_status,
      )
      .toBe('succeeded');
  });
});
