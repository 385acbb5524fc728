import { order, type ShopConnection, shop } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWooCommerce } from './fakes/woocommerce/fake-woocommerce';
import { manualClock } from './support/manual-clock';
import { merchantWithSkus } from './support/orders';
import { packageOf } from './support/products';
import { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

/**
 * Packages through the shop connections (docs/server/packages.md "Packages on orders", docs/server/shops.md):
 * a shop order naming a package code is imported as a package line; a code that names none of the
 * merchant's packages fails the shop order with its reason.
 */
describe('packages through the shop connections', () => {
  const clock = manualClock();
  let t: TestApp;
  let woo: FakeWooCommerce;
  let m: Merchant;
  let connection: ShopConnection;

  beforeAll(async () => {
    t = await TestApp.start({ clock, env: { SHOP_ALLOW_LOOPBACK: '1' } });
    woo = await FakeWooCommerce.start();
    // 100 of each in warehouses 1-4.
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02', 'HAT-03']);
    await packageOf(t, m.token, 'GIFT-01', [
      { sku: 'MUG-01', quantity: 1 },
      { sku: 'CAP-02', quantity: 2 },
    ]);
    const other = await merchantWithSkus(t, ['BOX-9', 'LID-9'], { stock: 0, balance: 0 });
    await packageOf(t, other.token, 'THEIR-KIT', [
      { sku: 'BOX-9', quantity: 1 },
      { sku: 'LID-9', quantity: 1 },
    ]);
    const created = await t.call(shop.createConnection, {
      token: m.token,
      body: {
        platform: 'woocommerce',
        name: 'Woo kits',
        shop_url: woo.base,
        warehouse_id: 1,
        credentials: { consumer_key: woo.consumerKey, consumer_secret: woo.consumerSecret },
      },
    });
    expect(created.error_code, created.msg).toBe(0);
    connection = created.content;
  }, 180_000);
  afterAll(async () => {
    await woo.close();
    await t.close();
  });

  const run = async (job: string) => {
    const result = await t.app.core.jobs.runNow(job);
    expect(result.status, result.error ?? '').toBe('succeeded');
    return result;
  };
  const shopOrder = async (orderNo: string, lang: 'en' | 'zh_CN' = 'en') => {
    const reply = await t.call(shop.getShopOrderList, {
      token: m.token,
      query: { connection_id: connection.id },
      lang,
    });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content.list.find((row) => row.order_no === orderNo);
  };

  it('imports a shop order naming a package code as a package line with its components', async () => {
    // The shop's price per set, and a set sold at 0: it declares its components' values (3 × 12.50).
    woo.addOrder(
      701,
      [
        { sku: 'gift-01', quantity: 2, price: 30 },
        { sku: 'HAT-03', quantity: 1 },
      ],
      '2026-11-22T10:00:00',
    );
    woo.addOrder(702, [{ sku: 'GIFT-01', quantity: 1, price: 0 }], '2026-11-22T10:01:00');
    await run('shop.sync');
    const imported = await shopOrder('701');
    expect(imported).toMatchObject({ status: 'imported', reasons: [] });
    const detail = (await t.call(order.getOrderDetail, { token: m.token, query: { id: imported?.order_id ?? 0 } }))
      .content;
    expect(detail).toMatchObject({ platform_order_no: '701', status: 'approving' });
    expect(detail.items.map((line) => [line.sku, line.quantity, line.unit_price, line.package_id !== null])).toEqual([
      ['GIFT-01', 2, 3000, true],
      ['HAT-03', 1, 1250, false],
    ]);
    expect(detail.items[0]?.components.map((c) => [c.sku, c.quantity_per_package, c.total_quantity])).toEqual([
      ['MUG-01', 1, 2],
      ['CAP-02', 2, 4],
    ]);
    const free = await shopOrder('702');
    const freeDetail = (await t.call(order.getOrderDetail, { token: m.token, query: { id: free?.order_id ?? 0 } }))
      .content;
    expect(freeDetail.items.map((line) => [line.sku, line.unit_price])).toEqual([['GIFT-01', 3 * 1250]]);
  });

  it('fails a shop order naming another merchant’s package, with its reason in both languages', async () => {
    woo.addOrder(703, [{ sku: 'THEIR-KIT', quantity: 1 }], '2026-11-22T10:02:00');
    clock.advance(6 * 60_000);
    await run('shop.sync');
    expect(await shopOrder('703')).toMatchObject({
      status: 'failed',
      order_id: null,
      reasons: ['Shop SKU THEIR-KIT (Product THEIR-KIT) matches no SKU of the portal: add a SKU mapping'],
    });
    expect((await shopOrder('703', 'zh_CN'))?.reasons).toEqual([
      '店铺 SKU THEIR-KIT（Product THEIR-KIT）未匹配到系统 SKU：请添加 SKU 映射',
    ]);
    const orders = await t.db
      .selectFrom('orders')
      .select('platform_order_no')
      .where('customer_id', '=', m.customerId)
      .orderBy('platform_order_no')
      .execute();
    expect(orders.map((o) => o.platform_order_no)).toEqual(['701', '702']);
  });
});
