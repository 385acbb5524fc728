import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HeavyWorkPool, type HeavyWorkSettings } from './heavy-work-pool';
import type { FixtureTask } from './heavy-work-pool.fixture';

const FIXTURE = { file: path.join(import.meta.dirname, 'heavy-work-pool.fixture.ts'), fromSource: true };
const SETTINGS: HeavyWorkSettings = { threads: 1, queue: 10, timeoutMs: 5000, memoryMb: 64, idleMs: 1000 };

describe('HeavyWorkPool', { timeout: 30_000 }, () => {
  let pool: HeavyWorkPool;
  afterEach(() => pool.close());

  const run = (task: FixtureTask, owner: string | number = 1) => pool.run<string>(FIXTURE, task, { owner });

  it('answers a result, and carries a refusal back as the same AppError', async () => {
    pool = new HeavyWorkPool(SETTINGS);
    await expect(run({ kind: 'echo', value: 'hi' })).resolves.toBe('hi');
    await expect(run({ kind: 'refuse' })).rejects.toMatchObject({ code: 'IMPORT_EMPTY' });
  });

  it('terminates a task past its time limit and goes on with a new worker', async () => {
    pool = new HeavyWorkPool({ ...SETTINGS, timeoutMs: 1500 });
    await run({ kind: 'echo', value: 'warm' });
    const started = performance.now();
    await expect(run({ kind: 'spin' })).rejects.toMatchObject({ code: 'WORK_TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(3000);
    await expect(run({ kind: 'echo', value: 'after' })).resolves.toBe('after');
  });

  it('counts a task’s time limit from when its worker has loaded and taken it, not from its start-up', async () => {
    pool = new HeavyWorkPool({ ...SETTINGS, timeoutMs: 300 });
    const slowStart = {
      file: path.join(import.meta.dirname, 'heavy-work-pool.slow-start.fixture.ts'),
      fromSource: true,
    };
    await expect(pool.run<string>(slowStart, { value: 'loaded' }, { owner: 1 })).resolves.toBe('loaded');
  });

  it('refuses a task that outgrows its heap as too large, and goes on', async () => {
    pool = new HeavyWorkPool({ ...SETTINGS, memoryMb: 48, timeoutMs: 20_000 });
    await expect(run({ kind: 'grow' })).rejects.toMatchObject({ code: 'FILE_TOO_COMPLEX' });
    await expect(run({ kind: 'echo', value: 'after' })).resolves.toBe('after');
  });

  it('refuses work beyond its queue as "server busy"', async () => {
    pool = new HeavyWorkPool({ ...SETTINGS, queue: 2 });
    const running = run({ kind: 'echo', value: 'a', delayMs: 300 });
    const waiting = [run({ kind: 'echo', value: 'b' }), run({ kind: 'echo', value: 'c' })];
    await expect(run({ kind: 'echo', value: 'd' })).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    await expect(Promise.all([running, ...waiting])).resolves.toEqual(['a', 'b', 'c']);
  });

  it('takes waiting tasks in turn per owner, so one owner’s pile does not hold another back', async () => {
    pool = new HeavyWorkPool(SETTINGS);
    const order: string[] = [];
    const track = (value: string, owner: string) =>
      run({ kind: 'echo', value, delayMs: 20 }, owner).then((result) => order.push(result));
    const first = track('a1', 'a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await Promise.all([
      first,
      track('a2', 'a'),
      track('a3', 'a'),
      track('a4', 'a'),
      track('b1', 'b'),
      track('c1', 'c'),
    ]);
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'a4']);
  });

  it('keeps a warmed worker loaded past the idle time, where an ordinary one is let go', async () => {
    pool = new HeavyWorkPool({ ...SETTINGS, threads: 2, idleMs: 200 });
    const plain = await run({ kind: 'thread' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await run({ kind: 'thread' })).not.toBe(plain);
    await pool.close();

    pool = new HeavyWorkPool({ ...SETTINGS, threads: 2, idleMs: 200 });
    await expect(pool.warm(FIXTURE, { kind: 'echo', value: 'warm' })).resolves.toBe(true);
    expect(pool.warmed).toEqual([FIXTURE.file]);
    const warmed = await run({ kind: 'thread' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await run({ kind: 'thread' })).toBe(warmed);
    await expect(pool.warm(FIXTURE, { kind: 'refuse' })).resolves.toBe(false);
  });
  it('preloads a kind of worker for a likely file, once, never ahead of real work, and lets it go when idle', async () => {
    pool = new HeavyWorkPool({ ...SETTINGS, threads: 1, idleMs: 300 });
    const busy = run({ kind: 'echo', value: 'file', delayMs: 200 });
    expect(pool.preload(FIXTURE, { kind: 'echo', value: 'warm' })).toBe(false);
    await busy;
    expect(pool.preload(FIXTURE, { kind: 'echo', value: 'warm' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pool.loaded).toEqual([]);

    expect(pool.preload(FIXTURE, { kind: 'echo', value: 'warm' })).toBe(true);
    expect(pool.loaded).toEqual([FIXTURE.file]);
    expect(pool.preload(FIXTURE, { kind: 'echo', value: 'warm' })).toBe(false);
    const preloaded = await run({ kind: 'thread' });
    expect(await run({ kind: 'thread' })).toBe(preloaded);
    expect(pool.warmed).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pool.loaded).toEqual([]);
  });
});
