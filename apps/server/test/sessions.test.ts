import { auth, user } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../src/platform/clock';
import { DEMO_LOGINS, DEMO_PASSWORD, TestApp } from './support/test-app';

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-11-21T08:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

describe('session lifetime and limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('expires a session after the idle time, and keeps an active one alive', async () => {
    const clock = manualClock();
    t = await TestApp.start({ clock, env: { SESSION_IDLE_MINUTES: '30' } });
    const token = await t.login();
    clock.advance(20 * 60_000);
    expect((await t.call(user.getCurrentUser, { token })).error_code).toBe(0);
    clock.advance(25 * 60_000); // 45 minutes after sign-in, but only 25 after the last request
    expect((await t.call(user.getCurrentUser, { token })).error_code).toBe(0);
    clock.advance(31 * 60_000);
    const expired = await t.call(user.getCurrentUser, { token, lang: 'zh_CN' });
    expect(expired.error_code).toBe(1010);
    expect(expired.msg).toBe('登录状态已过期，请重新登录');
  });

  it('limits sign-in attempts per client address across accounts', async () => {
    t = await TestApp.start({ env: { LOGIN_MAX_PER_IP: '3', TRUST_PROXY: 'true' } });
    const attempt = (email: string) =>
      t?.call(auth.login, { body: { email, password: 'Wrong#pass1' }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    const codes = [];
    for (const email of ['a1@portal.test', 'a2@portal.test', 'a3@portal.test', 'a4@portal.test']) {
      codes.push((await attempt(email))?.error_code);
    }
    expect(codes).toEqual([1006, 1006, 1006, 1003]);
    // Another address is not affected.
    const elsewhere = await t.call(auth.login, { body: { email: DEMO_LOGINS.main, password: DEMO_PASSWORD } });
    expect(elsewhere.error_code).toBe(0);
  });

  it('answers an unexpected failure in the envelope with the request id, not a bare 500', async () => {
    t = await TestApp.start();
    const token = await t.login();
    await t.app.core.db.kysely.destroy();
    const reply = await t.call(user.getCurrentUser, { token });
    expect(reply.status).toBe(500);
    expect(reply.error_code).toBe(1500);
    expect(reply.msg).toMatch(/^System busy, please try again later \([0-9a-f-]{36}\)$/);
  });
});
