import { auth, setting, user } from '@portal/contract';
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
    t = await TestApp.start({ clock, seedOnRealTime: true, env: { SESSION_IDLE_MINUTES: '30' } });
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

  it('ends a session at its absolute lifetime however active it is', async () => {
    const clock = manualClock();
    t = await TestApp.start({
      clock,
      seedOnRealTime: true,
      env: { SESSION_IDLE_MINUTES: '1440', SESSION_MAX_DAYS: '2' },
    });
    const token = await t.login();
    for (let hours = 0; hours < 47; hours += 12) {
      expect((await t.call(user.getCurrentUser, { token })).error_code).toBe(0);
      clock.advance(12 * 3_600_000);
    }
    // 48 hours after sign-in, an hour after the last request.
    const expired = await t.call(user.getCurrentUser, { token });
    expect(expired.error_code).toBe(1010);
    const row = await t.db.selectFrom('sessions').select(['created_at', 'expires_at']).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(2 * 86_400_000);
  });

  it("lists only the caller account's own live sessions, with device, address and last use, the current one marked", async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
    const signIn = async (email: string, ip: string) => {
      const reply = await t?.call(auth.login, {
        body: { email, password: DEMO_PASSWORD },
        headers: { 'x-forwarded-for': ip, 'user-agent': chrome },
      });
      return reply?.content.token ?? '';
    };
    const office = await signIn(DEMO_LOGINS.main, '198.51.100.20');
    const phone = await signIn(DEMO_LOGINS.main, '198.51.100.21');
    const ended = await signIn(DEMO_LOGINS.main, '198.51.100.22');
    await t.call(auth.logout, { token: ended });
    await signIn(DEMO_LOGINS.sub, '198.51.100.23');
    await signIn(DEMO_LOGINS.other, '198.51.100.24');

    const list = await t.call(setting.getSessionList, { token: office });
    expect(list.error_code).toBe(0);
    expect(list.content.map((s) => [s.ip, s.current, s.device])).toEqual(
      expect.arrayContaining([
        ['198.51.100.20', 1, 'Chrome 140 · Windows 10'],
        ['198.51.100.21', 0, 'Chrome 140 · Windows 10'],
      ]),
    );
    expect(list.content).toHaveLength(2);
    expect(list.content.every((s) => s.last_seen_at >= s.created_at)).toBe(true);
    expect((await t.call(setting.getSessionList, { token: phone })).content.find((s) => s.current)?.ip).toBe(
      '198.51.100.21',
    );
  });

  it("ends another session of the own account, refuses the current one and any other account's", async () => {
    t = await TestApp.start();
    const mine = await t.login();
    const other = await t.login();
    const sub = await t.login(DEMO_LOGINS.sub);
    const stranger = await t.login(DEMO_LOGINS.other);
    const sessions = (await t.call(setting.getSessionList, { token: mine })).content;
    const current = sessions.find((s) => s.current === 1)?.id ?? 0;
    const otherId = sessions.find((s) => s.current === 0)?.id ?? 0;
    const subId = (await t.call(setting.getSessionList, { token: sub })).content[0]?.id ?? 0;
    const strangerId = (await t.call(setting.getSessionList, { token: stranger })).content[0]?.id ?? 0;

    const self = await t.call(setting.endSession, { token: mine, body: { id: current }, lang: 'zh_CN' });
    expect(self.error_code).toBe(1001);
    expect(self.msg).toBe('验证失败: id: 这是您正在使用的会话，请通过退出登录结束');
    // The main account cannot end its sub-account's session, nor another merchant's.
    for (const id of [subId, strangerId]) {
      expect((await t.call(setting.endSession, { token: mine, body: { id } })).error_code).toBe(1004);
    }
    expect((await t.call(user.getCurrentUser, { token: sub })).error_code).toBe(0);
    expect((await t.call(user.getCurrentUser, { token: stranger })).error_code).toBe(0);

    expect((await t.call(setting.endSession, { token: mine, body: { id: otherId } })).error_code).toBe(0);
    expect((await t.call(user.getCurrentUser, { token: other })).error_code).toBe(1010);
    expect((await t.call(user.getCurrentUser, { token: mine })).error_code).toBe(0);
    expect((await t.call(setting.endSession, { token: mine, body: { id: otherId } })).error_code).toBe(1004);
  });

  it("ends every other session of the own account and none of anyone else's", async () => {
    t = await TestApp.start();
    const mine = await t.login();
    const others = [await t.login(), await t.login()];
    const sub = await t.login(DEMO_LOGINS.sub);
    const reply = await t.call(setting.endOtherSessions, { token: mine });
    expect(reply.content).toEqual({ ended: 2 });
    for (const token of others) expect((await t.call(user.getCurrentUser, { token })).error_code).toBe(1010);
    expect((await t.call(user.getCurrentUser, { token: mine })).error_code).toBe(0);
    expect((await t.call(user.getCurrentUser, { token: sub })).error_code).toBe(0);
    expect((await t.call(setting.getSessionList, { token: mine })).content).toHaveLength(1);
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
    await t.db.destroy();
    const reply = await t.call(user.getCurrentUser, { token });
    expect(reply.status).toBe(500);
    expect(reply.error_code).toBe(1500);
    expect(reply.msg).toMatch(/^System busy, please try again later \([0-9a-f-]{36}\)$/);
  });
});
