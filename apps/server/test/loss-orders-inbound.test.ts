import { inbound, inventory, lossOrder, opsInbound, opsLossOrder } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockLedgerProblems } from './support/ledger-invariants';
import { balanceOf, merchantWithSkus, startOrderApp } from './support/orders';
import type { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

/** A booking of 10 MUG-01 and 5 CAP-02 in one mixed carton to the first warehouse. */
const BOOKING = {
  warehouse_id: 1,
  remark: '',
  lines: [
    { sku: 'MUG-01', quantity: 10 },
    { sku: 'CAP-02', quantity: 5 },
  ],
  packing_method: 'mixed' as const,
  boxes: [
    {
      box_count: 1,
      weight_kg: 12.5,
      length_cm: 40,
      width_cm: 30,
      height_cm: 30,
      items: [
        { sku: 'MUG-01', quantity: 10 },
        { sku: 'CAP-02', quantity: 5 },
      ],
    },
  ],
  shipping: {
    delivery_method: 'express' as const,
    courier_company: 'UPS',
    tracking_no: '1Z999',
    driver_name: '',
    driver_phone: '',
    volume_m3: 0.04,
    incoming_packaging: 'carton' as const,
    arrival_date: '2026-12-01',
    arrival_period: 'morning' as const,
    whole_in_whole_out: false,
  },
  services: { quality_inspection: 'routine' as const, value_added_services: [], insurance: [] },
};

describe('loss orders raised by the inbound steps (booking → audit → arrive → quality check → shelve → review)', () => {
  let t: TestApp;
  let m: Merchant;

  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 0, balance: 0 });
  });
  afterAll(() => t.close());

  const staff = async <
    O extends
      | typeof opsInbound.audit
      | typeof opsInbound.arrive
      | typeof opsInbound.qualityCheck
      | typeof opsInbound.shelve,
  >(
    operation: O,
    body: Record<string, unknown>,
  ) => {
    const reply = await t.call(operation, { ops: true, body: { operator: 'Lee', ...body } as never });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content as { receiving_no: string; status: string; loss_orders: { id: number; loss_no: string }[] };
  };
  const lossOrders = (query: Record<string, string | number> = {}) =>
    t.call(lossOrder.getList, { token: m.token, query: { page: 1, page_size: 50, ...query } });

  it('raises a normal loss order at quality check and an abnormal one at shelving; a confirmed recount moves the stock', async () => {
    const submitted = await t.call(inbound.submit, { token: m.token, body: BOOKING });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const { id: inboundId, receiving_no } = submitted.content;
    await staff(opsInbound.audit, { receiving_no });
    await staff(opsInbound.arrive, { receiving_no });

    const checked = await staff(opsInbound.qualityCheck, { receiving_no, qualified: [{ sku: 'MUG-01', quantity: 8 }] });
    expect(checked.loss_orders).toHaveLength(1);
    const normal = checked.loss_orders[0] as { id: number; loss_no: string };
    const listed = await lossOrders({ receiving_no });
    expect(listed.content.list).toEqual([
      expect.objectContaining({
        id: normal.id,
        type: 'normal',
        state: 'pending_review',
        inbound_id: inboundId,
        difference: -2,
      }),
    ]);
    const normalDetail = await t.call(lossOrder.getDetail, { token: m.token, query: { id: normal.id } });
    expect(normalDetail.content.lines).toEqual([
      expect.objectContaining({ sku: 'MUG-01', appointment: 10, arrival: 10, qualified: 8, actual: 8, difference: -2 }),
    ]);

    const shelved = await staff(opsInbound.shelve, { receiving_no, shelved: [{ sku: 'MUG-01', quantity: 7 }] });
    expect(shelved.status).toBe('completed');
    expect(shelved.loss_orders).toHaveLength(1);
    const abnormal = shelved.loss_orders[0] as { id: number; loss_no: string };
    const abnormalDetail = await t.call(lossOrder.getDetail, { token: m.token, query: { id: abnormal.id } });
    expect(abnormalDetail.content).toMatchObject({ type: 'abnormal', difference: -1, receiving_no });
    expect(abnormalDetail.content.lines).toEqual([
      expect.objectContaining({ sku: 'MUG-01', qualified: 8, actual: 7, difference: -1 }),
    ]);

    const booking = await t.call(inbound.getDetail, { token: m.token, query: { id: inboundId } });
    expect(booking.content.loss_orders).toEqual([
      { id: normal.id, loss_no: normal.loss_no },
      { id: abnormal.id, loss_no: abnormal.loss_no },
    ]);

    const mug = m.ids['MUG-01'] as number;
    expect(Number((await balanceOf(t, m.customerId, mug, 1)).on_hand)).toBe(7);
    const confirmed = await t.call(opsLossOrder.review, {
      ops: true,
      body: {
        loss_no: abnormal.loss_no,
        decision: 'confirm',
        recount: [{ sku: 'MUG-01', actual: 8 }],
        operator: 'Lee',
      },
    });
    expect(confirmed).toMatchObject({ error_code: 0, content: { state: 'confirmed' } });
    expect(Number((await balanceOf(t, m.customerId, mug, 1)).on_hand)).toBe(8);
    const log = await t.call(inventory.getStockLog, {
      token: m.token,
      query: { page: 1, page_size: 20, sku: 'MUG-01' },
    });
    expect(log.content.list.map((row) => [row.type, row.on_hand_delta])).toEqual([
      ['loss_adjustment', 1],
      ['receipt', 7],
    ]);
    expect(await stockLedgerProblems(t, m.customerId)).toEqual([]);
  });

  it('refuses to recount a normal loss order until its booking is shelved, then lets it', async () => {
    const submitted = await t.call(inbound.submit, { token: m.token, body: BOOKING });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const { receiving_no } = submitted.content;
    await staff(opsInbound.audit, { receiving_no });
    await staff(opsInbound.arrive, { receiving_no });
    const checked = await staff(opsInbound.qualityCheck, { receiving_no, qualified: [{ sku: 'CAP-02', quantity: 4 }] });
    const normal = checked.loss_orders[0] as { id: number; loss_no: string };
    const cap = m.ids['CAP-02'] as number;
    const onHand = async () => Number((await balanceOf(t, m.customerId, cap, 1)).on_hand);
    const before = await onHand();
    const recount = (lang: 'en' | 'zh_CN') =>
      t.call(opsLossOrder.review, {
        ops: true,
        lang,
        body: {
          loss_no: normal.loss_no,
          decision: 'confirm',
          recount: [{ sku: 'CAP-02', actual: 5 }],
          operator: 'Lee',
        },
      });

    const refused = await recount('en');
    expect(refused).toMatchObject({
      error_code: 1392,
      msg: `Loss order ${normal.loss_no} can be recounted once booking ${receiving_no} is shelved: its units are not in stock yet`,
    });
    expect((await recount('zh_CN')).msg).toBe(
      `入库单${receiving_no}上架后才能复核损益单${normal.loss_no}：其货物尚未入库`,
    );
    expect(await onHand()).toBe(before);
    const pending = await t.call(lossOrder.getDetail, { token: m.token, query: { id: normal.id } });
    expect(pending.content).toMatchObject({ state: 'pending_review', difference: -1 });

    await staff(opsInbound.shelve, { receiving_no });
    expect(await onHand()).toBe(before + 4);
    expect(await recount('en')).toMatchObject({ error_code: 0, content: { state: 'confirmed' } });
    expect(await onHand()).toBe(before + 5);
    expect(await stockLedgerProblems(t, m.customerId)).toEqual([]);
  });
});
