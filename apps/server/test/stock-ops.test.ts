import { product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';

describe('staff stock counts (product.setStock)', () => {
  let t: TestApp;
  let merchant: { token: string; customerId: number };
  let productId: number;
  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    merchant = await registerMerchant(t);
    const saved = await t.call(product.addProduct, { token: merchant.token, body: sampleProduct({ sku: 'Mug-Blue' }) });
    productId = saved.content.id;
  });
  afterAll(() => t.close());

  const setStock = (body: Record<string, unknown>, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(product.setStock, { ops: true, lang, body: { customer_id: merchant.customerId, sku: 'MUG-BLUE', ...body } });

  it('adds the warehouse row the first time, then replaces the counts; the SKU code is matched without case', async () => {
    const first = await setStock({ sku: 'mug-blue', warehouse_id: 2, total: 40, frozen: 5 });
    expect(first.error_code, first.msg).toBe(0);
    expect(first.content).toEqual({ product_id: productId, warehouse_id: 2, total: 40, frozen: 5, available: 35 });
    const second = await setStock({ warehouse_id: 2, total: 12 });
    expect(second.content).toEqual({ product_id: productId, warehouse_id: 2, total: 12, frozen: 0, available: 12 });
    await setStock({ warehouse_id: 1, total: 3, frozen: 3 });

    const detail = await t.call(product.getProductDetail, { token: merchant.token, query: { id: productId } });
    expect(detail.content.stock).toEqual([
      { warehouse_id: 1, warehouse_code: 'USWE', total: 3, frozen: 3, available: 0 },
      { warehouse_id: 2, warehouse_code: 'USEA', total: 12, frozen: 0, available: 12 },
    ]);
    expect(detail.content).toMatchObject({ total_stock: 15, frozen_stock: 3, available_stock: 12 });
    const rows = await t.db.selectFrom('stock_balances').selectAll().where('product_id', '=', productId).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.customer_id === merchant.customerId)).toBe(true);

    // Stock now keeps the SKU from being deleted.
    const removed = await t.call(product.deleteProduct, { token: merchant.token, body: { ids: [productId] } });
    expect(removed.error_code).toBe(1022);
  });

  it("refuses an unknown SKU code, also when it is another merchant's", async () => {
    const unknown = await setStock({ sku: 'NO-SUCH-SKU', warehouse_id: 1, total: 1 });
    expect(unknown).toMatchObject({ status: 404, error_code: 1023, msg: 'SKU code does not exist' });
    // TS-CTN-WHT-M belongs to the demo merchant 10001, not to this one.
    const foreign = await setStock({ sku: 'TS-CTN-WHT-M', warehouse_id: 1, total: 1 });
    expect(foreign.error_code).toBe(1023);
    const zh = await setStock({ sku: 'NO-SUCH-SKU', warehouse_id: 1, total: 1 }, 'zh_CN');
    expect(zh.msg).toBe('SKU编码不存在');
  });

  it('refuses an unknown warehouse and frozen above total', async () => {
    expect((await setStock({ warehouse_id: 99, total: 1 })).error_code).toBe(1004);
    const frozen = await setStock({ warehouse_id: 1, total: 4, frozen: 5 });
    expect(frozen).toMatchObject({ status: 200, error_code: 1001 });
    expect(frozen.content).toEqual({ errors: [{ field: 'frozen', message: 'Must be at most 4' }] });
    const negative = await setStock({ warehouse_id: 1, total: -1 });
    expect(negative.error_code).toBe(1001);
  });

  it('is closed to merchants: the staff key is required', async () => {
    const demo = await t.login(DEMO_LOGINS.main);
    const reply = await t.call(product.setStock, {
      token: demo,
      body: { customer_id: 10001, sku: 'TS-CTN-WHT-M', warehouse_id: 1, total: 999 },
    });
    expect(reply).toMatchObject({ status: 401, error_code: 1016 });
    const row = await t.db
      .selectFrom('stock_balances')
      .innerJoin('products', 'products.id', 'stock_balances.product_id')
      .select('stock_balances.on_hand')
      .where('products.sku', '=', 'TS-CTN-WHT-M')
      .where('stock_balances.warehouse_id', '=', 1)
      .executeTakeFirst();
    expect(row?.on_hand).not.toBe(999);
  });
});
