import { auth, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, TestApp } from './support/test-app';

/** A clock the test moves by hand. */
const clock = {
  at: Date.parse('2026-11-21T08:00:00Z'),
  now() {
    return new Date(this.at);
  },
  advance(ms: number) {
    this.at += ms;
  },
};

/**
 * The sign-in policy of docs/SECURITY.md. Found by the probe: ten wrong passwords from anywhere
 * locked the owner out for 15 minutes from every address.
 */
describe('sign-in lockout per account and address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each test poses as several clients through X-Forwarded-For, as a load balancer sets it.
    t = await TestApp.start({ clock, seedOnRealTime: true, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(auth.login, { body: { email, password }, lang, headers: { 'x-forwarded-for': ip } });

  /** Guesses from one address, waiting out each slow-down, until the address is refused. */
  async function guessUntilRefused(email: string, ip: string): Promise<{ failed: number; msg: string }> {
    let failed = 0;
    for (let i = 0; i < 30; i++) {
      const reply = await attempt(email, `Wrong#guess${i}`, ip);
      if (reply.error_code === 1006) failed += 1;
      else if (/minutes$/.test(reply.msg)) return { failed, msg: reply.msg };
      else clock.advance(Number(reply.raw.headers['retry-after']) * 1000);
    }
    throw new Error('never refused');
  }

  it('slows an address that guesses, telling it how long to wait, in both languages', async () => {
    const email = DEMO_LOGINS.other;
    for (let i = 0; i < 3; i++) expect((await attempt(email, `Wrong#one${i}`, '203.0.113.1')).error_code).toBe(1006);
    const slowed = await attempt(email, 'Wrong#one3', '203.0.113.1');
    expect([slowed.status, slowed.error_code]).toEqual([429, 1003]);
    expect(slowed.msg).toBe('Operation too frequent: please try again in 2 seconds');
    expect(slowed.raw.headers['retry-after']).toBe('2');
    // Even the right password waits: the wait is checked before any password is.
    const zh = await attempt(email, DEMO_PASSWORD, '203.0.113.1', 'zh_CN');
    expect(zh.msg).toBe('操作过于频繁: 请 2 秒后再试');
    clock.advance(2000);
    expect((await attempt(email, DEMO_PASSWORD, '203.0.113.1')).error_code).toBe(0);
  });

  it('refuses an address after ten failures, yet lets the owner in from another address after seconds', async () => {
    const email = DEMO_LOGINS.main;
    const owner = await t.login(email);
    const { failed, msg } = await guessUntilRefused(email, '203.0.113.66');
    expect(failed).toBe(10);
    expect(msg).toMatch(/^Operation too frequent: please try again in 1[0-5] minutes$/);
    const still = await attempt(email, DEMO_PASSWORD, '203.0.113.66');
    expect(still.error_code).toBe(1003);
    // The owner elsewhere is not refused: a new address waits seconds, not the attacker's 15 minutes.
    const elsewhere = await attempt(email, DEMO_PASSWORD, '198.51.100.7');
    expect(elsewhere.msg).toBe('Operation too frequent: please try again in 5 seconds');
    clock.advance(5000);
    expect((await attempt(email, DEMO_PASSWORD, '198.51.100.7')).error_code).toBe(0);
    expect((await t.call(user.getCurrentUser, { token: owner })).error_code).toBe(0);
    clock.advance(15 * 60_000);
    expect((await attempt(email, DEMO_PASSWORD, '203.0.113.66')).error_code).toBe(0);
  });

  it('slows new addresses while many addresses guess one account, but never refuses the right password', async () => {
    const email = DEMO_LOGINS.sub;
    // The owner signed in from home before.
    expect((await attempt(email, DEMO_PASSWORD, '192.0.2.10')).error_code).toBe(0);
    for (let i = 0; i < 10; i++) {
      expect((await attempt(email, `Wrong#spread${i}`, `203.0.113.${100 + i}`)).error_code).toBe(1006);
    }
    const travelling = await attempt(email, DEMO_PASSWORD, '198.51.100.99');
    expect(travelling.msg).toBe('Operation too frequent: please try again in 5 seconds');
    // Home, an address the account signed in from, is not held up by strangers' guessing.
    expect((await attempt(email, DEMO_PASSWORD, '192.0.2.10')).error_code).toBe(0);
    clock.advance(5000);
    expect((await attempt(email, DEMO_PASSWORD, '198.51.100.99')).error_code).toBe(0);
    // Another guess from a new address restarts the wait for new addresses.
    expect((await attempt(email, 'Wrong#again1', '203.0.113.120')).error_code).toBe(1006);
    expect((await attempt(email, 'Wrong#again2', '203.0.113.121')).error_code).toBe(1003);
  });

  it('answers an unknown email exactly like a known one', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt('nobody@portal.test', `Wrong#x${i}`, '203.0.113.200')).error_code).toBe(1006);
    }
    expect((await attempt('nobody@portal.test', 'Wrong#x3', '203.0.113.200')).msg).toBe(
      'Operation too frequent: please try again in 2 seconds',
    );
  });
});
