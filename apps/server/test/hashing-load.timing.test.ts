import fs from 'node:fs';
import path from 'node:path';
import { auth } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { CompiledServer } from './support/compiled-server';

/**
 * Found: 8 concurrent sign-ins with unknown addresses at the production scrypt cost took 15 s and held
 * up file serving for 13 s, because every hash took one of libuv's 4 threads and file reads queued
 * behind them. Hashing is now bounded and has threads of its own.
 */
describe('password hashing under a burst of sign-ins (production cost)', () => {
  let server: CompiledServer | undefined;
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
  });

  it('keeps serving files, answers excess sign-ins at once with Retry-After, and answers the rest promptly', async () => {
    server = await CompiledServer.start(
      { PASSWORD_SCRYPT_LOG_N: '17', TRUST_PROXY: 'true', HASH_CONCURRENCY: '2' },
      // The demo accounts' passwords hashed at this cost, not the seeded copy's cheaper one.
      { ownSeed: true },
    );
    const uploads = path.join(server.dataDir, 'uploads/10001');
    const image = `${server.url}/uploads/10001/${fs.readdirSync(uploads).find((f) => f.endsWith('.png'))}`;
    expect((await fetch(image)).status).toBe(200);

    const signIn = async (i: number) => {
      const started = performance.now();
      const reply = await fetch(`${server?.url}${auth.login.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `unknown${i}@portal.test`, password: 'Guess#2026-x' }),
      });
      const body = (await reply.json()) as { error_code: number };
      return { ms: performance.now() - started, code: body.error_code, retryAfter: reply.headers.get('retry-after') };
    };
    // The first unknown address also computes the decoy hash every later one reuses.
    expect((await signIn(100)).code).toBe(1006);

    const signIns = Array.from({ length: 16 }, (_, i) => signIn(i));

    await new Promise((resolve) => setTimeout(resolve, 100));
    const fileTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await fetch(image)).status).toBe(200);
      fileTimes.push(performance.now() - started);
    }
    const results = await Promise.all(signIns);

    // Before: 4.9 s here, the reads queued behind every hash. Generous for a busy test machine.
    expect(Math.max(...fileTimes)).toBeLessThan(1500);
    const refused = results.filter((r) => r.code === 1003);
    const checked = results.filter((r) => r.code === 1006);
    expect(refused.length + checked.length).toBe(16);
    expect(refused.length).toBeGreaterThan(0);
    // Each refusal names a later time than the one before, so the burst does not come back at once.
    const waits = refused.map((r) => Number(r.retryAfter));
    for (const wait of waits) expect(Number.isInteger(wait) && wait >= 1).toBe(true);
    expect(Math.max(...waits)).toBeGreaterThan(Math.min(...waits));
    // Two hashing and at most a round waiting: none of the admitted waits behind a long queue, and a
    // refusal does not wait for any hash.
    expect(checked.length).toBeLessThanOrEqual(4);
    expect(Math.max(...refused.map((r) => r.ms))).toBeLessThan(Math.max(...checked.map((r) => r.ms)));
  });
});
