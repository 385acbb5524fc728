import { type Message, message, opsContent, opsOrder, order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { raiseLossOrder } from './support/loss-orders';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps } from './support/orders';
import { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

describe('user messages: notices and in-app alerts', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;
  let orderSub: string;
  let productSub: string;
  let shipped: { id: number; system_order_id: string };
  /** The notices every merchant is published in demo data, read by each account before the test's own. */
  let seeded: number;

  /** A sub-account of `merchant` holding exactly these areas. */
  const subAccount = (merchant: Merchant, email: string, areas: string[]) =>
    signedInSubAccount(t, merchant.customerId, email, areas);

  const drain = () => t.app.core.jobs.runNow('platform.drainEvents');
  const list = async (token: string, query: Record<string, unknown> = {}) => {
    const reply = await t.call(message.getList, { token, query: { page: 1, page_size: 50, ...query } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content as { list: Message[]; total: number };
  };
  const unread = async (token: string) => (await t.call(message.getUnreadCount, { token })).content;
  const markRead = (token: string, kind: 'notice' | 'alert', id: number) =>
    t.call(message.markRead, { token, body: { kind, id } });

  beforeAll(async () => {
    t = await TestApp.start();
    m = await merchantWithSkus(t, ['MUG-01']);
    other = await merchantWithSkus(t, ['MUG-01']);
    orderSub = await subAccount(m, 'orders-clerk@shop.test', ['order']);
    productSub = await subAccount(m, 'catalogue-clerk@shop.test', ['product']);
    await drain(); // the subscriber's place starts here
    for (const token of [m.token, orderSub, productSub]) {
      const marked = await t.call(message.markAllRead, { token, body: { kind: 'notice' } });
      seeded = marked.content.marked;
    }
    const published = await t.call(opsContent.publishNotice, {
      ops: true,
      body: {
        title: 'Holiday schedule',
        meta_title: 'Warehouse',
        description: '<p>Closed on 1 May</p>',
        customer_id: m.customerId,
      },
    });
    expect(published.error_code, published.msg).toBe(0);
    // Warning e-mails stay off for this merchant: in-app alerts do not depend on them.
    const saved = await createOrder(t, m.token, sampleOrder());
    expect((await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } })).error_code).toBe(0);
    await staffSteps(t, saved.system_order_id, 'ship');
    shipped = saved;
    const raised = await t.call(opsOrder.raiseException, {
      ops: true,
      body: { system_order_id: saved.system_order_id, reason: 'Address incomplete: no unit number' },
    });
    expect(raised.content).toMatchObject({ status: 'alert' });
    await drain();
  });
  afterAll(() => t.close());

  it('lists an order moved to Alert, with its link, to the main account and a sub-account holding the order area', async () => {
    for (const token of [m.token, orderSub]) {
      const alerts = await list(token, { kind: 'alert' });
      expect(alerts.total).toBe(2);
      expect(alerts.list.map((item) => item.alert_type).sort()).toEqual(['error_order', 'exception']);
      for (const alert of alerts.list) {
        expect(alert).toMatchObject({
          kind: 'alert',
          title: shipped.system_order_id,
          body: 'Address incomplete: no unit number',
          is_read: 0,
          link: `/order/detail?id=${shipped.id}`,
        });
      }
      const all = await list(token);
      expect(all.total).toBe(seeded + 3);
      // Newest first across both kinds: the alerts were raised after the notice was published.
      expect(all.list.slice(0, 3).map((item) => item.kind)).toEqual(['alert', 'alert', 'notice']);
      expect(all.list[2]).toMatchObject({
        title: 'Holiday schedule',
        meta_title: 'Warehouse',
        body: '<p>Closed on 1 May</p>',
      });
    }
  });

  it('hides alerts from a sub-account without the area, and from another merchant', async () => {
    expect(await list(productSub, { kind: 'alert' })).toEqual({ list: [], total: 0 });
    const theirs = await list(productSub);
    expect(theirs.total).toBe(seeded + 1);
    expect(theirs.list.every((item) => item.kind === 'notice')).toBe(true);
    expect(await unread(productSub)).toEqual({ unread: 1, notices: 1, alerts: 0 });
    expect(await list(other.token, { kind: 'alert' })).toEqual({ list: [], total: 0 });
    // Named by id, an alert it cannot see is answered like one that does not exist.
    const alertId = (await list(m.token, { kind: 'alert' })).list[0]?.id ?? 0;
    expect((await markRead(productSub, 'alert', alertId)).error_code).toBe(1004);
    expect((await markRead(other.token, 'alert', alertId)).error_code).toBe(1004);
  });

  it('marks one read per account, filters by read state, and marks all read', async () => {
    expect(await unread(m.token)).toEqual({ unread: 3, notices: 1, alerts: 2 });
    const [first] = (await list(m.token, { kind: 'alert' })).list;
    if (!first) throw new Error('no alert');
    expect((await markRead(m.token, 'alert', first.id)).error_code).toBe(0);
    expect((await markRead(m.token, 'alert', first.id)).error_code).toBe(0);
    expect(await unread(m.token)).toEqual({ unread: 2, notices: 1, alerts: 1 });
    expect((await list(m.token, { read: 'read', kind: 'alert' })).list.map((item) => item.id)).toEqual([first.id]);
    expect((await list(m.token, { read: 'read' })).total).toBe(seeded + 1);
    expect((await list(m.token, { read: 'unread' })).total).toBe(2);
    // The sub-account's own read marks are its own.
    expect(await unread(orderSub)).toEqual({ unread: 3, notices: 1, alerts: 2 });

    const notice = (await list(m.token, { kind: 'notice' })).list[0];
    expect((await markRead(m.token, 'notice', notice?.id ?? 0)).error_code).toBe(0);
    expect(await unread(m.token)).toEqual({ unread: 1, notices: 0, alerts: 1 });

    const all = await t.call(message.markAllRead, { token: orderSub, body: {} });
    expect(all.content).toEqual({ marked: 3 });
    expect(await unread(orderSub)).toEqual({ unread: 0, notices: 0, alerts: 0 });
    expect(await unread(m.token)).toEqual({ unread: 1, notices: 0, alerts: 1 });
  });

  it('files a loss order under Inventory: the order area alone does not show it', async () => {
    const raised = await raiseLossOrder(t, m.customerId, {
      type: 'normal',
      receivingNo: 'RK5501',
      lines: [
        { productId: m.ids['MUG-01'] as number, sku: 'MUG-01', appointment: 10, arrival: 10, qualified: 8, actual: 8 },
      ],
    });
    if (!raised) throw new Error('no loss order');
    await drain();
    const loss = (await list(m.token, { kind: 'alert' })).list.find((item) => item.alert_type === 'inbound_difference');
    expect(loss).toMatchObject({
      title: raised.lossNo,
      body: 'RK5501 -2',
      link: `/inventory/loss-order-detail?id=${raised.id}`,
    });
    expect((await list(orderSub, { kind: 'alert' })).list.map((item) => item.alert_type)).not.toContain(
      'inbound_difference',
    );
    const stockSub = await subAccount(m, 'stock-clerk@shop.test', ['inventory']);
    expect((await list(stockSub, { kind: 'alert' })).list.map((item) => item.alert_type)).toEqual([
      'inbound_difference',
    ]);
  });
});
