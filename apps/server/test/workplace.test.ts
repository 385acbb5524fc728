import { dashboard, opsContent } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, TestApp } from './support/test-app';

describe('home page (workplace)', () => {
  let t: TestApp;
  let main: string;
  beforeAll(async () => {
    t = await TestApp.start();
    main = await t.login(DEMO_LOGINS.main);
  });
  afterAll(() => t.close());

  it('shows the merchant, its three contacts in order and its notices with one unread', async () => {
    const reply = await t.call(dashboard.getWorkplace, { token: main });
    expect(reply.error_code).toBe(0);
    expect(reply.content).toMatchObject({ name: 'Demo Merchant', customer_id: 10001, is_main_account: true });
    expect(reply.content.contacts.map((c) => [c.role, c.name])).toEqual([
      ['sales_manager', 'Lily Chen'],
      ['account_manager', 'Kevin Wang'],
      ['customer_service', 'Grace Liu'],
    ]);
    expect(reply.content.contacts[2]).toEqual({
      role: 'customer_service',
      name: 'Grace Liu',
      email: 'service@provider.test',
      phone: '+86 400 800 1234',
      wechat: 'provider_cs',
    });
    expect(reply.content.notices).toHaveLength(3);
    expect(reply.content.notices.map((n) => n.is_read)).toEqual([0, 1, 1]);
    expect(reply.content.notices[0]).not.toHaveProperty('description');
  });

  it('greets a sub-account by its own name', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    const reply = await t.call(dashboard.getWorkplace, { token: sub });
    expect(reply.content).toMatchObject({ name: 'Sam Sub', customer_id: 10001, is_main_account: false });
    expect(reply.content.contacts).toHaveLength(3);
  });

  it('lists only the five newest visible notices', async () => {
    for (const title of ['N1', 'N2', 'N3', 'N4']) {
      await t.call(opsContent.publishNotice, { ops: true, body: { title, description: `<p>${title}</p>` } });
    }
    await t.call(opsContent.publishNotice, {
      ops: true,
      body: { title: 'For the other merchant', description: '<p>x</p>', customer_id: 10002 },
    });
    const reply = await t.call(dashboard.getWorkplace, { token: main });
    expect(reply.content.notices.map((n) => n.title)).toEqual([
      'N4',
      'N3',
      'N2',
      'N1',
      'Peak season surcharge from December 1',
    ]);
  });

  it('shows a merchant only its own contacts', async () => {
    await t.db
      .insertInto('contacts')
      .values({
        customer_id: 10001,
        role: 'account_manager',
        name: 'Private AM',
        email: '',
        phone: '',
        wechat: '',
        sort: 9,
      })
      .execute();
    const mine = await t.call(dashboard.getWorkplace, { token: main });
    expect(mine.content.contacts.map((c) => c.name).at(-1)).toBe('Private AM');
    const other = await t.call(dashboard.getWorkplace, { token: await t.login(DEMO_LOGINS.other) });
    expect(other.content).toMatchObject({ name: 'Other Merchant', customer_id: 10002 });
    expect(other.content.contacts.map((c) => c.name)).not.toContain('Private AM');
    expect(other.content.notices[0]?.title).toBe('For the other merchant');
  });

  it('needs a session', async () => {
    const reply = await t.call(dashboard.getWorkplace, { lang: 'zh_CN' });
    expect([reply.error_code, reply.msg]).toEqual([1010, '登录状态已过期，请重新登录']);
  });
});
