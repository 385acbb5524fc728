import { expect } from 'vitest';
import type { TestApp } from './test-app';

/**
 * The latest answer of health calls made every 20 ms while `work` runs, each timed from when it was
 * due (the end of the previous one plus the pause), so the event loop held during a pause counts too.
 */
export async function slowestHealthCall(
  t: TestApp,
  work: Promise<unknown>,
): Promise<{ slowest: number; calls: number }> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  let slowest = 0;
  let calls = 0;
  while (!done) {
    const due = performance.now() + 20;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reply = await t.app.server.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    slowest = Math.max(slowest, performance.now() - due);
    calls += 1;
  }
  await finished;
  return { slowest, calls };
}
