import { INBOUND_STATUSES, inbound, inventory, opsJobs } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo';
import { createBooking, sampleBooking } from './support/inbound';
import { stockLedgerProblems } from './support/ledger-invariants';
import { manualClock } from './support/manual-clock';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const JOB = 'demo.simulateInbound';
const STEP = 61_000;

describe('demo inbound bookings and their simulator', () => {
  const clock = manualClock();
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await TestApp.start({ clock });
    demo = await t.login(DEMO_LOGINS.main);
  });
  afterAll(() => t.close());

  const statusOf = async (id: number) =>
    (await t.call(inbound.getDetail, { token: demo, query: { id } })).content.status;

  it('gives the demo merchant a booking in every status, made through the real steps, once', async () => {
    const counts = (await t.call(inbound.getStatusCount, { token: demo, query: {} })).content.counts;
    for (const status of INBOUND_STATUSES) expect(counts[status], status).toBe(1);
    const list = (await t.call(inbound.getList, { token: demo, query: { status: 'completed' } })).content.list;
    const completed = (await t.call(inbound.getDetail, { token: demo, query: { id: list[0]?.id as number } })).content;
    expect(completed.lines.every((l) => l.shelved === l.quantity && l.quantity > 0)).toBe(true);
    expect(completed.history.map((h) => h.to_status)).toEqual([
      'draft',
      'submitted',
      'confirmed',
      'future_receipt',
      'pending_qc',
      'to_be_shelved',
      'completed',
    ]);
    const receipts = await t.db
      .selectFrom('stock_movements')
      .select('id')
      .where('reference_type', '=', 'inbound')
      .where('reference_id', '=', completed.id)
      .execute();
    expect(receipts).toHaveLength(2);
    await seedDemoData(t.app.core);
    const again = (await t.call(inbound.getStatusCount, { token: demo, query: {} })).content.counts;
    expect(again.all).toBe(INBOUND_STATUSES.length);
    expect(await stockLedgerProblems(t, 10001)).toEqual([]);
  });

  it('shows the demo bookings still under way as inbound in transit', async () => {
    const rows = (await t.call(inventory.getInventoryList, { token: demo, query: { warehouse_id: 1, page_size: 100 } }))
      .content.list;
    expect(rows.some((row) => row.inbound_in_transit > 0)).toBe(true);
  });

  it("walks a booking the demo merchant submits to completion one step a minute, leaving the seeded ones and other merchants' alone", async () => {
    const sku = (await t.call(inventory.getInventoryList, { token: demo, query: { warehouse_id: 1 } })).content.list;
    const [a, b] = [sku[0]?.sku as string, sku[1]?.sku as string];
    const body = sampleBooking({
      lines: [
        { sku: a, quantity: 10 },
        { sku: b, quantity: 4 },
      ],
      boxes: [
        {
          box_count: 2,
          weight_kg: 5,
          length_cm: 40,
          width_cm: 30,
          height_cm: 30,
          items: [
            { sku: a, quantity: 5 },
            { sku: b, quantity: 2 },
          ],
        },
      ],
      services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
    });
    const { id } = await createBooking(t, demo, body, { submit: true });
    const seeded = (await t.call(inbound.getList, { token: demo, query: { status: 'submitted' } })).content.list.find(
      (row) => row.id !== id,
    );
    const run = async () => {
      const reply = await t.call(opsJobs.runJob, { ops: true, body: { name: JOB } });
      expect(reply.error_code, reply.msg).toBe(0);
    };
    await run();
    expect(await statusOf(id)).toBe('submitted');
    const seen: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      clock.advance(STEP);
      await run();
      seen.push(await statusOf(id));
    }
    expect(seen).toEqual(['confirmed', 'pending_qc', 'to_be_shelved', 'completed']);
    expect(await statusOf(seeded?.id as number)).toBe('submitted');
    const d = (await t.call(inbound.getDetail, { token: demo, query: { id } })).content;
    expect(d.history.slice(2).every((h) => h.actor.kind === 'system')).toBe(true);
    expect(d.lines.map((l) => l.shelved)).toEqual([10, 4]);
    expect(await stockLedgerProblems(t, 10001)).toEqual([]);
  });
});
