import { type PackageSearchItem, type ProductSearchItem, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/identity/password';
import { grantJson } from './support/grants';
import { registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, DEMO_PASSWORD, TestApp } from './support/test-app';

describe('SKU search with stock per warehouse (commonProductListForSearch)', () => {
  let t: TestApp;
  let merchant: { token: string; customerId: number };

  const search = (token: string, query: Record<string, unknown>, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(product.commonProductListForSearch, { token, query, lang });
  const skus = (list: ProductSearchItem[]) => list.map((item) => item.sku);

  /** A sub-account of the demo merchant with exactly these permissions. */
  async function subAccount(email: string, permissions: string[]): Promise<string> {
    const at = new Date().toISOString();
    await t.db
      .insertInto('accounts')
      .values({
        customer_id: 10001,
        is_main: 0,
        account_type: 'insider',
        email,
        password_hash: await hashPassword(DEMO_PASSWORD),
        first_name: 'Perm',
        last_name: 'Test',
        status: 'active',
        permissions: grantJson(permissions),
        guide_type_3: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return t.login(email);
  }

  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    merchant = await registerMerchant(t);
    const add = async (overrides: Parameters<typeof sampleProduct>[0]) => {
      const reply = await t.call(product.addProduct, { token: merchant.token, body: sampleProduct(overrides) });
      if (reply.error_code !== 0) throw new Error(reply.msg);
    };
    await add({ sku: 'abc_2', name_en: 'Blue mug', name_cn: '蓝色马克杯', barcode: '690001000002' });
    await add({ sku: 'ABC-1', name_en: 'Red Mug', name_cn: '红色马克杯', barcode: '690001000001' });
    await add({ sku: 'TEE.100', name_en: '100% cotton tee', name_cn: '纯棉T恤', barcode: null });
    await add({ sku: 'ABCX2', name_en: 'Spare part', name_cn: '配件', barcode: 'PART-77' });
    const stock = (sku: string, warehouse_id: number, total: number, frozen: number) =>
      t.call(product.setStock, {
        ops: true,
        body: { customer_id: merchant.customerId, sku, warehouse_id, total, frozen },
      });
    await stock('ABC-1', 1, 10, 3);
    await stock('abc_2', 1, 5, 5);
    await stock('ABCX2', 2, 8, 0);
  });
  afterAll(() => t.close());

  it('answers every SKU with its available stock in the warehouse (0 without a stock row), ordered by SKU', async () => {
    const reply = await search(merchant.token, { warehouse_id: 1 });
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content.total).toBe(4);
    // By code as bytes, without case: '-' < 'X' < '_'.
    expect(skus(reply.content.list)).toEqual(['ABC-1', 'ABCX2', 'abc_2', 'TEE.100']);
    expect(reply.content.list.map((i) => i.available)).toEqual([7, 0, 0, 0]);
    expect(reply.content.list[0]).toMatchObject({
      name_en: 'Red Mug',
      name_cn: '红色马克杯',
      barcode: '690001000001',
      hs_code: '610910',
      declared_value: 1250,
      weight_g: 180,
      property: { id: 1, code: 'general', is_dangerous: 0 },
    });
    const east = await search(merchant.token, { warehouse_id: 2 });
    expect(east.content.list.map((i) => [i.sku, i.available])).toEqual([
      ['ABC-1', 0],
      ['ABCX2', 8],
      ['abc_2', 0],
      ['TEE.100', 0],
    ]);
  });

  it('keeps only SKUs with available stock when asked (in_stock_only=1)', async () => {
    expect(skus((await search(merchant.token, { warehouse_id: 1, in_stock_only: '1' })).content.list)).toEqual([
      'ABC-1',
    ]);
    expect(skus((await search(merchant.token, { warehouse_id: 2, in_stock_only: 1 })).content.list)).toEqual(['ABCX2']);
    const none = await search(merchant.token, { warehouse_id: 3, in_stock_only: '1' });
    expect(none.content).toEqual({ list: [], total: 0 });
  });

  it('matches the keyword in SKU, barcode, Chinese and English names, ignoring case', async () => {
    const find = async (keyword: string) =>
      skus((await search(merchant.token, { warehouse_id: 1, keyword })).content.list);
    expect(await find('abc')).toEqual(['ABC-1', 'ABCX2', 'abc_2']);
    expect(await find('RED MUG')).toEqual(['ABC-1']);
    expect(await find('mug')).toEqual(['ABC-1', 'abc_2']);
    expect(await find('马克杯')).toEqual(['ABC-1', 'abc_2']);
    expect(await find('000002')).toEqual(['abc_2']);
    expect(await find('part-7')).toEqual(['ABCX2']);
    expect(await find('  tee.1  ')).toEqual(['TEE.100']);
    expect(await find('nothing like it')).toEqual([]);
  });

  it('takes % and _ in the keyword literally', async () => {
    const find = async (keyword: string) =>
      skus((await search(merchant.token, { warehouse_id: 1, keyword })).content.list);
    expect(await find('_')).toEqual(['abc_2']);
    expect(await find('c_2')).toEqual(['abc_2']);
    expect(await find('%')).toEqual(['TEE.100']);
    expect(await find('0% c')).toEqual(['TEE.100']);
    expect(await find('a%1')).toEqual([]);
  });

  it('pages through the demo catalogue without overlap', async () => {
    const demo = await t.login(DEMO_LOGINS.main);
    const first = await search(demo, { warehouse_id: 1, page: 1, page_size: 20 });
    const third = await search(demo, { warehouse_id: 1, page: 3, page_size: 20 });
    const all = await search(demo, { warehouse_id: 1, page_size: 100 });
    expect(first.content.total).toBe(all.content.total);
    expect(all.content.total).toBeGreaterThanOrEqual(45);
    const codes = skus(all.content.list);
    expect(skus(first.content.list)).toEqual(codes.slice(0, 20));
    expect(skus(third.content.list)).toEqual(codes.slice(40, 60));
    expect(codes).toEqual([...codes].sort((a, b) => (a.toUpperCase() < b.toUpperCase() ? -1 : 1)));
    // The same figure the SKU list shows for that warehouse.
    const list = await t.call(product.getProductList, { token: demo, query: { page_size: 100 } });
    for (const item of all.content.list) {
      const row = list.content.list.find((p) => p.id === item.id);
      expect(item.available).toBe(row?.stock.find((s) => s.warehouse_id === 1)?.available ?? 0);
    }
    expect(all.content.list.some((i) => i.available > 0)).toBe(true);
    expect(all.content.list.some((i) => i.available === 0)).toBe(true);
  });

  it('needs an existing warehouse', async () => {
    expect((await search(merchant.token, { warehouse_id: 99 })).error_code).toBe(1004);
    const missing = await search(merchant.token, {});
    expect(missing.error_code).toBe(1001);
    expect(missing.content).toMatchObject({ errors: [{ field: 'warehouse_id' }] });
  });

  it("shows only the merchant's own SKUs", async () => {
    const other = await t.login(DEMO_LOGINS.other);
    const reply = await search(other, { warehouse_id: 1, page_size: 200 });
    expect(reply.content.total).toBeGreaterThan(0);
    expect(skus(reply.content.list).every((sku) => sku.startsWith('OG-'))).toBe(true);
    expect((await search(other, { warehouse_id: 1, keyword: 'ABC' })).content.total).toBe(0);
  });

  it('is open to whoever manages SKUs, orders or inbound bookings, and to nobody else', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    expect((await search(sub, { warehouse_id: 1 })).error_code).toBe(0);
    const orders = await subAccount('orders-only@portal.test', ['order']);
    expect((await search(orders, { warehouse_id: 1 })).error_code).toBe(0);
    const inbound = await subAccount('inbound-only@portal.test', ['inbound']);
    expect((await search(inbound, { warehouse_id: 1 })).error_code).toBe(0);
    const billing = await subAccount('billing-only@portal.test', ['billing', 'inventory']);
    const denied = await search(billing, { warehouse_id: 1 });
    expect(denied).toMatchObject({ status: 403, error_code: 1005, content: null });
  });
  describe('packages for the order form (packageListForSearch)', () => {
    const findPackages = (token: string, query: Record<string, unknown>, lang: 'en' | 'zh_CN' = 'en') =>
      t.call(product.packageListForSearch, { token, query, lang });
    const codes = (list: PackageSearchItem[]) => list.map((item) => item.code);

    beforeAll(async () => {
      await t.call(product.setStock, {
        ops: true,
        body: { customer_id: merchant.customerId, sku: 'TEE.100', warehouse_id: 1, total: 9, frozen: 0 },
      });
      const reply = await t.call(product.addPackage, {
        token: merchant.token,
        body: {
          code: 'MUG-TEE-SET',
          name_en: 'Mug and tees',
          name_cn: '杯子T恤套装',
          barcode: 'SET-0042',
          assembly: 'pick_components',
          components: [
            { sku: 'abc-1', quantity: 1 },
            { sku: 'TEE.100', quantity: 2 },
          ],
        },
      });
      if (reply.error_code !== 0) throw new Error(reply.msg);
    });

    it('answers each package with its components and what the warehouse can make: the least of available ÷ quantity', async () => {
      const west = await findPackages(merchant.token, { warehouse_id: 1 });
      expect(west.error_code, west.msg).toBe(0);
      expect(west.content.total).toBe(1);
      expect(west.content.list[0]).toMatchObject({
        code: 'MUG-TEE-SET',
        name_en: 'Mug and tees',
        name_cn: '杯子T恤套装',
        barcode: 'SET-0042',
        components: [
          { sku: 'ABC-1', name_en: 'Red Mug', name_cn: '红色马克杯', quantity: 1 },
          { sku: 'TEE.100', name_en: '100% cotton tee', quantity: 2 },
        ],
        // ABC-1: 7 available, TEE.100: 9 → ⌊9 ÷ 2⌋ = 4.
        available: 4,
      });
      // The east warehouse holds none of the mug: no set there.
      expect((await findPackages(merchant.token, { warehouse_id: 2 })).content.list[0]?.available).toBe(0);
      // The SKU search stays SKUs only.
      expect(skus((await search(merchant.token, { warehouse_id: 1, keyword: 'SET' })).content.list)).toEqual([]);
    });

    it('matches the keyword in the code, barcode and either name, and nothing else', async () => {
      const find = async (keyword: string) =>
        codes((await findPackages(merchant.token, { warehouse_id: 1, keyword })).content.list);
      expect(await find('mug-tee')).toEqual(['MUG-TEE-SET']);
      expect(await find('0042')).toEqual(['MUG-TEE-SET']);
      expect(await find('and tees')).toEqual(['MUG-TEE-SET']);
      expect(await find('套装')).toEqual(['MUG-TEE-SET']);
      // A component's code finds the SKU, not the package.
      expect(await find('ABC-1')).toEqual([]);
    });

    it("needs an existing warehouse, shows only the merchant's packages, and is open to SKU and order managers only", async () => {
      expect((await findPackages(merchant.token, { warehouse_id: 99 })).error_code).toBe(1004);
      const missing = await findPackages(merchant.token, {}, 'zh_CN');
      expect(missing.error_code).toBe(1001);
      expect(missing.content).toMatchObject({ errors: [{ field: 'warehouse_id' }] });
      const other = await t.login(DEMO_LOGINS.other);
      expect((await findPackages(other, { warehouse_id: 1, keyword: 'MUG-TEE' })).content.total).toBe(0);
      const orders = await subAccount('orders-packages@portal.test', ['order']);
      expect((await findPackages(orders, { warehouse_id: 1 })).error_code).toBe(0);
      // Inbound receives components, never a package: its right does not reach them.
      const inbound = await subAccount('inbound-packages@portal.test', ['inbound']);
      expect(await findPackages(inbound, { warehouse_id: 1 })).toMatchObject({ status: 403, error_code: 1005 });
    });
  });
});
