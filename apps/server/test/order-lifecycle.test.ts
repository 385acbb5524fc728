import { type OperationDef, opsOrder, order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createOrder,
  ledgersSound,
  merchantWithSkus,
  moneyOf,
  sampleOrder,
  staffSteps,
  startOrderApp,
  stockMovesOf,
} from './support/orders';
import type { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

describe('an order from submit to delivery', () => {
  let t: TestApp;
  let m: Merchant;
  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t);
  });
  afterAll(() => t.close());

  const submit = (ids: number[], lang: 'en' | 'zh_CN' = 'en') =>
    t.call(order.submitOrders, { token: m.token, body: { ids }, lang });
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const detail = async (id: number, lang: 'en' | 'zh_CN' = 'en') =>
    (await t.call(order.getOrderDetail, { token: m.token, query: { id }, lang })).content;
  const step = <O extends OperationDef>(operation: O, body: Record<string, unknown>, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(operation, { ops: true, body, lang });
  const submitted = async (overrides = {}) => {
    const saved = await createOrder(t, m.token, sampleOrder(overrides));
    const reply = await submit([saved.id]);
    if (reply.error_code !== 0) throw new Error(reply.msg);
    return saved;
  };

  it('submits orders together: stock locked and estimates held for each, all go to Verifying', async () => {
    const a = await createOrder(t, m.token, sampleOrder());
    const b = await createOrder(t, m.token, sampleOrder({}, [{ sku: 'CAP-02', quantity: 1 }]));
    const reply = await submit([a.id, b.id, a.id]);
    expect(reply.error_code, reply.msg).toBe(0);
    const [rowA, rowB] = await t.db
      .selectFrom('orders')
      .select(['status', 'estimate_total', 'submitted_at'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(reply.content).toEqual({
      submitted: 2,
      estimated_total: (rowA?.estimate_total ?? 0) + (rowB?.estimate_total ?? 0),
    });
    expect([rowA?.status, rowB?.status]).toEqual(['verifying', 'verifying']);
    const locks = await t.db
      .selectFrom('stock_locks')
      .selectAll()
      .where('reference_type', '=', 'order')
      .where('reference_id', '=', a.id)
      .execute();
    expect(locks).toEqual([
      expect.objectContaining({ reference_type: 'order', product_id: m.ids['MUG-01'], warehouse_id: 1, quantity: 2 }),
    ]);
    expect((await moneyOf(t, b.id)).holds).toEqual([{ amount: rowB?.estimate_total, status: 'held' }]);
    const history = (await detail(a.id)).transitions.map((tr) => [tr.from_status, tr.to_status, tr.actor.kind]);
    expect(history).toEqual([
      [null, 'approving', 'merchant'],
      ['approving', 'verifying', 'merchant'],
    ]);
  });

  it('refuses orders not Approving (naming them), of two warehouses, or not the merchant’s', async () => {
    const done = await submitted({ platform_order_no: 'ALREADY-1' });
    const fresh = await createOrder(t, m.token, sampleOrder());
    const reply = await submit([fresh.id, done.id]);
    expect(reply).toMatchObject({
      error_code: 1103,
      msg: 'Orders not in Approving status cannot be submitted: ALREADY-1',
    });
    expect((await submit([done.id], 'zh_CN')).msg).toBe('非待审核状态的订单不能提交：ALREADY-1');
    expect(await statusOf(fresh.id)).toBe('approving');

    const east = await createOrder(t, m.token, sampleOrder({ warehouse_id: 2 }));
    const mixed = await submit([fresh.id, east.id]);
    expect(mixed).toMatchObject({ error_code: 1104, msg: 'The orders submitted together must share one warehouse' });

    const other = await merchantWithSkus(t);
    const foreign = await t.call(order.submitOrders, { token: other.token, body: { ids: [fresh.id] } });
    expect(foreign).toMatchObject({ status: 404, error_code: 1100 });
    expect(await statusOf(fresh.id)).toBe('approving');
  });

  it('is all or none: one order short of stock or money leaves every order Approving', async () => {
    const fine = await createOrder(t, m.token, sampleOrder());
    const greedy = await createOrder(t, m.token, sampleOrder({}, [{ sku: 'CAP-02', quantity: 150 }]));
    const counts = await t.db
      .selectFrom('order_status_counts')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .execute();
    const short = await submit([fine.id, greedy.id]);
    expect(short.error_code).not.toBe(0);
    expect(short.msg).toContain('CAP-02');
    expect([await statusOf(fine.id), await statusOf(greedy.id)]).toEqual(['approving', 'approving']);
    expect(
      await t.db.selectFrom('order_status_counts').selectAll().where('customer_id', '=', m.customerId).execute(),
    ).toEqual(counts);

    expect(await stockMovesOf(t, fine.id)).toEqual([]);

    const poor = await merchantWithSkus(t, ['MUG-01'], { balance: 100 });
    const unpaid = await createOrder(t, poor.token, sampleOrder());
    const refused = await t.call(order.submitOrders, { token: poor.token, body: { ids: [unpaid.id] } });
    expect(refused.error_code).toBe(1280);
    expect(await statusOf(unpaid.id)).toBe('approving');
    // The stock it locked before the wallet refused went back with the rest of the transaction.
    expect(await stockMovesOf(t, unpaid.id)).toEqual([]);
    expect(await balanceOf(t, poor.customerId, poor.ids['MUG-01'] as number, 1)).toEqual({ on_hand: 100, locked: 0 });
  });

  it('re-quotes at submit: a method that no longer fits the order is refused, naming the order', async () => {
    const ground = await createOrder(t, m.token, sampleOrder({ platform_order_no: 'GROUND-1' }));
    // USPS Ground Advantage delivers in the United States only.
    await t.db.updateTable('orders').set({ country: 'CA' }).where('id', '=', ground.id).execute();
    const reply = await submit([ground.id]);
    expect(reply.error_code).toBe(1201);
    expect(reply.msg).toBe(
      'The selected shipping method is not available for this order, please choose another: destination: USPS Ground Advantage does not deliver to CA 90001: GROUND-1',
    );
    expect(await statusOf(ground.id)).toBe('approving');
  });

  it('walks the warehouse steps: verify, pack (stock deducted, final fee charged), hand over, ship', async () => {
    const saved = await submitted();
    const id = saved.system_order_id;
    expect((await step(opsOrder.verify, { system_order_id: id, operator: 'Wang Wei' })).content).toEqual({
      system_order_id: id,
      status: 'awaiting_packing',
    });
    const packed = await step(opsOrder.pack, {
      system_order_id: id,
      operator: 'Wang Wei',
      weight_g: 1250,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
    });
    const finalFee = (packed.content as { final_fee: number }).final_fee;
    expect(packed.content).toEqual({ system_order_id: id, status: 'packaged', final_fee: finalFee });
    const estimate = (await detail(saved.id)).estimated_fee?.total ?? 0;
    // Two mugs of 180 g were quoted; the parcel weighed 1,250 g: the fee follows the scale.
    expect(finalFee).toBeGreaterThan(estimate);
    expect(await stockMovesOf(t, saved.id)).toEqual(['lock:merchant', 'deduction:staff']);
    const money = await moneyOf(t, saved.id);
    expect(money.holds).toEqual([{ amount: estimate, status: 'charged' }]);
    expect(money.fee).toMatchObject({
      amount: -finalFee,
      actor: 'staff',
      remark: `${id} ${(await detail(saved.id)).platform_order_no}`,
    });
    expect(money.fee?.items.reduce((sum, item) => sum + item.amount, 0)).toBe(finalFee);
    const afterPack = await detail(saved.id, 'zh_CN');
    expect(afterPack.final_fee).toMatchObject({
      total: finalFee,
      weight_g: 1250,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
    });
    expect(afterPack.final_fee?.lines.map((l) => [l.code, l.amount])).toEqual(
      money.fee?.items.map((i) => [i.code, i.amount]),
    );
    expect(afterPack.final_fee?.lines[0]).toMatchObject({ code: 'basic_shipping', name: '基础运费' });
    expect(afterPack).toMatchObject({ fulfillment_fee: finalFee, fee_is_final: true });

    await step(opsOrder.handOver, { system_order_id: id });
    const shipped = await step(opsOrder.ship, {
      system_order_id: id,
      tracking_number: '1Z999AA10123456784',
      last_mile_tracking_number: 'LM-777',
    });
    expect(shipped.content.status).toBe('shipped');
    const shown = await detail(saved.id);
    expect(shown).toMatchObject({ true_tracking_number: '1Z999AA10123456784', last_mile_tracking_number: 'LM-777' });
    expect(shown.transitions.map((tr) => `${tr.to_status}:${tr.actor.label}`)).toEqual([
      `approving:${shown.transitions[0]?.actor.label}`,
      `verifying:${shown.transitions[0]?.actor.label}`,
      'awaiting_packing:Wang Wei',
      'packaged:Wang Wei',
      'awaiting_shipping:staff',
      'shipped:staff',
    ]);
  });

  it('bills value-added services with the fulfilment fee: in the estimate held at submit and in the final charge', async () => {
    const services = [
      { code: 'GIFT_WRAP', quantity: 2 },
      { code: 'PHOTO', quantity: 1 },
    ];
    const saved = await submitted({ value_added_services: services });
    // The warehouse's list prices them at 1.20 and 0.50: 2 × 120 + 50 cents.
    const held = await detail(saved.id, 'zh_CN');
    expect(held.estimated_fee?.lines.at(-1)).toEqual({ code: 'value_added_services', name: '增值服务费', amount: 290 });
    const freight = held.estimated_fee?.lines.slice(0, -1).reduce((sum, line) => sum + line.amount, 0) ?? 0;
    expect(held.estimated_fee?.total).toBe(freight + 290);
    expect((await moneyOf(t, saved.id)).holds).toEqual([{ amount: freight + 290, status: 'held' }]);

    await staffSteps(t, saved.system_order_id, 'pack');
    const charged = await detail(saved.id);
    expect(charged.final_fee?.lines).toContainEqual({
      code: 'value_added_services',
      name: 'Value-added services',
      amount: 290,
    });
    const money = await moneyOf(t, saved.id);
    expect(money.fee?.items).toContainEqual({ code: 'value_added_services', amount: 290 });
    expect(money.fee?.amount).toBe(-(charged.final_fee?.total ?? 0));
  });

  it('refuses each step out of order, naming both statuses, in both languages, and changes nothing', async () => {
    const saved = await createOrder(t, m.token, sampleOrder());
    const id = saved.system_order_id;
    const early = await step(opsOrder.verify, { system_order_id: id });
    expect(early).toMatchObject({ error_code: 1115, msg: 'The order cannot go from Approving to Awaiting Packing' });
    const zh = await step(opsOrder.ship, { system_order_id: id, tracking_number: 'X' }, 'zh_CN');
    expect(zh.msg).toBe('订单不能从 待审核 变为 已发货');
    const pack = await step(opsOrder.pack, {
      system_order_id: id,
      weight_g: 1,
      length_cm: 1,
      width_cm: 1,
      height_cm: 1,
    });
    expect(pack.error_code).toBe(1115);
    expect((await step(opsOrder.markDelivered, { system_order_id: id })).error_code).toBe(1115);
    expect((await step(opsOrder.markExpired, { system_order_id: id })).error_code).toBe(1115);
    expect(await statusOf(saved.id)).toBe('approving');
    expect(await stockMovesOf(t, saved.id)).toEqual([]);

    const unknown = await step(opsOrder.verify, { system_order_id: 'SO2000010100000000' });
    expect(unknown).toMatchObject({ status: 404, error_code: 1100, msg: 'The order does not exist' });
    const merchantTries = await t.call(opsOrder.verify, { token: m.token, body: { system_order_id: id } });
    expect(merchantTries).toMatchObject({ status: 401, error_code: 1016 });
  });

  it('follows the carrier: events kept, stages moved, delivered at the end', async () => {
    const saved = await submitted();
    const id = saved.system_order_id;
    const before = await step(opsOrder.addTrackingEvent, {
      system_order_id: id,
      status_text: 'Label created',
      occurred_at: '2026-11-23T09:00:00Z',
    });
    expect(before.error_code).toBe(1115);
    await staffSteps(t, id, 'ship');
    const event = (status_text: string, occurred_at: string, extra = {}) =>
      step(opsOrder.addTrackingEvent, { system_order_id: id, status_text, occurred_at, location: 'LAX', ...extra });
    expect((await event('Accepted', '2026-11-24T01:00:00Z')).content.status).toBe('shipped');
    expect((await event('Departed', '2026-11-24T05:00:00Z', { moves_to: 'in_transit' })).content.status).toBe(
      'in_transit',
    );
    expect(
      (await event('At pickup point', '2026-11-26T08:00:00+08:00', { moves_to: 'pick_up', source: 'last_mile' }))
        .content.status,
    ).toBe('pick_up');
    expect(
      (await event('Out for delivery', '2026-11-27T08:00:00Z', { moves_to: 'out_for_delivery' })).content.status,
    ).toBe('out_for_delivery');
    expect((await event('Delivered', '2026-11-27T15:00:00Z', { moves_to: 'delivered' })).content.status).toBe(
      'delivered',
    );
    const late = await event('Back to sender', '2026-11-28T15:00:00Z', { moves_to: 'in_transit' });
    expect(late).toMatchObject({ error_code: 1115, msg: 'The order cannot go from Delivered to In Transit' });
    const shown = await detail(saved.id);
    expect(shown.status).toBe('delivered');
    expect(shown.tracking_events.map((e) => [e.source, e.status_text, e.occurred_at])).toEqual([
      ['carrier', 'Accepted', '2026-11-24T01:00:00.000Z'],
      ['carrier', 'Departed', '2026-11-24T05:00:00.000Z'],
      ['last_mile', 'At pickup point', '2026-11-26T00:00:00.000Z'],
      ['carrier', 'Out for delivery', '2026-11-27T08:00:00.000Z'],
      ['carrier', 'Delivered', '2026-11-27T15:00:00.000Z'],
    ]);
    expect(shown.can).toEqual({ edit: false, submit: false, cancel: false, delete: false });
  });

  it('raises exceptions that wait for the merchant: Alert on the way, back to In Transit once resolved', async () => {
    const saved = await submitted();
    const id = saved.system_order_id;
    await staffSteps(t, id, 'ship');
    const raised = await step(opsOrder.raiseException, {
      system_order_id: id,
      reason: 'Address incomplete: no unit number',
    });
    expect(raised.content).toMatchObject({ status: 'alert', exception_id: expect.any(Number) });
    const exceptionId = (raised.content as { exception_id: number }).exception_id;
    const listed = await t.call(order.getOrderList, { token: m.token, query: { status: 'alert' } });
    expect(listed.content.list.map((o) => [o.id, o.needs_reply])).toEqual([[saved.id, true]]);

    const reply = (body: Record<string, unknown>, lang: 'en' | 'zh_CN' = 'en') =>
      t.call(order.replyException, {
        token: m.token,
        body: { id: saved.id, exception_id: exceptionId, ...body },
        lang,
      });
    const empty = await reply({ reply: '  ' });
    expect(empty.error_code).toBe(1001);
    expect((await reply({ reply: 'Unit 4B, please' })).content).toEqual({ state: 'replied' });
    const twice = await reply({ reply: 'again' }, 'zh_CN');
    expect(twice).toMatchObject({ error_code: 1108, msg: '该异常已回复或已处理' });
    const wrongOrder = await t.call(order.replyException, {
      token: m.token,
      body: { id: (await submitted()).id, exception_id: exceptionId, reply: 'x' },
    });
    expect(wrongOrder).toMatchObject({ status: 404, error_code: 1004 });
    const afterReply = await detail(saved.id);
    expect(afterReply).toMatchObject({ status: 'alert', needs_reply: false });
    expect(afterReply.exceptions).toEqual([
      expect.objectContaining({
        id: exceptionId,
        state: 'replied',
        reply: 'Unit 4B, please',
        reason: 'Address incomplete: no unit number',
      }),
    ]);

    const resolved = await step(opsOrder.resolveException, {
      system_order_id: id,
      exception_id: exceptionId,
      resolution: 'Relabelled',
    });
    expect(resolved.content.status).toBe('in_transit');
    expect((await step(opsOrder.resolveException, { system_order_id: id, exception_id: exceptionId })).error_code).toBe(
      1108,
    );
    expect((await detail(saved.id)).exceptions[0]?.state).toBe('resolved');
  });

  it('raises an exception at the warehouse without moving the order, and none on an Approving one', async () => {
    const atWarehouse = await submitted();
    const raised = await step(opsOrder.raiseException, {
      system_order_id: atWarehouse.system_order_id,
      reason: 'Battery label missing',
    });
    expect(raised.content).toMatchObject({ status: 'verifying' });
    expect(await detail(atWarehouse.id)).toMatchObject({ status: 'verifying', needs_reply: true });
    const draft = await createOrder(t, m.token, sampleOrder());
    const refused = await step(opsOrder.raiseException, { system_order_id: draft.system_order_id, reason: 'x' });
    expect(refused).toMatchObject({ error_code: 1115, msg: 'The order cannot go from Approving to Alert' });
  });

  it('expires a parcel too long on its way, which may still be delivered', async () => {
    const saved = await submitted();
    const id = saved.system_order_id;
    await staffSteps(t, id, 'ship');
    await step(opsOrder.addTrackingEvent, {
      system_order_id: id,
      status_text: 'Departed',
      occurred_at: '2026-11-24T05:00:00Z',
      moves_to: 'in_transit',
    });
    expect(
      (await step(opsOrder.markExpired, { system_order_id: id, reason: '30 days without a scan' })).content.status,
    ).toBe('expired');
    expect((await step(opsOrder.raiseException, { system_order_id: id, reason: 'Lost?' })).error_code).toBe(1115);
    expect((await step(opsOrder.markDelivered, { system_order_id: id })).content.status).toBe('delivered');
    const history = (await detail(saved.id)).transitions.slice(-2).map((tr) => [tr.to_status, tr.reason]);
    expect(history).toEqual([
      ['expired', '30 days without a scan'],
      ['delivered', ''],
    ]);
  });

  it('keeps the counts per status equal to the orders themselves after every move above', async () => {
    const counted = await t.db
      .selectFrom('orders')
      .select(['customer_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['customer_id', 'status'])
      .execute();
    const kept = await t.db.selectFrom('order_status_counts').selectAll().where('count', '!=', 0).execute();
    const asText = (rows: { customer_id: number; status: string; n?: number; count?: number }[]) =>
      rows.map((r) => `${r.customer_id}:${r.status}:${Number(r.n ?? r.count)}`).sort();
    expect(asText(kept)).toEqual(asText(counted));
  });

  it("leaves the merchant's stock ledger and wallet adding up after every flow above", async () => {
    expect(await ledgersSound(t, m.customerId)).toEqual([]);
  });
});
