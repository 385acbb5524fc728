import { inventory, opsContent, opsOrder, order, product } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { manualClock } from './support/manual-clock';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps, startOrderApp } from './support/orders';
import { registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, ENGINE, type TestApp } from './support/test-app';
import { download, readXlsx } from './support/xlsx';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;
const DAY = 86_400_000;

describe('the inventory list (inventory.getList, inventory.export)', () => {
  let t: TestApp;
  let past: TestApp;
  let m: Merchant;
  beforeAll(async () => {
    t = await startOrderApp();
    // A second instance whose clock is 100 days back: what it packs was sold outside 30 and 90 days.
    past = await t.sibling({ clock: manualClock(Date.now() - 100 * DAY) });
    m = await merchantWithSkus(t);
    await t.call(opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: m.customerId, warning_quantity_enabled: 1 },
    });
    const low = await t.call(product.addProduct, {
      token: m.token,
      body: sampleProduct({ sku: 'LOW-03', warning_quantity: 10 }),
    });
    expect(low.error_code, low.msg).toBe(0);
    await t.call(product.setStock, {
      ops: true,
      body: { customer_id: m.customerId, sku: 'LOW-03', warehouse_id: 1, total: 5 },
    });
  });
  afterAll(async () => {
    await past.close();
    await t.close();
  });

  const list = (query: Record<string, unknown> = {}, token = m.token) =>
    t.call(inventory.getInventoryList, { token, query });
  const mugIn1 = async () => (await list({ sku: 'MUG-01', warehouse_id: 1 })).content.list[0];
  const submitted = async (quantity: number) => {
    const saved = await createOrder(t, m.token, sampleOrder({}, [{ sku: 'MUG-01', quantity }]));
    const reply = await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } });
    if (reply.error_code !== 0) throw new Error(reply.msg);
    return saved;
  };

  it('shows stock, locks, deductions and the sales windows after real orders', async () => {
    expect(await mugIn1()).toMatchObject({
      sku: 'MUG-01',
      warehouse_code: 'USWE',
      on_hand: 100,
      locked: 0,
      available: 100,
      inbound_in_transit: 0,
      sales_30: 0,
      sales_365: 0,
      days_of_cover: null,
      alert: false,
    });

    const old = await submitted(3);
    await staffSteps(past, old.system_order_id, 'pack');
    const recent = await submitted(2);
    await staffSteps(t, recent.system_order_id, 'pack');
    const open = await submitted(4);
    expect(await mugIn1()).toMatchObject({
      on_hand: 95,
      locked: 4,
      available: 91,
      sales_30: 2,
      sales_90: 2,
      sales_365: 5,
      // 91 available ÷ (2 sold in 30 days / 30) = 1365 days.
      days_of_cover: 1365,
    });

    await t.call(order.cancelOrder, { token: m.token, body: { id: open.id, reason: 'Changed mind' } });
    await t.call(opsOrder.resolveInterception, {
      ops: true,
      body: { system_order_id: open.system_order_id, approve: true, remark: 'Pulled' },
    });
    expect(await mugIn1()).toMatchObject({ on_hand: 95, locked: 0, available: 95, days_of_cover: 1425 });
    // Another warehouse's row of the same SKU sold nothing.
    const other = (await list({ sku: 'MUG-01', warehouse_id: 2 })).content.list[0];
    expect(other).toMatchObject({ on_hand: 100, sales_365: 0 });

    if (ENGINE === 'sqlite') {
      // The sales windows' query shape is answered from the deductions' own index, never the table.
      const plan = await sql<{ detail: string }>`explain query plan
        select product_id, warehouse_id, sum(case when created_at >= ${'2026-01-01'} then -on_hand_delta else 0 end)
        from stock_movements where customer_id = ${m.customerId} and type = 'deduction'
          and product_id in (${m.ids['MUG-01']}) and warehouse_id in (1, 2) and created_at >= ${'2025-01-01'}
        group by product_id, warehouse_id`.execute(t.db);
      expect(plan.rows.map((r) => r.detail).join('; ')).toContain('COVERING INDEX stock_movements_deductions_idx');
    }
  });

  it('raises the alert when available falls below the warning quantity, and filters by it', async () => {
    const alerts = await list({ alert_only: 1 });
    expect(alerts.content.total).toBe(1);
    expect(alerts.content.list[0]).toMatchObject({
      sku: 'LOW-03',
      available: 5,
      warning_quantity: 10,
      alert: true,
    });
    const fine = (await list({ sku: 'CAP-02', warehouse_id: 1 })).content.list[0];
    expect(fine).toMatchObject({ warning_quantity: null, alert: false });
  });

  it("follows a SKU's edited warning quantity into the alert filter", async () => {
    const low = (await list({ sku: 'LOW-03' })).content.list[0];
    const detail = await t.call(product.getProductDetail, { token: m.token, query: { id: low?.product_id ?? 0 } });
    const edit = (warning: number) =>
      t.call(product.addProduct, {
        token: m.token,
        body: sampleProduct({ id: detail.content.id, sku: 'LOW-03', warning_quantity: warning }),
      });
    expect((await edit(3)).error_code).toBe(0);
    expect((await list({ alert_only: 1 })).content).toEqual({ list: [], total: 0 });
    expect((await list({ sku: 'LOW-03' })).content.list[0]).toMatchObject({ warning_quantity: 3, alert: false });
    expect((await edit(10)).error_code).toBe(0);
    const again = await list({ alert_only: 1 });
    expect(again.content.list.map((r) => r.sku)).toEqual(['LOW-03']);
    expect(again.content.total).toBe(1);
  });

  it('filters by warehouse, batch SKU lines and stock, sorts and pages', async () => {
    const all = await list();
    expect(all.content.total).toBe(9);
    expect(all.content.list.map((r) => `${r.sku}@${r.warehouse_id}`).slice(0, 5)).toEqual([
      'CAP-02@1',
      'CAP-02@2',
      'CAP-02@3',
      'CAP-02@4',
      'LOW-03@1',
    ]);
    const inOne = await list({ warehouse_id: 1 });
    expect(inOne.content.list.map((r) => r.sku)).toEqual(['CAP-02', 'LOW-03', 'MUG-01']);
    const batch = await list({ sku: 'mug-01\ncap-02\nNOPE' });
    expect(batch.content.total).toBe(8);
    const byAvailable = await list({ warehouse_id: 1, sort_by: 'available', sort_order: 'asc' });
    expect(byAvailable.content.list.map((r) => r.sku)).toEqual(['LOW-03', 'MUG-01', 'CAP-02']);
    const skuDesc = await list({ warehouse_id: 1, sort_by: 'sku', sort_order: 'desc' });
    expect(skuDesc.content.list.map((r) => r.sku)).toEqual(['MUG-01', 'LOW-03', 'CAP-02']);

    await t.call(product.setStock, {
      ops: true,
      body: { customer_id: m.customerId, sku: 'CAP-02', warehouse_id: 4, total: 0 },
    });
    expect((await list({ in_stock_only: 1 })).content.total).toBe(8);
    expect((await list({ in_stock_only: 0 })).content.total).toBe(9);

    const second = await list({ page: 2, page_size: 10 });
    expect(second.content).toEqual({ list: [], total: 9 });
    const tooMany = await t.call(inventory.getInventoryList, {
      token: m.token,
      lang: 'zh_CN',
      query: { sku: Array.from({ length: 5001 }, (_, i) => `S${i}`).join('\n') },
    });
    expect(tooMany.error_code).toBe(1001);
  });

  it('exports the filtered rows as xlsx, and says when nothing matches', async () => {
    const file = await download(t, inventory.exportInventory, { token: m.token, query: { warehouse_id: 1 } });
    expect(file.status).toBe(200);
    const [sheet] = await readXlsx(file.file as Buffer);
    expect(sheet?.rows[0]?.slice(0, 6)).toEqual([
      'SKU',
      'Name',
      'Warehouse',
      'Total stock',
      'Frozen stock',
      'Available stock',
    ]);
    expect(sheet?.rows.slice(1).map((r) => [r[0], r[2], r[5], r[12] ?? ''])).toEqual([
      ['CAP-02', 'USWE', 100, ''],
      ['LOW-03', 'USWE', 5, 'Yes'],
      ['MUG-01', 'USWE', 95, ''],
    ]);
    const zh = await download(t, inventory.exportInventory, {
      token: m.token,
      query: { sku: 'LOW-03' },
      lang: 'zh_CN',
    });
    const [zhSheet] = await readXlsx(zh.file as Buffer);
    expect(zhSheet?.rows[0]?.[3]).toBe('总库存');
    const none = await download(t, inventory.exportInventory, { token: m.token, query: { sku: 'NOPE' } });
    expect(none.envelope).toMatchObject({ error_code: 1025, msg: 'No data is exported' });
  });

  it("never shows another merchant's stock, and refuses a sub-account without the inventory right", async () => {
    const stranger = await registerMerchant(t);
    expect((await list({}, stranger.token)).content).toEqual({ list: [], total: 0 });
    expect((await list({ sku: 'MUG-01' }, stranger.token)).content.total).toBe(0);
    const none = await download(t, inventory.exportInventory, { token: stranger.token });
    expect(none.envelope?.error_code).toBe(1025);

    const sub = await t.login(DEMO_LOGINS.sub);
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['product']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    expect(await list({}, sub)).toMatchObject({ status: 403, error_code: 1005 });
    const refusedFile = await download(t, inventory.exportInventory, { token: sub });
    expect(refusedFile.envelope?.error_code).toBe(1005);
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['inventory']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    const allowed = await list({ sku: 'MUG-01\nLOW-03' }, sub);
    expect(allowed.error_code).toBe(0);
    expect(allowed.content.total).toBe(0);
  });

  it('counts every open lock in "locked", however old its order (the spec\'s 2024-01-01 start is no lower bound)', async () => {
    const before = await mugIn1();
    const old = await submitted(1);
    // An order placed (and its lock written) before 2024 still holds its unit until packed or cancelled.
    await t.db.updateTable('orders').set({ created_at: '2023-06-01T00:00:00.000Z' }).where('id', '=', old.id).execute();
    await t.db
      .updateTable('stock_movements')
      .set({ created_at: '2023-06-01T00:00:00.000Z' })
      .where('reference_type', '=', 'order')
      .where('reference_id', '=', old.id)
      .execute();
    expect(await mugIn1()).toMatchObject({
      locked: (before?.locked ?? 0) + 1,
      available: (before?.available ?? 0) - 1,
    });
  });
});
