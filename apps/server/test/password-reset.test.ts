import { createHash } from 'node:crypto';
import { auth, opsIdentity, user } from '@portal/contract';
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
    t = await TestApp.start({ clock, seedOnRealTime: true, env: { PUBLIC_URL, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  /**
   * The newest mail to an address as the outbox table keeps it: the mailbox of demo mode. (Staff
   * reading it through the ops API see the link's token masked.)
   */
  async function newestMail(to: string) {
    const rows = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .execute();
    const [row] = rows;
    const mail = row && { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body };
    return { mail, total: rows.length };
  }

  async function requestLink(email: string, lang: 'en' | 'zh_CN' = 'en'): Promise<string> {
    const reply = await t.call(auth.sendResetEmail, { body: { email }, lang });
    expect(reply.error_code).toBe(0);
    const { mail } = await newestMail(email);
    const token = mail?.text.match(/\/forget#token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no reset link in ${mail?.text}`);
    return token;
  }

  const reset = (token: string, password: string, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(auth.resetPassword, { body: { token, new_pwd: password, confirm_new_pwd: password }, lang });

  it('mails a link in the request language and keeps only a hash of its token', async () => {
    const token = await requestLink(DEMO_LOGINS.main, 'zh_CN');
    const { mail } = await newestMail(DEMO_LOGINS.main);
    expect(mail).toMatchObject({ to: DEMO_LOGINS.main, subject: '重置您的密码' });
    // In the fragment: browsers send it to no server, so it stays out of logs and Referer headers.
    expect(mail?.text).toContain(`${PUBLIC_URL}/forget#token=${token}`);
    expect(mail?.text).toContain('30 分钟');
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/forget#token=${token}"`);

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
    expect((await reset(first, 'Lantern#New2026')).error_code).toBe(1014);
    expect((await reset(second, 'Lantern#New2026')).error_code).toBe(0);
    await t.login(DEMO_LOGINS.other, 'Lantern#New2026');
  });

  it('keeps the platform variant of the form in the link', async () => {
    const reply = await t.call(auth.sendResetEmail, { body: { email: DEMO_LOGINS.sub, platform_type: 3 } });
    expect(reply.error_code).toBe(0);
    const { mail } = await newestMail(DEMO_LOGINS.sub);
    expect(mail?.text).toMatch(new RegExp(`${PUBLIC_URL}/forget\\?platform_type=3#token=[\\w-]+\\n`));
  });

  it('shows staff the outbox with the link token masked', async () => {
    const token = await requestLink(DEMO_LOGINS.sub);
    const reply = await t.call(opsIdentity.getMailOutbox, { ops: true, query: { to: DEMO_LOGINS.sub } });
    const [mail] = reply.content.list;
    expect(mail?.text).toContain(`${PUBLIC_URL}/forget#token=[hidden]`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/forget#token=[hidden]"`);
    expect(reply.raw.body).not.toContain(token);
  });

  it('refuses a common or personal new password under its field, in both languages, and keeps the link', async () => {
    const token = await requestLink(DEMO_LOGINS.sub);
    const common = await reset(token, 'Password1');
    expect(common.error_code).toBe(1001);
    expect(common.content).toEqual({
      errors: [
        {
          field: 'new_pwd',
          message: 'This password is too common or has appeared in a data breach, please choose another',
        },
      ],
    });
    // The sub-account belongs to "Demo Merchant": the merchant's name is context too.
    const personal = await reset(token, 'Merchant2026', 'zh_CN');
    expect(personal.msg).toBe('验证失败: new_pwd: 密码不能包含您的邮箱或姓名');
    expect((await reset(token, 'Quiet#Harbour77')).error_code).toBe(0);
    await t.login(DEMO_LOGINS.sub, 'Quiet#Harbour77');
  });

  it("mails the owner that the password was reset, in the account's own language", async () => {
    const signedIn = await t.call(auth.login, {
      body: { email: DEMO_LOGINS.sub, password: 'Quiet#Harbour77' },
    });
    expect(signedIn.error_code).toBe(0);
    // The account chose Chinese; the reset is asked for in English.
    await t.call(user.updateLanguage, { token: signedIn.content.token, body: { lang: 'zh_CN' } });
    const token = await requestLink(DEMO_LOGINS.sub, 'en');
    expect((await reset(token, 'Amber#Field2026', 'en')).error_code).toBe(0);
    const { mail } = await newestMail(DEMO_LOGINS.sub);
    expect(mail?.subject).toBe('您的密码已更改');
    expect(mail?.text).toContain(`您的商家门户账号 ${DEMO_LOGINS.sub} 的密码已于`);
    expect(mail?.text).toContain('通过密码重置链接');
    expect(mail?.text).toContain(`${PUBLIC_URL}/forget`);
    expect(mail?.text).not.toContain('Amber#Field2026');
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
