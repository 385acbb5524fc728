import { opsJobs, order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './support/manual-clock';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps } from './support/orders';
import { TestApp } from './support/test-app';

/** The job runs at this moment; six calendar months before is 30 September (no 31st), 03:30 UTC. */
const RUN_AT = '2027-03-31T03:30:00.000Z';
const CUTOFF = '2026-09-30T03:30:00.000Z';

describe('recipients of orders shipped more than six months ago are erased (order.clearRecipients)', () => {
  let t: TestApp;
  // The server's clock, not the machine's: the test means the same whenever it runs.
  const clock = manualClock(Date.parse(RUN_AT));
  beforeAll(async () => {
    t = await TestApp.start({ clock });
  });
  afterAll(() => t.close());

  it('erases name, phone, e-mail and address but the country, of old shipments only', async () => {
    const m = await merchantWithSkus(t);
    const old = await createOrder(t, m.token, sampleOrder({ submit: true }));
    const recent = await createOrder(t, m.token, sampleOrder({ submit: true }));
    const draft = await createOrder(t, m.token, sampleOrder());
    for (const saved of [old, recent]) await staffSteps(t, saved.system_order_id, 'ship');
    // One millisecond more than six months before the run, and exactly six months (not more).
    await t.db.updateTable('orders').set({ shipped_at: '2026-09-30T03:29:59.999Z' }).where('id', '=', old.id).execute();
    await t.db.updateTable('orders').set({ shipped_at: CUTOFF }).where('id', '=', recent.id).execute();

    const run = await t.call(opsJobs.runJob, { ops: true, body: { name: 'order.clearRecipients' } });
    expect(run.content).toMatchObject({
      status: 'succeeded',
      result: { orders_cleared: 1, shipped_before: CUTOFF },
      started_at: RUN_AT,
    });

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

    // A millisecond later the other shipment is past six months too; the cleared one is not counted again.
    clock.advance(1);
    const later = await t.call(opsJobs.runJob, { ops: true, body: { name: 'order.clearRecipients' } });
    expect(later.content).toMatchObject({
      status: 'succeeded',
      result: { orders_cleared: 1, shipped_before: '2026-09-30T03:30:00.001Z' },
    });
    expect((await detail(recent.id)).recipient).toMatchObject({ first_name: '', phone: '', zip: '', country: 'US' });
    expect((await detail(draft.id)).recipient).toMatchObject({ first_name: 'Ada' });
  });
});
