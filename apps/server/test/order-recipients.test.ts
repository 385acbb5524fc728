import { opsJobs, order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps, startOrderApp } from './support/orders';
import type { TestApp } from './support/test-app';

describe('recipients of orders shipped more than six months ago are erased (order.clearRecipients)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startOrderApp();
  });
  afterAll(() => t.close());

  it('erases name, phone, e-mail and address but the country, of old shipments only', async () => {
    const m = await merchantWithSkus(t);
    const old = await createOrder(t, m.token, sampleOrder({ submit: true }));
    const recent = await createOrder(t, m.token, sampleOrder({ submit: true }));
    const draft = await createOrder(t, m.token, sampleOrder());
    for (const saved of [old, recent]) await staffSteps(t, saved.system_order_id, 'ship');
    const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * 24 * 3600_000).toISOString();
    await t.db
      .updateTable('orders')
      .set({ shipped_at: monthsAgo(7) })
      .where('id', '=', old.id)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ shipped_at: monthsAgo(5) })
      .where('id', '=', recent.id)
      .execute();

    const run = await t.call(opsJobs.runJob, { ops: true, body: { name: 'order.clearRecipients' } });
    expect(run.content).toMatchObject({ status: 'succeeded', result: { orders_cleared: 1 } });

    const detail = async (id: number) =>
      (await t.call(order.getOrderDetail, { token: m.token, query: { id } })).content;
    const cleared = await detail(old.id);
    expect(cleared.recipient_cleared).toBe(true);
    expect(cleared.recipient).toEqual({
      first_name: '',
      last_name: '',
      company: '',
      phone: '',
      email: '',
      id_card: '',
      address1: '',
      address2: '',
      address3: '',
      house_number: '',
      city: '',
      state: '',
      zip: '',
      country: 'US',
    });
    for (const kept of [recent.id, draft.id]) {
      expect((await detail(kept)).recipient).toMatchObject({ first_name: 'Ada', phone: '+1 555 0100', zip: '90001' });
    }
    const copy = await t.call(order.copyOrder, { token: m.token, body: { id: old.id } });
    expect(copy).toMatchObject({ error_code: 1110, msg: 'Copy Failed' });

    const again = await t.call(opsJobs.runJob, { ops: true, body: { name: 'order.clearRecipients' } });
    expect(again.content).toMatchObject({ status: 'succeeded', result: { orders_cleared: 0 } });
  });
});
