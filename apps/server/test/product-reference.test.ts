import { type ProductCategory, productReference } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const OPERATIONS = [
  productReference.getProductCategoryList,
  productReference.getProductBasicData,
  productReference.getPropertyList,
  productReference.getProductPackMaterial,
  productReference.getWarehouseList,
] as const;

function flatten(nodes: ProductCategory[], depth = 1): Array<ProductCategory & { depth: number }> {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children, depth + 1)]);
}

describe('product reference data', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await TestApp.start();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('answers the category tree, two or three levels deep, in both languages', async () => {
    const reply = await t.call(productReference.getProductCategoryList, { token });
    expect(reply.error_code).toBe(0);
    const tree = reply.content;
    expect(tree.map((c) => c.name_en).slice(0, 3)).toEqual(['Apparel', 'Electronics', 'Home & Garden']);
    expect(tree.every((c) => c.parent_id === 0 && c.children.length > 0)).toBe(true);
    const all = flatten(tree);
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(Math.max(...all.map((c) => c.depth))).toBe(3);
    for (const node of all) for (const child of node.children) expect(child.parent_id).toBe(node.id);
    expect(all.every((c) => c.name_en !== '' && /\p{Script=Han}/u.test(c.name_cn))).toBe(true);
    const phones = all.find((c) => c.name_en === 'Mobile Phone Accessories');
    expect(phones?.children.map((c) => c.name_cn)).toEqual(['手机壳', '充电器与数据线']);
    // The same order on every call and engine: the sort column, not insertion luck.
    expect((await t.call(productReference.getProductCategoryList, { token })).content).toEqual(tree);
  });

  it('lists properties with their dangerous-goods flag', async () => {
    const properties = (await t.call(productReference.getPropertyList, { token })).content;
    const byCode = new Map(properties.map((p) => [p.code, p]));
    expect(properties[0]).toEqual({
      id: 1,
      code: 'general',
      name_en: 'General cargo',
      name_cn: '普货',
      is_dangerous: 0,
    });
    for (const code of ['battery_built_in', 'battery_only', 'liquid', 'powder', 'magnetic', 'paste', 'flammable']) {
      expect(byCode.get(code)?.is_dangerous, code).toBe(1);
    }
    expect(byCode.get('textile')?.is_dangerous).toBe(0);
    expect(new Set(properties.map((p) => p.id)).size).toBe(properties.length);
  });

  it('answers the SKU form options, with the property list as product attributes', async () => {
    const data = (await t.call(productReference.getProductBasicData, { token })).content;
    const properties = (await t.call(productReference.getPropertyList, { token })).content;
    expect(data.product_attributes).toEqual(properties);
    expect(data.currencies).toEqual(['USD']);
    expect(data.weight_units.map((u) => u.value)).toEqual(['g']);
    expect(data.size_units.map((u) => u.value)).toEqual(['cm']);
    expect(data.tax_refund_options.map((o) => o.value)).toEqual([0, 1]);
  });

  it('lists packing materials, exclusive and common, prices in cents', async () => {
    const materials = (await t.call(productReference.getProductPackMaterial, { token })).content;
    expect(materials.length).toBeGreaterThanOrEqual(8);
    expect(new Set(materials.map((m) => m.type))).toEqual(new Set(['exclusive', 'common']));
    expect(materials.find((m) => m.code === 'BOX-M')).toMatchObject({ chargeable: 1, price: 55, weight_g: 220 });
    expect(materials.every((m) => Number.isInteger(m.price) && (m.chargeable === 1 || m.price === 0))).toBe(true);
  });

  it("lists the provider's four warehouses", async () => {
    const warehouses = (await t.call(productReference.getWarehouseList, { token })).content;
    expect(warehouses.map((w) => [w.code, w.country, w.is_active])).toEqual([
      ['USWE', 'US', 1],
      ['USEA', 'US', 1],
      ['UKBH', 'GB', 1],
      ['DEFR', 'DE', 1],
    ]);
    expect(warehouses[0]?.name_cn).toBe('美西仓（洛杉矶）');
  });

  it("lets a sub-account with 'product' read them and refuses one without it", async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    for (const op of OPERATIONS) expect((await t.call(op, { token: sub })).error_code, op.id).toBe(0);

    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['inventory']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    const withoutProduct = await t.login(DEMO_LOGINS.sub);
    for (const op of OPERATIONS) expect((await t.call(op, { token: withoutProduct })).error_code, op.id).toBe(1005);
  });

  it('answers 1010 without a session', async () => {
    for (const op of OPERATIONS) expect((await t.call(op)).error_code, op.id).toBe(1010);
  });

  it('shows the other merchant the same provider-wide data', async () => {
    const other = await t.login(DEMO_LOGINS.other);
    const mine = (await t.call(productReference.getWarehouseList, { token })).content;
    expect((await t.call(productReference.getWarehouseList, { token: other })).content).toEqual(mine);
  });
});
