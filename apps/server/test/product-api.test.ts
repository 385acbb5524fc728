import { product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productApi } from '../src/modules/product';
import { registerMerchant, sampleProduct } from './support/products';
import { TestApp } from './support/test-app';

/** The product module's public reads, as orders and inbound bookings will call them. */
describe('productApi (the product module index.ts)', () => {
  let t: TestApp;
  let owner: { token: string; customerId: number };
  let other: { token: string; customerId: number };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await TestApp.start();
    [owner, other] = await Promise.all([registerMerchant(t), registerMerchant(t)]);
    for (const sku of ['Mug-01', 'Cap-02']) {
      const saved = await t.call(product.addProduct, { token: owner.token, body: sampleProduct({ sku }) });
      ids[sku] = saved.content.id;
    }
    await t.call(product.addProduct, { token: other.token, body: sampleProduct({ sku: 'OTHER-9' }) });
    await t.call(product.setStock, {
      ops: true,
      body: { customer_id: owner.customerId, sku: 'MUG-01', warehouse_id: 1, total: 10, frozen: 4 },
    });
  });
  afterAll(() => t.close());

  it("finds the merchant's SKUs by code without case, never another merchant's", async () => {
    const found = await productApi(t.app.core).findBySkus(owner, ['mug-01', 'CAP-02', 'OTHER-9', 'NONE']);
    expect(found.map((s) => [s.sku, s.id]).sort()).toEqual([
      ['Cap-02', ids['Cap-02']],
      ['Mug-01', ids['Mug-01']],
    ]);
    expect(await productApi(t.app.core).findBySkus(other, ['MUG-01'])).toEqual([]);
  });

  it('answers available stock in one warehouse, 0 where there is none', async () => {
    const mug = ids['Mug-01'] as number;
    const cap = ids['Cap-02'] as number;
    expect(await productApi(t.app.core).availableIn(owner, 1, [mug, cap])).toEqual([
      { productId: mug, available: 6 },
      { productId: cap, available: 0 },
    ]);
    expect(await productApi(t.app.core).availableIn(owner, 2, [mug])).toEqual([{ productId: mug, available: 0 }]);
    expect(await productApi(t.app.core).availableIn(other, 1, [mug])).toEqual([{ productId: mug, available: 0 }]);
  });
});
