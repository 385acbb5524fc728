import { ORDER_STATUSES, order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo';
import { ledgersSound } from './support/orders';
import { DEMO_LOGINS, TestApp } from './support/test-app';

describe('demo orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const demoOrders = () =>
    t.db
      .selectFrom('orders')
      .select(['id', 'status', 'platform_order_no', 'country', 'interception_requested', 'needs_reply'])
      .where('customer_id', '=', 10001)
      .orderBy('id')
      .execute();

  it('has orders of the demo merchant in every status, the counts the merchant sees agreeing', async () => {
    const rows = await demoOrders();
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(rows.map((row) => row.country)).size).toBeGreaterThanOrEqual(4);
    const token = await t.login(DEMO_LOGINS.main);
    const counts = await t.call(order.getStatusCount, { token, query: {} });
    expect(counts.error_code, counts.msg).toBe(0);
    expect(counts.content.counts.all).toBe(rows.length);
    for (const status of ['approving', 'delivered', 'alert', 'canceled'] as const) {
      expect(counts.content.counts[status], status).toBe(rows.filter((row) => row.status === status).length);
    }
    expect(rows.filter((row) => row.status === 'verifying' && row.interception_requested === 1)).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'alert' && row.needs_reply === 1).length).toBeGreaterThan(0);
  });

  it('moved them through the real stock ledger and wallet, which add up', async () => {
    expect(await ledgersSound(t, 10001)).toEqual([]);
    const charged = await t.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('customer_id', '=', 10001)
      .where('type', '=', 'fulfilment_fee')
      // The demo parcel orders (seed/demo-parcels.ts) are charged fulfilment fees of their own.
      .where('reference_type', '=', 'order')
      .execute();
    const unpacked = ['approving', 'verifying', 'awaiting_packing', 'canceled'];
    const packed = (await demoOrders()).filter((row) => !unpacked.includes(row.status));
    expect(charged).toHaveLength(packed.length);
    const delivered = (await demoOrders()).find((row) => row.status === 'delivered');
    const events = await t.db
      .selectFrom('order_tracking_events')
      .select(['status_text', 'location'])
      .where('order_id', '=', delivered?.id ?? 0)
      .orderBy('occurred_at')
      .execute();
    expect(events.map((event) => event.status_text)).toEqual([
      'Departed USPS regional facility',
      'Out for delivery',
      'Delivered, front door/porch',
    ]);
  });

  it('adds nothing when it runs again, and leaves the other demo merchant without orders', async () => {
    const before = await demoOrders();
    await seedDemoData(t.app.core);
    expect(await demoOrders()).toEqual(before);
    const other = await t.db.selectFrom('orders').select('id').where('customer_id', '=', 10002).execute();
    expect(other).toEqual([]);
  });
});
