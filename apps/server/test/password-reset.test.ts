import { createHash } from 'node:crypto';
import { auth, ops, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, TestApp } from './support/test-app';

const PUBLIC_URL = 'https://portal.example.test';

/** A clock the test moves forward, to step past the 30-minute life of a reset link. */
const clock = {
  offsetMs: 0,
  now() {
    return new Date(Date.now() + this.offsetMs);
  },
};

describe('forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Tests pose as several clients through X-Forwarded-For, as a load balancer would set it.
    t = await TestApp.start({ clock, env: { PUBLIC_URL, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  /** The newest mail to an address, read the way staff read it: through the ops outbox. */
  async function newestMail(to: string) {
    const reply = await t.call(ops.getMailOutbox, { ops: true, query: { to, page: 1, page_size: 10 } });
    expect(reply.error_code).toBe(0);
    return { mail: reply.content.list[0], total: reply.content.total };
  }

  async function requestLink(email: string, lang: 'en' | 'zh_CN' = 'en'): Promise<string> {
    const reply = await t.call(auth.sendResetEmail, { body: { email }, lang });
    expect(reply.error_code).toBe(0);
    const { mail } = await newestMail(email);
    const token = mail?.text.match(/\/forget\?token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no reset link in ${mail?.text}`);
    return token;
  }

  const reset = (token: string, password: string, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(auth.resetPassword, { body: { token, new_pwd: password, confirm_new_pwd: password }, lang });

  it('mails a link in the request language and keeps only a hash of its token', async () => {
    const token = await requestLink(DEMO_LOGINS.main, 'zh_CN');
    const { mail } = await newestMail(DEMO_LOGINS.main);
    expect(mail).toMatchObject({ to: DEMO_LOGINS.main, subject: '重置您的密码', transport: 'outbox' });
    expect(mail?.text).toContain(`${PUBLIC_URL}/forget?token=${token}`);
    expect(mail?.text).toContain('30 分钟');
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/forget?token=${token}"`);

    const rows = await t.db.selectFrom('password_resets').select(['token_hash', 'expires_at', 'created_at']).execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const row = rows.find((r) => r.token_hash === createHash('sha256').update(token).digest('hex'));
    expect(row).toBeDefined();
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(30 * 60_000);
  });

  it('sets the new password once, signs every session out, and the link then stops working', async () => {
    const before = await t.login();
    const token = await requestLink(DEMO_LOGINS.main);
    expect((await newestMail(DEMO_LOGINS.main)).mail?.subject).toBe('Reset your password');

    const done = await reset(token, 'Recovered#2026');
    expect(done.error_code).toBe(0);
    expect((await t.call(user.getCurrentUser, { token: before })).error_code).toBe(1010);
    const oldPassword = await t.call(auth.login, { body: { email: DEMO_LOGINS.main, password: DEMO_PASSWORD } });
    expect(oldPassword.error_code).toBe(1006);
    const fresh = await t.login(DEMO_LOGINS.main, 'Recovered#2026');
    expect((await t.call(user.getCurrentUser, { token: fresh })).error_code).toBe(0);

    const again = await reset(token, 'Second#2026', 'zh_CN');
    expect(again.error_code).toBe(1014);
    expect(again.msg).toBe('重置链接无效或已过期，请重新申请');
    await t.login(DEMO_LOGINS.main, 'Recovered#2026');
  });

  it('refuses a link older than 30 minutes', async () => {
    const token = await requestLink(DEMO_LOGINS.main);
    clock.offsetMs += 31 * 60_000;
    const late = await reset(token, 'TooLate#2026');
    expect(late.error_code).toBe(1014);
    expect(late.msg).toBe('The reset link is invalid or has expired, please request a new one');
    await t.login(DEMO_LOGINS.main, 'Recovered#2026');
  });

  it('keeps only the newest link of an account valid', async () => {
    const first = await requestLink(DEMO_LOGINS.other);
    const second = await requestLink(DEMO_LOGINS.other);
    expect(first).not.toBe(second);
    expect((await reset(first, 'Other#New2026')).error_code).toBe(1014);
    expect((await reset(second, 'Other#New2026')).error_code).toBe(0);
    await t.login(DEMO_LOGINS.other, 'Other#New2026');
  });

  it('keeps the platform variant of the form in the link', async () => {
    const reply = await t.call(auth.sendResetEmail, { body: { email: DEMO_LOGINS.sub, platform_type: 3 } });
    expect(reply.error_code).toBe(0);
    const { mail } = await newestMail(DEMO_LOGINS.sub);
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/forget\\?token=[\\w-]+&platform_type=3\\n`));
  });

  it('refuses a made-up token', async () => {
    expect((await reset('x'.repeat(43), 'Guess#2026pw')).error_code).toBe(1014);
  });

  it('answers success for an unknown address without writing any mail or token', async () => {
    const resets = await t.db.selectFrom('password_resets').select('id').execute();
    const reply = await t.call(auth.sendResetEmail, { body: { email: 'nobody@portal.test' } });
    expect(reply.error_code).toBe(0);
    expect(reply.msg).toBe('Success');
    expect((await newestMail('nobody@portal.test')).total).toBe(0);
    expect(await t.db.selectFrom('password_resets').select('id').execute()).toHaveLength(resets.length);
  });

  it('limits reset mails per address, known or not, with "Operation too frequent"', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await t.call(auth.sendResetEmail, {
        body: { email: 'flood@portal.test' },
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      codes.push(reply.error_code);
    }
    expect(codes).toEqual([0, 0, 0, 0, 0, 1003]);
  });

  it('limits reset mails per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const reply = await t.call(auth.sendResetEmail, {
        body: { email: `someone${i}@portal.test` },
        headers: { 'x-forwarded-for': '192.0.2.200' },
        lang: 'zh_CN',
      });
      codes.push(reply.error_code);
      if (i === 20) expect(reply.msg).toBe('操作过于频繁');
    }
    expect(codes.slice(0, 20).every((c) => c === 0)).toBe(true);
    expect(codes[20]).toBe(1003);
  });
});
