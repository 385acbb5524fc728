import { opsContent, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from './support/test-app';

describe('staff operations on notices and customer settings', () => {
  let t: TestApp;
  const at = new Date('2026-11-21T09:30:00.000Z');
  beforeAll(async () => {
    t = await TestApp.start({ clock: { now: () => at } });
  });
  afterAll(() => t.close());

  it('refuses calls without the right ops-key, in the request language', async () => {
    const body = { customer_id: 10001, warning_email_enabled: 1 } as const;
    const none = await t.call(opsContent.updateCustomerSettings, { body });
    expect([none.error_code, none.status, none.msg]).toEqual([1016, 401, 'Invalid staff key']);
    const wrong = await t.call(opsContent.publishNotice, {
      body: { title: 'x', description: 'y' },
      headers: { 'ops-key': 'guess' },
      lang: 'zh_CN',
    });
    expect([wrong.error_code, wrong.msg]).toEqual([1016, '无效的员工密钥']);
    const merchantToken = await t.login();
    const asMerchant = await t.call(opsContent.publishNotice, {
      token: merchantToken,
      body: { title: 'x', description: 'y' },
    });
    expect(asMerchant.error_code).toBe(1016);
    expect(await t.db.selectFrom('notices').select('id').where('title', '=', 'x').execute()).toEqual([]);
  });

  it('publishes a notice now, to everyone or to one merchant', async () => {
    const all = await t.call(opsContent.publishNotice, {
      ops: true,
      body: { title: 'Hello all', description: '<p>hi</p>' },
    });
    expect(all.error_code).toBe(0);
    const row = await t.db.selectFrom('notices').selectAll().where('id', '=', all.content.press_id).executeTakeFirst();
    expect(row).toMatchObject({
      customer_id: null,
      title: 'Hello all',
      meta_title: '',
      publish_on_time: at.toISOString(),
    });

    const one = await t.call(opsContent.publishNotice, {
      ops: true,
      body: { title: 'Hello 10002', description: '<p>hi</p>', customer_id: 10002 },
    });
    const targeted = await t.db
      .selectFrom('notices')
      .select('customer_id')
      .where('id', '=', one.content.press_id)
      .executeTakeFirst();
    expect(targeted?.customer_id).toBe(10002);

    const unknown = await t.call(opsContent.publishNotice, {
      ops: true,
      body: { title: 'x', description: 'y', customer_id: 99999 },
    });
    expect(unknown.error_code).toBe(1004);
    const empty = await t.call(opsContent.publishNotice, { ops: true, body: { title: ' ', description: 'y' } });
    expect(empty.error_code).toBe(1001);
  });

  it('switches customer settings and answers all four flags', async () => {
    const reply = await t.call(opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: 10001, warning_email_enabled: 1, app_down_button_is_display: 0 },
    });
    expect(reply.content).toEqual({
      customer_id: 10001,
      warning_quantity_enabled: 0,
      scan_barcode_enabled: 0,
      warning_email_enabled: 1,
      app_down_button_is_display: 0,
    });
    const customer = await t.db.selectFrom('customers').selectAll().where('id', '=', 10001).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ warning_email_enabled: 1, updated_at: at.toISOString() });
    const other = await t.db.selectFrom('customers').selectAll().where('id', '=', 10002).executeTakeFirstOrThrow();
    expect(other.warning_email_enabled).toBe(0);

    const me = await t.call(user.getCurrentUser, { token: await t.login() });
    expect(me.content.app_down_button_is_display).toBe(0);

    const unchanged = await t.call(opsContent.updateCustomerSettings, { ops: true, body: { customer_id: 10001 } });
    expect(unchanged.content).toEqual(reply.content);
  });

  it('answers NOT_FOUND for an unknown customer and refuses bad flags', async () => {
    const unknown = await t.call(opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: 99999, scan_barcode_enabled: 1 },
    });
    expect([unknown.error_code, unknown.msg]).toEqual([1004, 'The data does not exist']);
    const bad = await t.call(opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: 10001, scan_barcode_enabled: 2 },
    });
    expect(bad.error_code).toBe(1001);
  });
});
