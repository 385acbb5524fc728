import { INVENTORY_TOTAL_CAP, inventory, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantWithSkus, startOrderApp } from './support/orders';
import type { TestApp } from './support/test-app';

/** More balances than the list counts: 2,503 SKUs in 4 warehouses. */
const SKUS = 2_503;

describe('the inventory list past its counted total (inventory.getList)', () => {
  let t: TestApp;
  let token: string;
  let customerId: number;
  beforeAll(async () => {
    t = await startOrderApp();
    const m = await merchantWithSkus(t, ['BULK-00000'], { balance: 0 });
    token = m.token;
    customerId = m.customerId;
    const template = await t.db
      .selectFrom('products')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .executeTakeFirstOrThrow();
    const { id: _id, ...columns } = template;
    // Written straight into the tables: through the API, 10,000 balances would take minutes.
    for (let from = 1; from < SKUS; from += 500) {
      const rows = Array.from({ length: Math.min(500, SKUS - from) }, (_, i) => {
        const sku = `BULK-${String(from + i).padStart(5, '0')}`;
        return { ...columns, sku, sku_key: sku };
      });
      const ids = await t.db.insertInto('products').values(rows).returning('id').execute();
      await t.db
        .insertInto('stock_balances')
        .values(
          ids.flatMap(({ id }) =>
            [1, 2, 3, 4].map((warehouse_id) => ({
              customer_id: m.customerId,
              product_id: id,
              warehouse_id,
              on_hand: 7,
              locked: 0,
              updated_at: columns.updated_at,
            })),
          ),
        )
        .execute();
    }
  }, 120_000);
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>) => t.call(inventory.getInventoryList, { token, query });

  it('counts up to the cap, which the contract names', async () => {
    const first = await list({ page_size: 50 });
    expect(first.error_code, first.msg).toBe(0);
    expect(first.content.total).toBe(INVENTORY_TOTAL_CAP);
    expect(first.content.list[0]).toMatchObject({ sku: 'BULK-00000', warehouse_id: 1, on_hand: 100 });
    // Below the cap the count is exact.
    const one = await list({ warehouse_id: 3 });
    expect(one.content.total).toBe(SKUS);
  });

  it('pages on by keyset in the SKU order, both ways, where page numbers stop', async () => {
    const after = await list({ after_sku: 'bulk-02500', after_warehouse_id: 2, page_size: 50 });
    expect(after.error_code, after.msg).toBe(0);
    expect(after.content.list.map((r) => `${r.sku}@${r.warehouse_id}`)).toEqual([
      'BULK-02500@3',
      'BULK-02500@4',
      'BULK-02501@1',
      'BULK-02501@2',
      'BULK-02501@3',
      'BULK-02501@4',
      'BULK-02502@1',
      'BULK-02502@2',
      'BULK-02502@3',
      'BULK-02502@4',
    ]);
    const back = await list({ after_sku: 'BULK-00001', after_warehouse_id: 2, sort_order: 'desc' });
    expect(back.content.list.map((r) => `${r.sku}@${r.warehouse_id}`)).toEqual([
      'BULK-00001@1',
      'BULK-00000@4',
      'BULK-00000@3',
      'BULK-00000@2',
      'BULK-00000@1',
    ]);
    const half = await t.call(inventory.getInventoryList, { token, lang: 'zh_CN', query: { after_sku: 'BULK-00001' } });
    expect(half).toMatchObject({ error_code: 1001 });
    expect(half.msg).toContain('无效');
  });

  it('answers a page by offset with the rows the keyset gives after the row before it, deep and past the count', async () => {
    const rows = SKUS * 4;
    // Row k of the SKU order: SKU k / 4 in warehouse k % 4 + 1.
    const at = (k: number) => `BULK-${String(Math.floor(k / 4)).padStart(5, '0')}@${(k % 4) + 1}`;
    const keys = (reply: { content: { list: { sku: string; warehouse_id: number }[] } }) =>
      reply.content.list.map((r) => `${r.sku}@${r.warehouse_id}`);
    const after = (key: string) => {
      const [sku, warehouse] = key.split('@');
      return { after_sku: sku, after_warehouse_id: Number(warehouse) };
    };
    for (const { page, descending } of [
      { page: 2, descending: false },
      { page: 300, descending: false },
      { page: 300, descending: true },
      { page: 501, descending: false },
    ]) {
      const order = descending ? { sort_order: 'desc' } : {};
      const nth = (i: number) => at(descending ? rows - 1 - i : i);
      const offset = (page - 1) * 20;
      const byOffset = await list({ page, page_size: 20, ...order });
      expect(byOffset.error_code, byOffset.msg).toBe(0);
      const expected = Array.from({ length: Math.min(20, rows - offset) }, (_, i) => nth(offset + i));
      expect(keys(byOffset)).toEqual(expected);
      const byKeyset = await list({ page, page_size: 20, ...order, ...after(nth(offset - 1)) });
      expect(keys(byKeyset)).toEqual(expected);
      expect(byOffset.content.total).toBe(INVENTORY_TOTAL_CAP);
    }
    // Past the last row: nothing, and the count still says how many there are.
    expect((await list({ page: 502, page_size: 20 })).content).toEqual({ list: [], total: INVENTORY_TOTAL_CAP });
    // One warehouse (its own index), counted exactly.
    const inThree = await list({ page: 100, page_size: 20, warehouse_id: 3 });
    const third = Array.from({ length: 20 }, (_, i) => `BULK-${String(1980 + i).padStart(5, '0')}@3`);
    expect(keys(inThree)).toEqual(third);
    expect(inThree.content.total).toBe(SKUS);
    const inThreeByKeyset = await list({ page: 100, page_size: 20, warehouse_id: 3, ...after('BULK-01979@3') });
    expect(keys(inThreeByKeyset)).toEqual(third);
  });

  it("files a new SKU's first balance in the SKU order", async () => {
    const added = await t.call(product.addProduct, {
      token,
      body: {
        sku: 'BULK-00000A',
        name_cn: '新',
        name_en: 'New',
        property_id: 1,
        hs_code: '610910',
        declared_value: 100,
        weight_g: 1,
        length_cm: 1,
        width_cm: 1,
        height_cm: 1,
      },
    });
    expect(added.error_code, added.msg).toBe(0);
    await t.call(product.setStock, {
      ops: true,
      body: { customer_id: customerId, sku: 'BULK-00000A', warehouse_id: 2, total: 1 },
    });
    const page = await list({ page_size: 10, warehouse_id: 2 });
    expect(page.content.list.map((r) => r.sku).slice(0, 3)).toEqual(['BULK-00000', 'BULK-00000A', 'BULK-00001']);
  });
});
