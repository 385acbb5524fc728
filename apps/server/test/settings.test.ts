import { auth, setting, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { DEMO_LOGINS, DEMO_PASSWORD, TestApp } from './support/test-app';

describe('merchant settings', () => {
  let t: TestApp;
  let main: string;
  let sub: string;
  let other: string;
  beforeAll(async () => {
    t = await TestApp.start();
    [main, sub, other] = await Promise.all([t.login(), t.login(DEMO_LOGINS.sub), t.login(DEMO_LOGINS.other)]);
  });
  afterAll(() => t.close());

  const apiKeyOf = async (customerId: number) =>
    (await t.db.selectFrom('customers').select('api_key').where('id', '=', customerId).executeTakeFirstOrThrow())
      .api_key;

  it('shows an empty API key until one is generated', async () => {
    const info = await t.call(setting.getSettingInfo, { token: main });
    expect(info.content).toEqual({ apikey: '', show_true_tracking_number: 0 });
  });

  it('generates a random key, replaces it on the next call, and shows the current one', async () => {
    const first = await t.call(setting.generateCustomerApiKey, { token: main });
    expect(first.error_code).toBe(0);
    expect(first.content.apikey).toMatch(/^[0-9a-f]{40}$/);
    expect((await t.call(setting.getSettingInfo, { token: main })).content.apikey).toBe(first.content.apikey);

    const second = await t.call(setting.generateCustomerApiKey, { token: main });
    expect(second.content.apikey).not.toBe(first.content.apikey);
    expect((await t.call(setting.getSettingInfo, { token: main })).content.apikey).toBe(second.content.apikey);
    expect(await apiKeyOf(10001)).toBe(second.content.apikey);
  });

  it("never shows one merchant's key to another", async () => {
    const key = await apiKeyOf(10001);
    expect((await t.call(setting.getSettingInfo, { token: other })).content.apikey).toBe('');
    const own = await t.call(setting.generateCustomerApiKey, { token: other });
    expect(own.content.apikey).not.toBe(key);
    expect(await apiKeyOf(10001)).toBe(key);
    expect(await apiKeyOf(10002)).toBe(own.content.apikey);
  });

  it('keeps the key from a sub-account without the integration right, and refuses it key and password changes', async () => {
    expect((await t.call(setting.getSettingInfo, { token: sub })).content.apikey).toBe('');
    const key = await t.call(setting.generateCustomerApiKey, { token: sub });
    expect(key.error_code).toBe(1005);
    expect(key.msg).toBe('you do not have permission to access this page, please consult your administrator');
    const pwd = await t.call(setting.updatePwd, {
      token: sub,
      lang: 'zh_CN',
      body: { current_pwd: DEMO_PASSWORD, new_pwd: 'SubNew#2026', confirm_new_pwd: 'SubNew#2026' },
    });
    expect(pwd.error_code).toBe(1005);
    expect(pwd.msg).toBe('您没有访问此页面的权限，请咨询管理员');
    await t.login(DEMO_LOGINS.sub);
  });

  it('shows the key to a sub-account once it holds the integration right', async () => {
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['product', 'integration']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    expect((await t.call(setting.getSettingInfo, { token: sub })).content.apikey).toBe(await apiKeyOf(10001));
    expect((await t.call(setting.generateCustomerApiKey, { token: sub })).error_code).toBe(1005);
  });

  it('switches the true tracking number display for the merchant only', async () => {
    const on = await t.call(setting.changeShowTrueTrackingNumber, {
      token: main,
      body: { show_true_tracking_number: 1 },
    });
    expect(on.content).toEqual({ show_true_tracking_number: 1 });
    expect((await t.call(setting.getSettingInfo, { token: main })).content.show_true_tracking_number).toBe(1);
    expect((await t.call(setting.getSettingInfo, { token: other })).content.show_true_tracking_number).toBe(0);
    const bad = await t.call(setting.changeShowTrueTrackingNumber, {
      token: main,
      body: { show_true_tracking_number: 2 },
    });
    expect(bad.error_code).toBe(1001);
  });

  it('records that the operation guide was read, for the caller only', async () => {
    expect((await t.call(user.getCurrentUser, { token: main })).content.guide_type_3).toBe(0);
    const reply = await t.call(setting.updateOperationGuide, { token: main, body: { is_read: 1, guide_type: 3 } });
    expect(reply.error_code).toBe(0);
    expect((await t.call(user.getCurrentUser, { token: main })).content.guide_type_3).toBe(1);
    expect((await t.call(user.getCurrentUser, { token: other })).content.guide_type_3).toBe(0);
  });

  describe('password change', () => {
    const change = (token: string, current: string, next: string, confirm = next, lang: 'en' | 'zh_CN' = 'en') =>
      t.call(setting.updatePwd, {
        token,
        lang,
        body: { current_pwd: current, new_pwd: next, confirm_new_pwd: confirm },
      });

    it('refuses a wrong current password and a confirmation that differs', async () => {
      const wrong = await change(other, 'Not#theone1', 'Harbour#Next2026', 'Harbour#Next2026', 'zh_CN');
      expect(wrong.error_code).toBe(1013);
      expect(wrong.msg).toBe('当前密码不正确');
      const mismatch = await change(other, DEMO_PASSWORD, 'Harbour#Next2026', 'Harbour#Next2027');
      expect(mismatch.error_code).toBe(1001);
      expect(mismatch.msg).toBe(
        'Validation failure: confirm_new_pwd: The confirmation password does not match the new password',
      );
      expect((await t.call(user.getCurrentUser, { token: other })).error_code).toBe(0);
    });

    it('sets the new password and signs out every session of the account, the caller included', async () => {
      const elsewhere = await t.login(DEMO_LOGINS.other);
      const reply = await change(other, DEMO_PASSWORD, 'Harbour#Next2026');
      expect(reply.error_code).toBe(0);
      expect((await t.call(user.getCurrentUser, { token: elsewhere })).error_code).toBe(1010);
      expect((await t.call(user.getCurrentUser, { token: other })).error_code).toBe(1010);
      const old = await t.call(auth.login, { body: { email: DEMO_LOGINS.other, password: DEMO_PASSWORD } });
      expect(old.error_code).toBe(1006);
      other = await t.login(DEMO_LOGINS.other, 'Harbour#Next2026');
      // Another merchant's sessions are untouched.
      expect((await t.call(user.getCurrentUser, { token: main })).error_code).toBe(0);
    });

    it('refuses a common or personal new password under its field, in both languages, changing nothing', async () => {
      for (const [next, lang, message] of [
        ['password1', 'en', 'This password is too common or has appeared in a data breach, please choose another'],
        ['Password1', 'zh_CN', '该密码过于常见或已在数据泄露中出现，请换一个'],
        ['12345678a', 'en', 'This password is too common or has appeared in a data breach, please choose another'],
        // demo@portal.test + "1", and the merchant's name "Demo Merchant".
        ['demo@portal.test1', 'en', 'The password must not contain your email address or name'],
        ['Merchant#2026', 'zh_CN', '密码不能包含您的邮箱或姓名'],
      ] as const) {
        const reply = await change(main, DEMO_PASSWORD, next, next, lang);
        expect(reply.error_code, next).toBe(1001);
        expect(reply.content, next).toEqual({ errors: [{ field: 'new_pwd', message }] });
      }
      expect((await t.call(user.getCurrentUser, { token: main })).error_code).toBe(0);
      expect(
        (await t.call(auth.login, { body: { email: DEMO_LOGINS.main, password: DEMO_PASSWORD } })).error_code,
      ).toBe(0);
    });

    it("mails the owner that the password changed, in the account's saved language", async () => {
      // The account chose Chinese; the change is requested in English.
      const signedIn = await t.call(auth.login, {
        body: { email: DEMO_LOGINS.main, password: DEMO_PASSWORD },
      });
      await t.call(user.updateLanguage, { token: signedIn.content.token, body: { lang: 'zh_CN' } });
      const reply = await change(signedIn.content.token, DEMO_PASSWORD, 'Cobalt#River2026', 'Cobalt#River2026', 'en');
      expect(reply.error_code).toBe(0);
      const mail = await t.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', DEMO_LOGINS.main)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('您的密码已更改');
      expect(mail.text_body).toContain(`您的商家门户账号 ${DEMO_LOGINS.main} 的密码已于`);
      expect(mail.text_body).toContain('在账号设置中');
      expect(mail.text_body).toContain('/forget');
      expect(mail.text_body).not.toContain('Cobalt#River2026');
      main = await t.login(DEMO_LOGINS.main, 'Cobalt#River2026');
    });

    it('limits current-password attempts with "Operation too frequent"', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await change(other, `Wrong#${i}pass`, 'Harbour#Later2026')).error_code);
      expect(codes).toEqual([...Array(10).fill(1013), 1003]);
    });
  });
});
