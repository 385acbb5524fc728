import { inbound, inventory, opsInbound, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, receiveBooking, sampleBooking } from './support/inbound';
import { stockLedgerProblems } from './support/ledger-invariants';
import { merchantWithSkus, startOrderApp } from './support/orders';
import { sampleProduct } from './support/products';
import type { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

describe('receiving an inbound booking: the staff steps (opsInbound.*)', () => {
  let t: TestApp;
  let m: Merchant;
  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 100 });
  });
  afterAll(() => t.close());

  const step = (
    operation:
      | typeof opsInbound.audit
      | typeof opsInbound.arrive
      | typeof opsInbound.qualityCheck
      | typeof opsInbound.shelve
      | typeof opsInbound.voidBooking,
    body: Record<string, unknown>,
    lang: 'en' | 'zh_CN' = 'en',
  ) => t.call(operation, { ops: true, body: { operator: 'Wu Dock', ...body }, lang });
  const detail = async (id: number) => (await t.call(inbound.getDetail, { token: m.token, query: { id } })).content;
  const submitted = () => createBooking(t, m.token, sampleBooking(), { submit: true });
  const inventoryOf = async (sku: string, warehouseId = 1) => {
    const reply = await t.call(inventory.getInventoryList, {
      token: m.token,
      query: { sku, warehouse_id: warehouseId },
    });
    const row = reply.content.list[0];
    return { on_hand: row?.on_hand, in_transit: row?.inbound_in_transit };
  };

  it('takes a booking through audit, arrival box by box, quality check and shelving into stock', async () => {
    const { id, receiving_no } = await submitted();
    expect(await inventoryOf('MUG-01')).toEqual({ on_hand: 100, in_transit: 10 });
    expect(await inventoryOf('CAP-02')).toEqual({ on_hand: 100, in_transit: 4 });
    expect(await inventoryOf('MUG-01', 2)).toEqual({ on_hand: 100, in_transit: 0 });

    expect((await step(opsInbound.audit, { receiving_no })).content).toEqual({
      receiving_no,
      status: 'confirmed',
      loss_orders: [],
    });
    const first = await step(opsInbound.arrive, { receiving_no, box_nos: [2] });
    expect(first.content.status).toBe('future_receipt');
    let d = await detail(id);
    expect(d.boxes.map((b) => [b.box_no, b.arrived_at !== null, b.items.map((i) => i.arrived)])).toEqual([
      [1, false, [0, 0]],
      [2, true, [5, 2]],
    ]);
    expect(d.lines.map((l) => [l.sku, l.arrived])).toEqual([
      ['MUG-01', 5],
      ['CAP-02', 2],
    ]);
    const rest = await step(opsInbound.arrive, { receiving_no });
    expect(rest.content.status).toBe('pending_qc');
    expect((await detail(id)).lines.map((l) => l.arrived)).toEqual([10, 4]);

    const qc = await step(opsInbound.qualityCheck, { receiving_no, qualified: [{ sku: 'mug-01', quantity: 9 }] });
    expect(qc.content.status).toBe('to_be_shelved');
    expect((await detail(id)).lines.map((l) => [l.sku, l.qualified])).toEqual([
      ['MUG-01', 9],
      ['CAP-02', 4],
    ]);
    expect(await inventoryOf('MUG-01')).toEqual({ on_hand: 100, in_transit: 10 });

    const shelved = await step(opsInbound.shelve, { receiving_no });
    expect(shelved.content).toEqual({ receiving_no, status: 'completed', loss_orders: [] });
    d = await detail(id);
    expect(d.lines.map((l) => [l.sku, l.quantity, l.arrived, l.qualified, l.shelved])).toEqual([
      ['MUG-01', 10, 10, 9, 9],
      ['CAP-02', 4, 4, 4, 4],
    ]);
    expect(d.shelved).toBe(13);
    expect(d.history.map((h) => [h.from_status, h.to_status, h.actor.kind, h.actor.label])).toEqual([
      [null, 'draft', 'merchant', expect.stringContaining('@')],
      ['draft', 'submitted', 'merchant', expect.stringContaining('@')],
      ['submitted', 'confirmed', 'staff', 'Wu Dock'],
      ['confirmed', 'future_receipt', 'staff', 'Wu Dock'],
      ['future_receipt', 'pending_qc', 'staff', 'Wu Dock'],
      ['pending_qc', 'to_be_shelved', 'staff', 'Wu Dock'],
      ['to_be_shelved', 'completed', 'staff', 'Wu Dock'],
    ]);
    // Stock received; nothing of the booking is in transit any more.
    expect(await inventoryOf('MUG-01')).toEqual({ on_hand: 109, in_transit: 0 });
    expect(await inventoryOf('CAP-02')).toEqual({ on_hand: 104, in_transit: 0 });
    const moves = await t.db
      .selectFrom('stock_movements')
      .select(['type', 'product_id', 'on_hand_delta', 'actor_kind', 'actor_label'])
      .where('reference_type', '=', 'inbound')
      .where('reference_id', '=', id)
      .orderBy('product_id')
      .execute();
    expect(moves.map((mv) => ({ ...mv, on_hand_delta: Number(mv.on_hand_delta) }))).toEqual([
      {
        type: 'receipt',
        product_id: m.ids['MUG-01'],
        on_hand_delta: 9,
        actor_kind: 'staff',
        actor_label: 'Wu Dock',
      },
      {
        type: 'receipt',
        product_id: m.ids['CAP-02'],
        on_hand_delta: 4,
        actor_kind: 'staff',
        actor_label: 'Wu Dock',
      },
    ]);
    const log = await t.call(inventory.getStockLog, { token: m.token, query: { sku: 'MUG-01', warehouse_id: 1 } });
    expect(log.content.list[0]).toMatchObject({
      type: 'receipt',
      reference_type: 'inbound',
      reference_id: id,
      reference_no: receiving_no,
      on_hand_delta: 9,
      actor: 'Wu Dock',
    });
    expect(await stockLedgerProblems(t, m.customerId)).toEqual([]);
  });

  it('closes receiving with boxes missing, and shelves what staff count', async () => {
    const { id, receiving_no } = await submitted();
    await step(opsInbound.audit, { receiving_no });
    const closed = await step(opsInbound.arrive, { receiving_no, box_nos: [1], close: true });
    expect(closed.content.status).toBe('pending_qc');
    const d = await detail(id);
    expect(d.lines.map((l) => l.arrived)).toEqual([5, 2]);
    expect(d.history.at(-1)).toMatchObject({ from_status: 'confirmed', to_status: 'pending_qc' });
    expect(d.boxes.map((b) => b.arrived_at === null)).toEqual([false, true]);
    await step(opsInbound.qualityCheck, { receiving_no });
    expect((await detail(id)).lines.map((l) => l.qualified)).toEqual([5, 2]);
    const before = await inventoryOf('CAP-02');
    await step(opsInbound.shelve, { receiving_no, shelved: [{ sku: 'CAP-02', quantity: 1 }] });
    expect((await detail(id)).lines.map((l) => l.shelved)).toEqual([5, 1]);
    expect((await inventoryOf('CAP-02')).on_hand).toBe((before.on_hand ?? 0) + 1);
    expect(await stockLedgerProblems(t, m.customerId)).toEqual([]);
  });

  it('refuses a step the status does not allow, naming status and step in the request language', async () => {
    const draft = await createBooking(t, m.token);
    const en = await step(opsInbound.audit, { receiving_no: draft.receiving_no });
    expect(en).toMatchObject({ error_code: 1364, msg: 'The booking is Draft: it cannot be audited' });
    const zh = await step(opsInbound.shelve, { receiving_no: draft.receiving_no }, 'zh_CN');
    expect(zh).toMatchObject({ error_code: 1364, msg: '预约单状态为草稿，无法上架' });
    const { receiving_no } = await submitted();
    expect(await step(opsInbound.arrive, { receiving_no })).toMatchObject({
      error_code: 1364,
      msg: 'The booking is Submitted: it cannot be received',
    });
    await step(opsInbound.audit, { receiving_no });
    expect(await step(opsInbound.qualityCheck, { receiving_no }, 'zh_CN')).toMatchObject({
      error_code: 1364,
      msg: '预约单状态为已确认，无法质检',
    });
    expect(await step(opsInbound.audit, { receiving_no })).toMatchObject({
      error_code: 1364,
      msg: 'The booking is Confirmed: it cannot be audited',
    });
    await receiveBooking(t, receiving_no, 'shelve', 'arrive');
    expect(await step(opsInbound.voidBooking, { receiving_no, reason: 'too late' })).toMatchObject({
      error_code: 1364,
      msg: 'The booking is Inventory completion: it cannot be voided',
    });
    expect(await step(opsInbound.shelve, { receiving_no })).toMatchObject({ error_code: 1364 });
  });

  it('refuses unknown boxes, SKUs not booked and counts over what arrived or qualified, changing nothing', async () => {
    const { id, receiving_no } = await submitted();
    await step(opsInbound.audit, { receiving_no });
    expect(await step(opsInbound.arrive, { receiving_no, box_nos: [1, 7] })).toMatchObject({
      error_code: 1365,
      msg: 'Box 7 is not on this booking',
    });
    expect(await step(opsInbound.arrive, { receiving_no, box_nos: [3] }, 'zh_CN')).toMatchObject({
      error_code: 1365,
      msg: '箱号 3 不在该预约单中',
    });
    expect((await detail(id)).boxes.every((b) => b.arrived_at === null)).toBe(true);
    await step(opsInbound.arrive, { receiving_no });
    expect(
      await step(opsInbound.qualityCheck, { receiving_no, qualified: [{ sku: 'PEN-9', quantity: 1 }] }),
    ).toMatchObject({
      error_code: 1366,
      msg: 'SKU PEN-9 is not on this booking',
    });
    expect(
      await step(opsInbound.qualityCheck, { receiving_no, qualified: [{ sku: 'MUG-01', quantity: 11 }] }),
    ).toMatchObject({ error_code: 1367, msg: 'SKU MUG-01: 11 is more than the 10 that can be quality checked' });
    expect(
      await step(opsInbound.qualityCheck, { receiving_no, qualified: [{ sku: 'MUG-01', quantity: 11 }] }, 'zh_CN'),
    ).toMatchObject({ error_code: 1367, msg: 'SKU MUG-01：11 超过了可质检的数量 10' });
    expect((await detail(id)).status).toBe('pending_qc');
    await step(opsInbound.qualityCheck, { receiving_no, qualified: [{ sku: 'CAP-02', quantity: 3 }] });
    expect(
      await step(opsInbound.shelve, { receiving_no, shelved: [{ sku: 'CAP-02', quantity: 4 }] }, 'zh_CN'),
    ).toMatchObject({ error_code: 1367, msg: 'SKU CAP-02：4 超过了可上架的数量 3' });
    expect(await step(opsInbound.shelve, { receiving_no, shelved: [{ sku: 'CAP-02', quantity: 4 }] })).toMatchObject({
      msg: 'SKU CAP-02: 4 is more than the 3 that can be shelved',
    });
    const d = await detail(id);
    expect(d.status).toBe('to_be_shelved');
    expect(d.lines.map((l) => l.shelved)).toEqual([0, 0]);
    expect(
      await t.db
        .selectFrom('stock_movements')
        .select('id')
        .where('reference_type', '=', 'inbound')
        .where('reference_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('voids a booking with a reason; it no longer counts as in transit; an unknown number is not found', async () => {
    const { id, receiving_no } = await submitted();
    const inTransit = (await inventoryOf('MUG-01')).in_transit ?? 0;
    const voided = await step(opsInbound.voidBooking, { receiving_no, reason: 'Duplicate booking' });
    expect(voided.content.status).toBe('voided');
    const d = await detail(id);
    expect(d.history.at(-1)).toMatchObject({
      to_status: 'voided',
      reason: 'Duplicate booking',
      actor: { kind: 'staff' },
    });
    expect(d.can).toEqual({ edit: false, submit: false, withdraw: false, delete: false });
    expect((await inventoryOf('MUG-01')).in_transit).toBe(inTransit - 10);
    expect(await step(opsInbound.audit, { receiving_no: 'RV000000999999' }, 'zh_CN')).toMatchObject({
      status: 404,
      error_code: 1360,
      msg: '入库预约单不存在',
    });
  });

  it('receives the stock once when the same booking is shelved twice at the same moment', async () => {
    const { id, receiving_no } = await submitted();
    await receiveBooking(t, receiving_no, 'qualityCheck');
    const replies = await Promise.all([
      step(opsInbound.shelve, { receiving_no }),
      step(opsInbound.shelve, { receiving_no }),
      step(opsInbound.shelve, { receiving_no }),
    ]);
    expect(replies.filter((r) => r.error_code === 0)).toHaveLength(1);
    const receipts = await t.db
      .selectFrom('stock_movements')
      .select('on_hand_delta')
      .where('reference_type', '=', 'inbound')
      .where('reference_id', '=', id)
      .execute();
    expect(receipts.map((r) => Number(r.on_hand_delta)).sort()).toEqual([10, 4].sort());
    expect(await stockLedgerProblems(t, m.customerId)).toEqual([]);
  });

  it('voids a confirmed booking and one with boxes arriving; refuses voiding a withdrawn one', async () => {
    const confirmed = await submitted();
    await step(opsInbound.audit, { receiving_no: confirmed.receiving_no });
    const a = await step(opsInbound.voidBooking, { receiving_no: confirmed.receiving_no, reason: 'Refused at audit' });
    expect(a.content.status).toBe('voided');
    const arriving = await submitted();
    await step(opsInbound.audit, { receiving_no: arriving.receiving_no });
    await step(opsInbound.arrive, { receiving_no: arriving.receiving_no, box_nos: [1] });
    const b = await step(opsInbound.voidBooking, { receiving_no: arriving.receiving_no, reason: 'Lost at sea' });
    expect(b.content.status).toBe('voided');
    expect((await detail(arriving.id)).history.slice(-2).map((h) => [h.from_status, h.to_status])).toEqual([
      ['confirmed', 'future_receipt'],
      ['future_receipt', 'voided'],
    ]);
    const withdrawn = await submitted();
    await t.call(inbound.withdraw, { token: m.token, body: { id: withdrawn.id } });
    expect(
      await step(opsInbound.voidBooking, { receiving_no: withdrawn.receiving_no, reason: 'x' }, 'zh_CN'),
    ).toMatchObject({
      error_code: 1364,
      msg: '预约单状态为已撤回，无法作废',
    });
    expect(await step(opsInbound.qualityCheck, { receiving_no: 'RV000000999999' })).toMatchObject({
      status: 404,
      error_code: 1360,
      msg: 'The inbound booking does not exist',
    });
  });

  it('names a SKU not on the booking in Chinese too', async () => {
    const { receiving_no } = await submitted();
    await receiveBooking(t, receiving_no, 'arrive');
    expect(
      await step(opsInbound.qualityCheck, { receiving_no, qualified: [{ sku: 'PEN-9', quantity: 1 }] }, 'zh_CN'),
    ).toMatchObject({ error_code: 1366, msg: 'SKU PEN-9 不在该预约单中' });
  });

  it('shows a SKU booked to a warehouse that never held it as in transit there, then on hand once shelved', async () => {
    const added = await t.call(product.addProduct, { token: m.token, body: sampleProduct({ sku: 'NEW-77' }) });
    expect(added.error_code).toBe(0);
    expect(await inventoryOf('NEW-77', 3)).toEqual({ on_hand: undefined, in_transit: undefined });
    const box = { box_count: 1, weight_kg: 3, length_cm: 30, width_cm: 20, height_cm: 20 };
    const { receiving_no } = await createBooking(
      t,
      m.token,
      sampleBooking({
        warehouse_id: 3,
        lines: [{ sku: 'NEW-77', quantity: 3 }],
        packing_method: 'all_in_one',
        boxes: [{ ...box, items: [{ sku: 'NEW-77', quantity: 3 }] }],
        services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
      }),
      { submit: true },
    );
    expect(await inventoryOf('NEW-77', 3)).toEqual({ on_hand: 0, in_transit: 3 });
    await receiveBooking(t, receiving_no, 'shelve');
    expect(await inventoryOf('NEW-77', 3)).toEqual({ on_hand: 3, in_transit: 0 });
    expect(await stockLedgerProblems(t, m.customerId)).toEqual([]);
  });

  it("counts a withdrawn or draft booking's units as not in transit", async () => {
    const before = (await inventoryOf('CAP-02')).in_transit ?? 0;
    const { id } = await submitted();
    expect((await inventoryOf('CAP-02')).in_transit).toBe(before + 4);
    await t.call(inbound.withdraw, { token: m.token, body: { id } });
    expect((await inventoryOf('CAP-02')).in_transit).toBe(before);
  });
});
