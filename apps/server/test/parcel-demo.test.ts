import { opsJobs, selfServiceOrder as parcels } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo';
import { walletProblems } from './support/ledger-invariants';
import { manualClock } from './support/manual-clock';
import { PARCEL_METHOD, sampleParcel } from './support/parcels';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const JOB = 'demo.simulateParcels';
const STEP = 61_000;

describe('demo parcel orders and their simulator', () => {
  const clock = manualClock();
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await TestApp.start({ clock });
    demo = await t.login(DEMO_LOGINS.main);
  });
  afterAll(() => t.close());

  it('gives the demo merchant a parcel order in every status through the real steps, once', async () => {
    const counts = (await t.call(parcels.getParcelStatusCount, { token: demo })).content.counts;
    expect(counts).toEqual({
      all: 10,
      draft: 1,
      pre_advised: 1,
      handed_over: 2,
      received: 1,
      shipped: 1,
      delivered: 1,
      exception: 1,
      returned: 1,
      canceled: 1,
    });
    const list = (await t.call(parcels.getParcelList, { token: demo, query: { page_size: 50 } })).content.list;
    expect(list.filter((p) => p.needs_reply).map((p) => p.customer_ref)).toEqual(['DEMO-PARCEL-EXCEPTION']);
    expect(list.filter((p) => p.interception_requested).map((p) => p.customer_ref)).toEqual(['DEMO-PARCEL-INTERCEPT']);
    const delivered = list.find((p) => p.customer_ref === 'DEMO-PARCEL-DELIVERED');
    expect(delivered?.fee_is_final).toBe(true);
    const detail = (await t.call(parcels.getParcelDetail, { token: demo, query: { id: delivered?.id ?? 0 } })).content;
    expect(detail.tracking_events.map((e) => e.status_text)).toEqual(['Departed hub']);
    expect(detail.final_fee?.total).toBeGreaterThan(0);
    expect(await walletProblems(t, 10001)).toEqual([]);
    await seedDemoData(t.app.core);
    expect((await t.call(parcels.getParcelStatusCount, { token: demo })).content.counts.all).toBe(10);
  });

  it('plays the hub for what a demo merchant pre-advises, a step a minute, and leaves the seeded parcels', async () => {
    const senders = (await t.call(parcels.getSenders, { token: demo })).content.list;
    const body = { ...sampleParcel(senders[0]?.id ?? 0), shipping_method_code: PARCEL_METHOD, submit: true };
    const saved = await t.call(parcels.saveParcel, { token: demo, body });
    expect(saved.error_code, saved.msg).toBe(0);
    const run = async () => {
      const reply = await t.call(opsJobs.runJob, { ops: true, body: { name: JOB } });
      expect(reply.error_code, reply.msg).toBe(0);
    };
    const statusOf = async () =>
      (await t.call(parcels.getParcelDetail, { token: demo, query: { id: saved.content.id } })).content;
    await run();
    expect((await statusOf()).status).toBe('pre_advised');
    const seen: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      clock.advance(STEP);
      await run();
      seen.push((await statusOf()).status);
    }
    expect(seen).toEqual(['handed_over', 'received', 'shipped', 'delivered']);
    const done = await statusOf();
    expect(done.fee_is_final).toBe(true);
    expect(done.transitions.at(-1)?.actor).toEqual({ kind: 'system', label: 'demo simulator' });
    const counts = (await t.call(parcels.getParcelStatusCount, { token: demo })).content.counts;
    expect(counts).toMatchObject({ exception: 1, handed_over: 2, pre_advised: 1, delivered: 2 });
  });
});
