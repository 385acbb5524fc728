import { describe, expect, it } from 'vitest';
import { AppError } from '../kernel/app-error';
import { HashQueue } from './hash-queue';

/** A task the test finishes by hand. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('HashQueue', () => {
  it('runs `concurrency` hashes, queues `maxWaiting` in order and refuses the rest with Retry-After', async () => {
    const queue = new HashQueue({ concurrency: 2, maxWaiting: 2, maxWaitMs: 1000, perClient: 10 });
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      queue.run('a', () => {
        started.push(i);
        return g.task();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);

    const refused = await queue.run('b', async () => 'never').catch((error: AppError) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'TOO_FREQUENT', retryAfterSeconds: 1 });

    gates[1]?.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3]);
    // Everything released: the full capacity is there again.
    expect(await Promise.all([1, 2, 3, 4].map((n) => queue.run('c', async () => n)))).toEqual([1, 2, 3, 4]);
  });

  it('lets one client hold only `perClient` places, so others still get in', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 1000, perClient: 2 });
    const g = gate();
    const mine = [queue.run('attacker', g.task), queue.run('attacker', g.task)];
    await expect(queue.run('attacker', g.task)).rejects.toMatchObject({ code: 'TOO_FREQUENT' });
    const other = queue.run('someone', async () => 'in');
    g.open();
    await Promise.all(mine);
    expect(await other).toBe('in');
  });

  it('frees the place of a hash that failed', async () => {
    const queue = new HashQueue({ concurrency: 1, maxWaiting: 0, maxWaitMs: 1000, perClient: 1 });
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', async () => 'again')).toBe('again');
  });

  it('queues only as many as can start within maxWaitMs at the measured hash time, and says when to retry', async () => {
    let clock = 0;
    const queue = new HashQueue({ concurrency: 2, maxWaiting: 100, maxWaitMs: 1000, perClient: 100 }, () => clock);
    // Two hashes of 400 ms each teach the queue how long a hash takes.
    const learn = [gate(), gate()];
    const learning = learn.map((g) => queue.run(undefined, g.task));
    clock += 400;
    for (const g of learn) g.open();
    await Promise.all(learning);

    const gates = Array.from({ length: 7 }, gate);
    const outcomes = gates.map((g) =>
      queue.run(undefined, g.task).then(
        () => 'done',
        (error: AppError) => `refused, retry after ${error.retryAfterSeconds} s`,
      ),
    );
    // 2 run; waiting 1–2 start within one round (400 ms), 3–4 within two (800 ms); a fifth would wait 1.2 s.
    expect(await outcomes[6]).toBe('refused, retry after 2 s');
    // Later refusals are sent back later, 200 ms (400 ms / 2 slots) apart: 1.6 s, 1.8 s, 2 s, 2.2 s, …
    const later = Array.from({ length: 5 }, () =>
      queue.run(undefined, async () => 'never').catch((error: AppError) => error.retryAfterSeconds),
    );
    expect(await Promise.all(later)).toEqual([2, 2, 2, 3, 3]);
    for (const g of gates) g.open();
    expect(await Promise.all(outcomes.slice(0, 6))).toEqual(Array(6).fill('done'));
  });
});
