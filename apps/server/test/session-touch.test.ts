import { user } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from './support/manual-clock';
import { TestApp } from './support/test-app';

/** Every authenticated request reads the session; writing it each time would make it a write hot spot. */
describe('session last-seen time', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is written at most once a minute however many requests the session makes', async () => {
    const clock = manualClock();
    t = await TestApp.start({ clock, seedOnRealTime: true, env: { SESSION_IDLE_MINUTES: '30' } });
    const token = await t.login();
    const session = () =>
      t?.db
        .selectFrom('sessions')
        .select(['last_seen_at', 'expires_at'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const signedIn = await session();

    for (let second = 0; second < 60; second += 5) {
      clock.advance(5_000);
      expect((await t.call(user.getCurrentUser, { token })).error_code).toBe(0);
    }
    expect(await session()).toEqual(signedIn);

    clock.advance(1_000);
    expect((await t.call(user.getCurrentUser, { token })).error_code).toBe(0);
    const touched = await session();
    expect(touched?.last_seen_at).toBe('2026-11-23T08:01:01.000Z');
    expect(touched?.expires_at).toBe('2026-11-23T08:31:01.000Z');

    clock.advance(30_000);
    await t.call(user.getCurrentUser, { token });
    expect(await session()).toEqual(touched);
  });
});
