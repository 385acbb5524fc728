import { opsOrder, order } from '@portal/contract';
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

describe('cancel, interception, delete, copy and address type', () => {
  let t: TestApp;
  let m: Merchant;
  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t);
  });
  afterAll(() => t.close());

  const cancel = (id: number, lang: 'en' | 'zh_CN' = 'en', reason = '') =>
    t.call(order.cancelOrder, { token: m.token, body: { id, reason }, lang });
  const row = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  const submitted = async (overrides = {}) => {
    const saved = await createOrder(t, m.token, sampleOrder(overrides));
    const reply = await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } });
    if (reply.error_code !== 0) throw new Error(reply.msg);
    return saved;
  };
  const resolve = (systemOrderId: string, approve: boolean, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(opsOrder.resolveInterception, {
      ops: true,
      body: { system_order_id: systemOrderId, approve, remark: approve ? 'Pulled from the shelf' : 'Already labelled' },
      lang,
    });

  it('cancels an Approving order outright: nothing was locked, nothing is released', async () => {
    const saved = await createOrder(t, m.token, sampleOrder());
    const reply = await cancel(saved.id, 'en', 'Buyer changed their mind');
    expect(reply.content).toEqual({ status: 'canceled', interception_requested: false });
    expect((await row(saved.id))?.status).toBe('canceled');
    expect(await stockMovesOf(t, saved.id)).toEqual([]);
    expect((await moneyOf(t, saved.id)).holds).toEqual([]);
    const detail = await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.id } });
    expect(detail.content.transitions.at(-1)).toMatchObject({
      from_status: 'approving',
      to_status: 'canceled',
      reason: 'Buyer changed their mind',
    });
    expect(detail.content.can).toEqual({ edit: false, submit: false, cancel: false, delete: true });
    const again = await cancel(saved.id);
    expect(again).toMatchObject({ error_code: 1115, msg: 'The order cannot go from Canceled to Canceled' });
  });

  it('asks for an interception once the warehouse has the order, and staff answer it', async () => {
    const saved = await submitted();
    const id = saved.system_order_id;
    const asked = await cancel(saved.id, 'en', 'Wrong size');
    expect(asked.content).toEqual({ status: 'verifying', interception_requested: true });
    const twice = await cancel(saved.id, 'zh_CN');
    expect(twice).toMatchObject({ error_code: 1114, msg: '该订单的拦截申请已提交客服处理' });
    const listed = await t.call(order.getOrderList, {
      token: m.token,
      query: { status: 'all', order_nos: saved.system_order_id },
    });
    expect(listed.content.list[0]).toMatchObject({ status: 'verifying', interception_requested: true });
    const detail = await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.id } });
    expect(detail.content.can.cancel).toBe(false);

    // The warehouse waits for the answer before it goes on.
    const blocked = await t.call(opsOrder.verify, { ops: true, body: { system_order_id: id } });
    expect(blocked.error_code).toBe(1114);

    const rejected = await resolve(id, false);
    expect(rejected.content).toEqual({ system_order_id: id, status: 'verifying' });
    expect((await row(saved.id))?.interception_requested).toBe(0);
    expect((await resolve(id, false, 'zh_CN')).msg).toBe('该订单没有拦截申请');

    await cancel(saved.id);
    const approved = await resolve(id, true);
    expect(approved.content).toEqual({ system_order_id: id, status: 'canceled' });
    expect(await stockMovesOf(t, saved.id)).toEqual(['lock:merchant', 'release:staff']);
    expect((await moneyOf(t, saved.id)).holds).toEqual([{ amount: expect.any(Number), status: 'released' }]);
    expect(await balanceOf(t, m.customerId, m.ids['MUG-01'] as number, 1)).toMatchObject({ locked: 0 });
    const last = (
      await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.id } })
    ).content.transitions.at(-1);
    expect(last).toMatchObject({
      from_status: 'verifying',
      to_status: 'canceled',
      actor: { kind: 'staff' },
      reason: 'Pulled from the shelf',
    });
  });

  it('puts packed stock back when an interception is approved after packing; the fee charged stays', async () => {
    const saved = await submitted();
    const id = saved.system_order_id;
    await staffSteps(t, id, 'pack');
    const mug = m.ids['MUG-01'] as number;
    const packed = await balanceOf(t, m.customerId, mug, 1);
    const balance = async () =>
      (
        await t.db
          .selectFrom('wallet_accounts')
          .select('balance')
          .where('customer_id', '=', m.customerId)
          .executeTakeFirstOrThrow()
      ).balance;
    const charged = await balance();
    await cancel(saved.id);
    expect((await resolve(id, true)).content.status).toBe('canceled');
    expect(await stockMovesOf(t, saved.id)).toEqual(['lock:merchant', 'deduction:staff', 'receipt:staff']);
    expect(await balanceOf(t, m.customerId, mug, 1)).toEqual({ on_hand: packed.on_hand + 2, locked: packed.locked });
    expect(await balance()).toBe(charged);
    expect((await moneyOf(t, saved.id)).fee?.amount).toBeLessThan(0);
  });

  it('refuses to cancel an order that has left the warehouse', async () => {
    const saved = await submitted();
    await staffSteps(t, saved.system_order_id, 'ship');
    const reply = await cancel(saved.id);
    expect(reply).toMatchObject({
      error_code: 1106,
      msg: 'This order has left the warehouse and can no longer be cancelled; please contact customer service',
    });
    expect((await cancel(saved.id, 'zh_CN')).msg).toBe('该订单已出库，无法取消；请联系客服');
    expect((await row(saved.id))?.status).toBe('shipped');
    const other = await merchantWithSkus(t);
    const foreign = await t.call(order.cancelOrder, { token: other.token, body: { id: saved.id } });
    expect(foreign).toMatchObject({ status: 404, error_code: 1100 });
  });

  it('deletes Approving and Canceled orders all or none, naming those it keeps', async () => {
    const draft = await createOrder(t, m.token, sampleOrder());
    const canceled = await createOrder(t, m.token, sampleOrder());
    await cancel(canceled.id);
    const busy = await submitted({ platform_order_no: 'BUSY-7' });
    const refused = await t.call(order.deleteOrder, { token: m.token, body: { ids: [draft.id, busy.id] } });
    expect(refused).toMatchObject({
      error_code: 1107,
      msg: 'Only orders in Approving or Canceled status can be deleted: BUSY-7',
    });
    expect(await row(draft.id)).toBeDefined();

    const counts = async () =>
      Object.fromEntries(
        (
          await t.db.selectFrom('order_status_counts').selectAll().where('customer_id', '=', m.customerId).execute()
        ).map((r) => [r.status, r.count]),
      );
    const before = await counts();
    const deleted = await t.call(order.deleteOrder, { token: m.token, body: { ids: [draft.id, canceled.id] } });
    expect(deleted.content).toEqual({ deleted: 2 });
    expect(await row(draft.id)).toBeUndefined();
    expect(
      await t.db.selectFrom('order_lines').select('id').where('order_id', 'in', [draft.id, canceled.id]).execute(),
    ).toEqual([]);
    expect(
      await t.db.selectFrom('order_transitions').select('id').where('order_id', '=', canceled.id).execute(),
    ).toEqual([]);
    const after = await counts();
    expect([after.approving, after.canceled]).toEqual([(before.approving ?? 0) - 1, (before.canceled ?? 0) - 1]);
    const gone = await t.call(order.deleteOrder, { token: m.token, body: { ids: [draft.id] } });
    expect(gone).toMatchObject({ status: 404, error_code: 1100 });
  });

  it('copies an order under <no>-COPY, -COPY2, …, a copy of a copy numbering on from the original', async () => {
    const source = await submitted({ platform_order_no: 'SHOP-42', note: 'Gift' });
    const first = await t.call(order.copyOrder, { token: m.token, body: { id: source.id } });
    expect(first.content.platform_order_no).toBe('SHOP-42-COPY');
    const second = await t.call(order.copyOrder, { token: m.token, body: { id: source.id } });
    expect(second.content.platform_order_no).toBe('SHOP-42-COPY2');
    const third = await t.call(order.copyOrder, { token: m.token, body: { id: first.content.id } });
    expect(third.content.platform_order_no).toBe('SHOP-42-COPY3');
    const copy = (await t.call(order.getOrderDetail, { token: m.token, query: { id: first.content.id } })).content;
    const original = (await t.call(order.getOrderDetail, { token: m.token, query: { id: source.id } })).content;
    expect(copy).toMatchObject({
      status: 'approving',
      note: 'Gift',
      recipient: original.recipient,
      interception_requested: false,
    });
    expect(copy.items.map((i) => [i.sku, i.quantity, i.unit_price])).toEqual(
      original.items.map((i) => [i.sku, i.quantity, i.unit_price]),
    );
    expect(copy.system_order_id).not.toBe(original.system_order_id);
    expect(copy.transitions.map((tr) => tr.to_status)).toEqual(['approving']);

    const long = await createOrder(t, m.token, sampleOrder({ platform_order_no: 'L'.repeat(50) }));
    const longCopy = await t.call(order.copyOrder, { token: m.token, body: { id: long.id } });
    expect(longCopy.content.platform_order_no).toBe(`${'L'.repeat(45)}-COPY`);

    const other = await merchantWithSkus(t);
    expect((await t.call(order.copyOrder, { token: other.token, body: { id: source.id } })).error_code).toBe(1100);
  });

  it('changes the address type until the order is packed', async () => {
    const saved = await submitted();
    const change = (address_type: string, lang: 'en' | 'zh_CN' = 'en') =>
      t.call(order.updateAddressType, { token: m.token, body: { id: saved.id, address_type }, lang });
    expect((await change('business')).content).toEqual({ address_type: 'business' });
    await staffSteps(t, saved.system_order_id, 'pack');
    const locked = await change('military');
    expect(locked).toMatchObject({
      error_code: 1113,
      msg: 'The address type can no longer be changed once the order has been packed',
    });
    expect((await change('military', 'zh_CN')).msg).toBe('订单打包后不能再修改地址类型');
    expect((await row(saved.id))?.address_type).toBe('business');
    expect((await change('houseboat')).error_code).toBe(1001);
  });

  it('lets one of two racing writers move an order; the other is refused and the history shows one move', async () => {
    const saved = await submitted();
    const replies = await Promise.all(
      [1, 2, 3].map(() => t.call(opsOrder.verify, { ops: true, body: { system_order_id: saved.system_order_id } })),
    );
    expect(replies.filter((r) => r.error_code === 0)).toHaveLength(1);
    for (const r of replies.filter((x) => x.error_code !== 0)) expect([1018, 1115]).toContain(r.error_code);
    const moves = await t.db
      .selectFrom('order_transitions')
      .select('to_status')
      .where('order_id', '=', saved.id)
      .where('to_status', '=', 'awaiting_packing')
      .execute();
    expect(moves).toHaveLength(1);

    const draft = await createOrder(t, m.token, sampleOrder());
    const submits = await Promise.all(
      [1, 2].map(() => t.call(order.submitOrders, { token: m.token, body: { ids: [draft.id] } })),
    );
    expect(submits.filter((r) => r.error_code === 0)).toHaveLength(1);
    const verifying = await t.db
      .selectFrom('order_transitions')
      .select('id')
      .where('order_id', '=', draft.id)
      .where('to_status', '=', 'verifying')
      .execute();
    expect(verifying).toHaveLength(1);
  });

  it("leaves the merchant's stock ledger and wallet adding up after every flow above", async () => {
    expect(await ledgersSound(t, m.customerId)).toEqual([]);
  });
});
