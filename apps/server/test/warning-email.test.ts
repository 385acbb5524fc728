import { opsContent, opsOrder, order, product, warningEmail } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagingReceived } from './support/inbound';
import { raiseLossOrder } from './support/loss-orders';
import { manualClock } from './support/manual-clock';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps } from './support/orders';
import { packagingOf, samplePackaging, sampleProduct } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const PUBLIC_URL = 'https://portal.example.test';
const MINUTE = 60_000;

describe('warning e-mails', () => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-11-23T06:00:00Z'));

  beforeAll(async () => {
    t = await TestApp.start({ clock, env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  const run = (job: string) => t.app.core.jobs.runNow(job);
  /** Events to alerts, then the batch mailed. */
  const deliver = async () => {
    await run('platform.drainEvents');
    return run('warning-email.send');
  };
  const mailsTo = (to: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();
  const enable = (customerId: number, on: 0 | 1 = 1) =>
    t.call(opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: customerId, warning_email_enabled: on },
    });
  const save = (token: string, body: unknown, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(warningEmail.save, { token, body, lang });

  /** A merchant with warning e-mails on, whose shipped order the carrier then reports. */
  async function merchantWithAddresses(recipients: { email: string; types: string[] }[]) {
    const m = await merchantWithSkus(t);
    expect((await enable(m.customerId)).error_code).toBe(0);
    const saved = await save(m.token, { digest_hour: 6, recipients });
    expect(saved.error_code, saved.msg).toBe(0);
    await deliver(); // the subscriber's place starts here; nothing waits yet
    return m;
  }
  async function shippedOrder(token: string) {
    const saved = await createOrder(t, token, sampleOrder());
    expect((await t.call(order.submitOrders, { token, body: { ids: [saved.id] } })).error_code).toBe(0);
    await staffSteps(t, saved.system_order_id, 'ship');
    return saved;
  }

  it('is read-only until customer service enables it, then keeps up to 10 checked addresses', async () => {
    const m = await merchantWithSkus(t, []);
    const info = await t.call(warningEmail.info, { token: m.token });
    expect(info.content).toEqual({ enabled: 0, digest_hour: 8, recipients: [], updated_at: null });
    const one = { email: 'ops@shop.test', types: ['error_order'] };
    expect(await save(m.token, { digest_hour: 9, recipients: [one] })).toMatchObject({
      error_code: 1721,
      msg: 'Warning emails are not enabled for your account yet, please contact customer service',
    });
    expect((await t.call(warningEmail.info, { token: m.token })).content.recipients).toEqual([]);

    await enable(m.customerId);
    const bad = await save(m.token, {
      digest_hour: 9,
      recipients: [{ email: 'not-an-address', types: ['exception'] }],
    });
    expect(bad.error_code).toBe(1001);
    expect(JSON.stringify(bad.content)).toContain('Invailid email,please re-enter!');
    const badZh = await save(m.token, { digest_hour: 9, recipients: [{ email: 'x@', types: ['exception'] }] }, 'zh_CN');
    expect(JSON.stringify(badZh.content)).toContain('邮箱格式错误，请重新输入！');
    const eleven = Array.from({ length: 11 }, (_, i) => ({ email: `a${i}@shop.test`, types: ['exception'] }));
    expect(JSON.stringify((await save(m.token, { digest_hour: 9, recipients: eleven })).content)).toContain(
      'At most 10 warning emails',
    );
    const twice = await save(m.token, { digest_hour: 9, recipients: [one, { ...one, email: 'OPS@shop.test' }] });
    expect(JSON.stringify(twice.content)).toContain('This email is already in the list');
    const none = await save(m.token, { digest_hour: 9, recipients: [{ email: 'a@shop.test', types: [] }] });
    expect(none.error_code).toBe(1001);
    expect((await t.call(warningEmail.info, { token: m.token })).content.recipients).toEqual([]);

    const ten = eleven.slice(0, 10).map((r, i) => (i === 0 ? { ...r, types: ['low_stock', 'error_order'] } : r));
    const saved = await save(m.token, { digest_hour: 9, recipients: ten });
    expect(saved.error_code, saved.msg).toBe(0);
    expect(saved.content).toMatchObject({ enabled: 1, digest_hour: 9 });
    // Kinds in the contract's order, addresses in the order given.
    expect(saved.content.recipients[0]).toEqual({ email: 'a0@shop.test', types: ['error_order', 'low_stock'] });
    expect(saved.content.recipients.map((r) => r.email)).toEqual(ten.map((r) => r.email));
  });

  it('is the main account’s: a sub-account is refused', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    const refused = await t.call(warningEmail.info, { token: sub });
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe('you do not have permission to access this page, please consult your administrator');
  });

  it('mails each address the kinds it takes, once per order, batched at most every 10 minutes', async () => {
    const m = await merchantWithAddresses([
      { email: 'errors@shop.test', types: ['error_order', 'exception'] },
      { email: 'stock@shop.test', types: ['low_stock'] },
    ]);
    const first = await shippedOrder(m.token);
    const raised = await t.call(opsOrder.raiseException, {
      ops: true,
      body: { system_order_id: first.system_order_id, reason: 'Address incomplete: no unit number' },
    });
    expect(raised.content).toMatchObject({ status: 'alert' });
    const sent = await deliver();
    expect(sent.result).toMatchObject({ mails: 1 });
    const mails = await mailsTo('errors@shop.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Warning: 2 events need your attention');
    expect(mails[0]?.text_body).toContain('Orders in Alert or Expired');
    expect(mails[0]?.text_body).toContain('Exceptions waiting for your reply');
    expect(mails[0]?.text_body).toContain(`${first.system_order_id}: Address incomplete: no unit number`);
    expect(mails[0]?.text_body).toContain(`${PUBLIC_URL}/order/detail?id=${first.id}`);
    expect(await mailsTo('stock@shop.test')).toEqual([]);

    // The same order again (Expired after Alert): never a second alert for it.
    await t.call(opsOrder.markExpired, { ops: true, body: { system_order_id: first.system_order_id, reason: 'lost' } });
    // Another order within the 10 minutes waits for the batch.
    const second = await shippedOrder(m.token);
    await t.call(opsOrder.markExpired, {
      ops: true,
      body: { system_order_id: second.system_order_id, reason: 'No scan' },
    });
    clock.advance(5 * MINUTE);
    expect((await deliver()).result).toMatchObject({ mails: 0 });
    expect(await mailsTo('errors@shop.test')).toHaveLength(1);
    clock.advance(5 * MINUTE);
    expect((await deliver()).result).toMatchObject({ mails: 1 });
    const batch = await mailsTo('errors@shop.test');
    expect(batch).toHaveLength(2);
    expect(batch[1]?.subject).toBe('Warning: 1 event needs your attention');
    expect(batch[1]?.text_body).toContain(`${second.system_order_id}: No scan`);
    expect(batch[1]?.text_body).not.toContain(first.system_order_id);
    // Redelivered events add nothing: the alert is unique per order and kind.
    clock.advance(11 * MINUTE);
    expect((await deliver()).result).toMatchObject({ mails: 0 });
  });

  it('mails a booking received with a difference, linking its loss order', async () => {
    const m = await merchantWithAddresses([{ email: 'inbound@shop.test', types: ['inbound_difference'] }]);
    const raised = await raiseLossOrder(t, m.customerId, {
      type: 'normal',
      receivingNo: 'RK7781',
      lines: [
        { productId: m.ids['MUG-01'] as number, sku: 'MUG-01', appointment: 10, arrival: 10, qualified: 8, actual: 8 },
      ],
    });
    clock.advance(11 * MINUTE);
    await deliver();
    const [mail] = await mailsTo('inbound@shop.test');
    expect(mail?.text_body).toContain('Inbound bookings received with a difference');
    expect(mail?.text_body).toContain(`${raised?.lossNo}: RK7781 -2`);
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/inventory/loss-order-detail?id=${raised?.id}`);
  });

  it('writes in the main account’s language, and stops when customer service switches it off', async () => {
    const m = await merchantWithAddresses([{ email: 'zh@shop.test', types: ['error_order'] }]);
    await t.db.updateTable('accounts').set({ lang: 'zh_CN' }).where('customer_id', '=', m.customerId).execute();
    const shipped = await shippedOrder(m.token);
    await t.call(opsOrder.markExpired, {
      ops: true,
      body: { system_order_id: shipped.system_order_id, reason: '丢件' },
    });
    await deliver();
    const [mail] = await mailsTo('zh@shop.test');
    expect(mail?.subject).toBe('预警：有 1 条事件需要您处理');
    expect(mail?.text_body).toContain('进入预警或过期的订单');

    await enable(m.customerId, 0);
    const later = await shippedOrder(m.token);
    await t.call(opsOrder.markExpired, { ops: true, body: { system_order_id: later.system_order_id, reason: 'x' } });
    clock.advance(11 * MINUTE);
    await deliver();
    expect(await mailsTo('zh@shop.test')).toHaveLength(1);
  });

  it('mails the low-stock digest once a day at the merchant’s hour (UTC)', async () => {
    const m = await merchantWithAddresses([
      { email: 'digest@shop.test', types: ['low_stock'] },
      { email: 'orders-only@shop.test', types: ['error_order'] },
    ]);
    await t.call(opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: m.customerId, warning_quantity_enabled: 1 },
    });
    const added = await t.call(product.addProduct, {
      token: m.token,
      body: sampleProduct({ sku: 'LOW-01', warning_quantity: 500 }),
    });
    expect(added.error_code, added.msg).toBe(0);
    const stocked = await t.call(product.setStock, {
      ops: true,
      body: { customer_id: m.customerId, sku: 'LOW-01', warehouse_id: 1, total: 100 },
    });
    expect(stocked.error_code, stocked.msg).toBe(0);
    // The clock stands at 06:xx (the digest hour saved above) only on the day it started; move to the next 06:00.
    const now = clock.now();
    const nextSix = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6, 0);
    clock.advance(nextSix - now.getTime());
    const digest = await run('warning-email.digest');
    expect(digest.status).toBe('succeeded');
    const [mail, ...more] = await mailsTo('digest@shop.test');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Low stock: 1 SKU is below the warning quantity');
    expect(mail?.text_body).toContain('LOW-01 in ');
    expect(mail?.text_body).toContain('100 available, warning quantity 500');
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/inventory/list?alert_only=1`);
    expect(await mailsTo('orders-only@shop.test')).toEqual([]);
    await run('warning-email.digest');
    expect(await mailsTo('digest@shop.test')).toHaveLength(1);
  });

  it('adds the packaging below its warning quantity to the digest, in the merchant’s language', async () => {
    const m = await merchantWithAddresses([{ email: 'boxes@shop.test', types: ['low_stock'] }]);
    const box = (code: string, warning: number) =>
      packagingOf(t, m.token, samplePackaging({ code, warning_quantity: warning, default_for: [] }));
    await box('BOX-LOW', 10);
    await box('BOX-FULL', 3);
    await packagingReceived(t, m.token, [
      { code: 'BOX-LOW', quantity: 5 },
      { code: 'BOX-FULL', quantity: 5 },
    ]);
    await t.db.updateTable('accounts').set({ lang: 'zh_CN' }).where('customer_id', '=', m.customerId).execute();
    const now = clock.now();
    const nextSix = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 6, 0);
    clock.advance(nextSix - now.getTime());
    expect((await run('warning-email.digest')).status).toBe('succeeded');
    const [mail, ...more] = await mailsTo('boxes@shop.test');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('低库存：1 个包材低于预警数量');
    expect(mail?.text_body).toContain('低于预警数量的包材');
    expect(mail?.text_body).toMatch(/BOX-LOW（.+）：可用 5，预警数量 10/);
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/products/packaging?low_stock_only=1`);
    expect(mail?.text_body).not.toContain('BOX-FULL');
    // No SKU is low: the SKUs' part is left out.
    expect(mail?.text_body).not.toContain('低于预警数量的 SKU');
  });
});
