import { inventory, opsOrder, order } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps, startOrderApp } from './support/orders';
import { registerMerchant } from './support/products';
import { DEMO_LOGINS, ENGINE, type TestApp } from './support/test-app';
import { download, readXlsx } from './support/xlsx';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

/** A stock movement written straight into the table (adjustment by the system unless overridden). */
function movementRow(
  customerId: number,
  productId: number,
  overrides: Partial<{
    warehouse_id: number;
    type: string;
    on_hand_delta: number;
    actor_label: string;
    created_at: string;
  }>,
) {
  return {
    customer_id: customerId,
    product_id: productId,
    warehouse_id: 1,
    type: 'adjustment',
    on_hand_delta: 0,
    locked_delta: 0,
    on_hand_after: 1,
    locked_after: 0,
    reference_type: null,
    reference_id: null,
    actor_kind: 'system' as const,
    actor_id: 0,
    actor_label: 'test',
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

describe('the stock log (inventory.getStockLog, inventory.downloadStockLog)', () => {
  let t: TestApp;
  let m: Merchant;
  let packed: { id: number; system_order_id: string; no: string };
  let canceled: { id: number; system_order_id: string; no: string };
  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t);
    const submitted = async (quantity: number) => {
      const body = sampleOrder({}, [{ sku: 'MUG-01', quantity }]);
      const saved = await createOrder(t, m.token, body);
      const reply = await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } });
      if (reply.error_code !== 0) throw new Error(reply.msg);
      return { ...saved, no: body.platform_order_no };
    };
    packed = await submitted(2);
    await staffSteps(t, packed.system_order_id, 'pack');
    canceled = await submitted(3);
    await t.call(order.cancelOrder, { token: m.token, body: { id: canceled.id, reason: 'No longer needed' } });
    await t.call(opsOrder.resolveInterception, {
      ops: true,
      body: { system_order_id: canceled.system_order_id, approve: true, remark: 'Pulled' },
    });
  });
  afterAll(() => t.close());

  const log = (query: Record<string, unknown> = {}, token = m.token, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(inventory.getStockLog, { token, query, lang });

  it('lists every movement of an order newest first, with quantities and balances after', async () => {
    const reply = await log({ sku: 'mug-01', warehouse_id: 1 });
    expect(reply.error_code, reply.msg).toBe(0);
    const rows = reply.content.list.map((r) => ({
      type: r.type,
      ref: r.reference_type && `${r.reference_type}:${r.reference_id}`,
      on_hand_delta: r.on_hand_delta,
      locked_delta: r.locked_delta,
      on_hand_after: r.on_hand_after,
      locked_after: r.locked_after,
    }));
    expect(rows).toEqual([
      {
        type: 'release',
        ref: `order:${canceled.id}`,
        on_hand_delta: 0,
        locked_delta: -3,
        on_hand_after: 98,
        locked_after: 0,
      },
      {
        type: 'lock',
        ref: `order:${canceled.id}`,
        on_hand_delta: 0,
        locked_delta: 3,
        on_hand_after: 98,
        locked_after: 3,
      },
      {
        type: 'deduction',
        ref: `order:${packed.id}`,
        on_hand_delta: -2,
        locked_delta: -2,
        on_hand_after: 98,
        locked_after: 0,
      },
      {
        type: 'lock',
        ref: `order:${packed.id}`,
        on_hand_delta: 0,
        locked_delta: 2,
        on_hand_after: 100,
        locked_after: 2,
      },
      { type: 'adjustment', ref: null, on_hand_delta: 100, locked_delta: 0, on_hand_after: 100, locked_after: 0 },
    ]);
    expect(reply.content.total).toBe(5);
    expect(reply.content.list[0]).toMatchObject({ sku: 'MUG-01', warehouse_code: 'USWE', name_en: expect.any(String) });
    expect(reply.content.list[0]?.actor).not.toBe('');
    // The order is named by the number the merchant gave it; a count has no reference.
    expect(reply.content.list.map((r) => r.reference_no)).toEqual([
      canceled.no,
      canceled.no,
      packed.no,
      packed.no,
      null,
    ]);
  });

  it('filters by type, warehouse and time, and pages by id', async () => {
    const locks = await log({ type: 'lock' });
    expect(locks.content.list.map((r) => r.reference_id)).toEqual([canceled.id, packed.id]);
    expect((await log({ warehouse_id: 2 })).content.total).toBe(2);
    const all = await log({ page_size: 10 });
    // Eight counts (two SKUs in four warehouses), two locks, a deduction and a release.
    expect(all.content.total).toBe(12);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await log({ created_from: future })).content).toEqual({ list: [], total: 0 });
    expect((await log({ created_to: future })).content.total).toBe(12);

    const ids = all.content.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const next = await log({ page: 2, page_size: 10, after_id: ids[9] });
    expect(next.content.list).toHaveLength(2);
    expect(next.content.list[0]?.id).toBeLessThan(ids[9] as number);
    const byOffset = await log({ page: 2, page_size: 10 });
    expect(byOffset.content.list.map((r) => r.id)).toEqual(next.content.list.map((r) => r.id));

    const bad = await log({ type: 'stolen' }, m.token, 'zh_CN');
    expect(bad.error_code).toBe(1001);
    expect(bad.msg).not.toBe('');
    expect((await log({ sku: 'NO-SUCH' })).content).toEqual({ list: [], total: 0 });
  });

  it('downloads the filtered log as xlsx with the movement types in words', async () => {
    const file = await download(t, inventory.downloadStockLog, {
      token: m.token,
      query: { sku: 'MUG-01', warehouse_id: 1 },
    });
    expect(file.status).toBe(200);
    const [sheet] = await readXlsx(file.file as Buffer);
    expect(sheet?.rows[0]).toEqual([
      'Time (UTC)',
      'SKU',
      'Name',
      'Warehouse',
      'Type',
      'Reference',
      'Total stock change',
      'Frozen stock change',
      'Total stock after',
      'Frozen stock after',
      'Operator',
    ]);
    expect(sheet?.rows.slice(1).map((r) => [r[1], r[4], r[5], r[6], r[7], r[8]])).toEqual([
      ['MUG-01', 'Lock released', `Order ${canceled.no}`, null, -3, 98],
      ['MUG-01', 'Order locked', `Order ${canceled.no}`, null, 3, 98],
      ['MUG-01', 'Packed (deducted)', `Order ${packed.no}`, -2, -2, 98],
      ['MUG-01', 'Order locked', `Order ${packed.no}`, null, 2, 100],
      ['MUG-01', 'Counted adjustment', null, 100, null, 100],
    ]);
    const zh = await download(t, inventory.downloadStockLog, {
      token: m.token,
      query: { type: 'deduction' },
      lang: 'zh_CN',
    });
    const [zhSheet] = await readXlsx(zh.file as Buffer);
    expect(zhSheet?.rows[1]?.[4]).toBe('打包出库');
    const none = await download(t, inventory.downloadStockLog, { token: m.token, query: { type: 'receipt' } });
    expect(none.envelope).toMatchObject({ error_code: 1025, msg: 'No data is exported' });
  });

  it("never shows another merchant's movements, and refuses a sub-account without the inventory right", async () => {
    const stranger = await registerMerchant(t);
    expect((await log({}, stranger.token)).content).toEqual({ list: [], total: 0 });
    expect((await log({ sku: 'MUG-01' }, stranger.token)).content.total).toBe(0);
    const none = await download(t, inventory.downloadStockLog, { token: stranger.token });
    expect(none.envelope?.error_code).toBe(1025);

    const sub = await t.login(DEMO_LOGINS.sub);
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['order']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    expect(await log({}, sub)).toMatchObject({ status: 403, error_code: 1005 });
    expect((await download(t, inventory.downloadStockLog, { token: sub })).envelope?.error_code).toBe(1005);
  });

  it('filters one type from a long mixed log by its own index, newest first, paged both ways', async () => {
    const mixed = await merchantWithSkus(t, ['MIX-01', 'MIX-02'], { stock: 1, balance: 0 });
    const other = await merchantWithSkus(t, ['MIX-01'], { stock: 1, balance: 0 });
    const types = ['deduction', 'lock', 'adjustment', 'release', 'receipt'] as const;
    const row = (i: number, customerId: number, productId: number) =>
      movementRow(customerId, productId, {
        warehouse_id: 1 + (i % 2),
        type: types[i % types.length] as string,
        on_hand_delta: -1,
        created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      });
    // Interleaved with another merchant's deductions, which the filtered page must never show.
    const written = await t.db
      .insertInto('stock_movements')
      .values(
        Array.from({ length: 400 }, (_, i) =>
          i % 4 === 3
            ? row(0, other.customerId, other.ids['MIX-01'] as number)
            : row(i, mixed.customerId, mixed.ids[i % 3 ? 'MIX-01' : 'MIX-02'] as number),
        ),
      )
      .returning(['id', 'customer_id', 'type', 'warehouse_id', 'created_at'])
      .execute();
    const deductions = written
      .filter((r) => r.customer_id === mixed.customerId && r.type === 'deduction')
      .sort((a, b) => b.id - a.id);
    const ids = (reply: { content: { list: { id: number }[] } }) => reply.content.list.map((r) => r.id);

    const first = await log({ type: 'deduction', page_size: 20 }, mixed.token);
    expect(first.error_code, first.msg).toBe(0);
    expect(first.content.total).toBe(deductions.length);
    expect(first.content.list.every((r) => r.type === 'deduction')).toBe(true);
    expect(ids(first)).toEqual(deductions.slice(0, 20).map((r) => r.id));
    const third = await log({ type: 'deduction', page: 3, page_size: 20 }, mixed.token);
    const thirdById = await log(
      { type: 'deduction', page: 3, page_size: 20, after_id: deductions[39]?.id },
      mixed.token,
    );
    expect(ids(third)).toEqual(deductions.slice(40, 60).map((r) => r.id));
    expect(ids(thirdById)).toEqual(ids(third));
    // Combined with the other filters.
    const inTwo = deductions.filter((r) => r.warehouse_id === 2);
    const since = deductions[30]?.created_at as string;
    const filtered = await log({ type: 'deduction', warehouse_id: 2, created_from: since, page_size: 50 }, mixed.token);
    const expected = inTwo.filter((r) => r.created_at >= since);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(filtered)).toEqual(expected.map((r) => r.id));
    expect(filtered.content.total).toBe(expected.length);

    if (ENGINE === 'sqlite') {
      const plan = await sql<{ detail: string }>`explain query plan
        select * from stock_movements where customer_id = ${mixed.customerId} and type = 'deduction'
        order by id desc limit 20`.execute(t.db);
      expect(plan.rows.map((r) => r.detail).join('; ')).toContain('USING INDEX stock_movements_type_idx');
    }
  });

  it('counts a long log up to 10,000 movements and still pages past them by id', async () => {
    const big = await merchantWithSkus(t, ['BIG-01'], { stock: 1, balance: 0 });
    const productId = big.ids['BIG-01'] as number;
    const row = (i: number) =>
      movementRow(big.customerId, productId, { actor_label: `count ${i}`, created_at: new Date().toISOString() });
    for (let start = 0; start < 10_000; start += 500) {
      await t.db
        .insertInto('stock_movements')
        .values(Array.from({ length: 500 }, (_, i) => row(start + i)))
        .execute();
    }
    const first = await log({ warehouse_id: 1, page_size: 200 }, big.token);
    expect(first.content.total).toBe(10_000);
    // 10,001 in all (the opening count too): the page after the first 200 goes on by id.
    const last = first.content.list.at(-1)?.id as number;
    const next = await log({ warehouse_id: 1, page_size: 10, after_id: last }, big.token);
    const ids = next.content.list.map((r) => r.id);
    expect(ids).toHaveLength(10);
    expect(ids.every((id) => id < last)).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const tooMany = await download(t, inventory.downloadStockLog, { token: big.token });
    expect(tooMany.envelope?.error_code).toBe(1026);
  });
});
