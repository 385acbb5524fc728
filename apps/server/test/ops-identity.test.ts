import { auth, opsIdentity, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, TestApp } from './support/test-app';

describe('ops: mail outbox and session revocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('refuses callers without the staff key', async () => {
    const none = await t.call(opsIdentity.getMailOutbox, { query: {} });
    expect(none.error_code).toBe(1016);
    const wrong = await t.call(opsIdentity.revokeSessions, {
      body: { email: DEMO_LOGINS.main },
      headers: { 'ops-key': 'guess' },
      lang: 'zh_CN',
    });
    expect(wrong.error_code).toBe(1016);
    expect(wrong.msg).toBe('无效的员工密钥');
    const merchant = await t.call(opsIdentity.getMailOutbox, { token: await t.login(), query: {} });
    expect(merchant.error_code).toBe(1016);
  });

  it('lists mail newest first, filtered by recipient and paginated', async () => {
    for (const email of [DEMO_LOGINS.main, DEMO_LOGINS.other, DEMO_LOGINS.main, DEMO_LOGINS.main]) {
      expect((await t.call(auth.sendResetEmail, { body: { email } })).error_code).toBe(0);
    }
    const all = await t.call(opsIdentity.getMailOutbox, { ops: true, query: { page: 1, page_size: 10 } });
    expect(all.content.total).toBe(4);

    const first = await t.call(opsIdentity.getMailOutbox, {
      ops: true,
      query: { to: 'Demo@Portal.test', page_size: 10 },
    });
    expect(first.content.total).toBe(3);
    const ids = first.content.list.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.content.list.every((m) => m.to === DEMO_LOGINS.main && m.transport === 'outbox')).toBe(true);

    const page2 = await t.call(opsIdentity.getMailOutbox, {
      ops: true,
      query: { to: DEMO_LOGINS.main, page: 2, page_size: 10 },
    });
    expect(page2.content).toEqual({ list: [], total: 3 });

    const rows = await t.db.selectFrom('mail_outbox').select(['status', 'error']).execute();
    expect(rows.every((r) => r.status === 'stored' && r.error === null)).toBe(true);
  });

  it('signs an account out everywhere and answers how many sessions ended', async () => {
    const [a, b] = [await t.login(DEMO_LOGINS.other), await t.login(DEMO_LOGINS.other)];
    const mine = await t.login(DEMO_LOGINS.main);
    const reply = await t.call(opsIdentity.revokeSessions, { ops: true, body: { email: 'OTHER@portal.test' } });
    expect(reply.content).toEqual({ revoked: 2 });
    expect((await t.call(user.getCurrentUser, { token: a })).error_code).toBe(1010);
    expect((await t.call(user.getCurrentUser, { token: b })).error_code).toBe(1010);
    expect((await t.call(user.getCurrentUser, { token: mine })).error_code).toBe(0);
    const again = await t.call(opsIdentity.revokeSessions, { ops: true, body: { email: DEMO_LOGINS.other } });
    expect(again.content).toEqual({ revoked: 0 });
  });

  it('answers NOT_FOUND for an unknown email', async () => {
    const reply = await t.call(opsIdentity.revokeSessions, { ops: true, body: { email: 'nobody@portal.test' } });
    expect(reply.error_code).toBe(1004);
  });
});
