import { auth, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, TestApp } from './support/test-app';

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('signs the demo merchant in and answers the current user with its menu', async () => {
    const token = await t.login();
    const me = await t.call(user.getCurrentUser, { token });
    expect(me.error_code).toBe(0);
    expect(me.content).toMatchObject({ name: 'Demo Merchant', customer_id: 10001, customer_sub_account_id: 0 });
    expect(me.content.menu_list.map((m) => m.path)).toContain('/dashboard');
    // The main account's own id (its sub-account id is 0): the operation log's account filter takes it.
    const main = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'demo@portal.test')
      .executeTakeFirst();
    expect(me.content.account_id).toBe(main?.id);
  });

  it('refuses a wrong password in the request language, without saying which part was wrong', async () => {
    const reply = await t.call(auth.login, {
      body: { email: DEMO_LOGINS.main, password: 'wrong-password1' },
      lang: 'zh_CN',
    });
    expect(reply.error_code).toBe(1006);
    expect(reply.msg).toBe('邮箱或密码错误');
  });

  it('answers 1010 for a missing, unknown or revoked token', async () => {
    expect((await t.call(user.getCurrentUser)).error_code).toBe(1010);
    expect((await t.call(user.getCurrentUser, { token: 'not-a-token' })).error_code).toBe(1010);
    const token = await t.login();
    expect((await t.call(auth.logout, { token })).error_code).toBe(0);
    const after = await t.call(user.getCurrentUser, { token });
    expect(after.error_code).toBe(1010);
    expect(after.status).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const token = await t.login();
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
