import { inventory, order, product, type ShopConnection, shop, subAccount } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWooCommerce } from './fakes/woocommerce/fake-woocommerce';
import { manualClock } from './support/manual-clock';
import { balanceOf, merchantWithSkus } from './support/orders';
import { packageOf } from './support/products';
import { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

/**
 * Packages through the shop connections (docs/server/packages.md "Packages on orders" and "Stock
 * push", docs/server/shops.md): a shop order naming a package code is imported as a package line; a
 * code that names none of the merchant's packages fails the shop order with its reason; a component's
 * movement pushes the package's availability under its code. A shop SKU mapped to a package is
 * imported as that package's line, and the package's availability is pushed under that shop SKU.
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

  it('pushes a package under its code with what it can make in the warehouse, less the buffer, after a component moves', async () => {
    const updated = await t.call(shop.updateConnection, {
      token: m.token,
      body: {
        id: connection.id,
        name: 'Woo kits',
        shop_url: woo.base,
        warehouse_id: 1,
        credentials: {},
        stock_push: 1,
        stock_buffer: 2,
      },
    });
    expect(updated.error_code, updated.msg).toBe(0);
    woo.products.push(
      { id: 95, sku: 'GIFT-01', manage_stock: false, stock_quantity: null },
      { id: 96, sku: 'CAP-02', manage_stock: false, stock_quantity: null },
    );
    const batches = () => woo.received.filter((request) => request.path === '/wp-json/wc/v3/products/batch');
    const wooStock = (sku: string) => woo.products.find((row) => row.sku === sku)?.stock_quantity;
    const setStock = async (sku: string, warehouse_id: number, total: number) => {
      const reply = await t.call(product.setStock, {
        ops: true,
        body: { customer_id: m.customerId, sku, warehouse_id, total },
      });
      expect(reply.error_code, reply.msg).toBe(0);
    };
    const pushAfterMinute = async () => {
      clock.advance(61_000);
      await run('platform.drainEvents');
      return (await run('shop.pushStock')).result as { packages: number };
    };
    const listedInWarehouse1 = async () => {
      const reply = await t.call(product.getPackageList, { token: m.token, query: { code: 'GIFT-01' } });
      return reply.content.list[0]?.stock.find((s) => s.warehouse_id === 1)?.available;
    };

    // Los Angeles: 100 mugs and 9 caps, 2 caps a set: 4 sets, 2 after the buffer; the caps alone 7.
    await setStock('CAP-02', 1, 9);
    expect(await pushAfterMinute()).toMatchObject({ packages: 1 });
    expect(batches().at(-1)?.body).toEqual({
      update: expect.arrayContaining([
        { id: 95, manage_stock: true, stock_quantity: 2 },
        { id: 96, manage_stock: true, stock_quantity: 7 },
      ]),
    });
    expect(await listedInWarehouse1()).toBe(4);

    // The mugs move: 3 left make 3 sets (the caps 4): 1 after the buffer.
    await setStock('MUG-01', 1, 3);
    await pushAfterMinute();
    expect([wooStock('GIFT-01'), await listedInWarehouse1()]).toEqual([1, 3]);

    // Another warehouse's movement pushes nothing; fewer sets than the buffer push 0, never below.
    const before = batches().length;
    await setStock('CAP-02', 2, 1);
    await pushAfterMinute();
    expect(batches().length).toBe(before);
    await setStock('CAP-02', 1, 1);
    await pushAfterMinute();
    expect([wooStock('GIFT-01'), wooStock('CAP-02')]).toEqual([0, 0]);

    // A shop SKU the connection maps to a SKU names that SKU: the package of that code is not pushed.
    const mapped = await t.call(shop.saveSkuMapping, {
      token: m.token,
      body: { connection_id: connection.id, shop_sku: 'GIFT-01', sku: 'HAT-03' },
    });
    expect(mapped.error_code, mapped.msg).toBe(0);
    await setStock('CAP-02', 1, 50);
    expect(await pushAfterMinute()).toMatchObject({ packages: 0 });
    expect(wooStock('CAP-02')).toBe(48);
    expect(wooStock('GIFT-01')).toBe(0);
  });

  it('maps a shop SKU to a package; a code of no package of the merchant is refused in both languages', async () => {
    const save = (sku: string, lang: 'en' | 'zh_CN' = 'en') =>
      t.call(shop.saveSkuMapping, {
        token: m.token,
        body: { connection_id: connection.id, shop_sku: 'GIFTBOX-RED', sku },
        lang,
      });
    const saved = await save('gift-01');
    expect(saved.error_code, saved.msg).toBe(0);
    expect(saved.content).toMatchObject({ shop_sku: 'GIFTBOX-RED', sku: 'GIFT-01', kind: 'package', product_id: null });
    expect(saved.content.package_id).toBeGreaterThan(0);
    for (const code of ['THEIR-KIT', 'NO-SUCH-KIT']) {
      expect([(await save(code)).error_code, (await save(code)).msg]).toEqual([
        1806,
        `SKU or package ${code} does not exist`,
      ]);
      expect((await save(code, 'zh_CN')).msg).toBe(`SKU 或组合商品 ${code} 不存在`);
    }
    const list = await t.call(shop.getSkuMappingList, { token: m.token, query: { connection_id: connection.id } });
    expect(list.content.list.map((row) => [row.shop_sku, row.sku, row.kind])).toEqual([
      ['GIFT-01', 'HAT-03', 'sku'],
      ['GIFTBOX-RED', 'GIFT-01', 'package'],
    ]);
    // The package's own code is free again: the shop SKU GIFT-01 no longer names the hat.
    const hatMapping = list.content.list.find((row) => row.shop_sku === 'GIFT-01');
    const removed = await t.call(shop.deleteSkuMapping, { token: m.token, body: { id: hatMapping?.id ?? 0 } });
    expect(removed.error_code, removed.msg).toBe(0);
  });

  it('imports a shop order naming the mapped shop SKU as a package line, whose submit locks its components', async () => {
    woo.addOrder(704, [{ sku: 'GIFTBOX-RED', quantity: 1, price: 40 }], '2026-11-22T10:03:00');
    clock.advance(6 * 60_000);
    await run('shop.sync');
    const imported = await shopOrder('704');
    expect(imported).toMatchObject({ status: 'imported', reasons: [] });
    const id = imported?.order_id ?? 0;
    const detail = (await t.call(order.getOrderDetail, { token: m.token, query: { id } })).content;
    expect(detail.items.map((line) => [line.sku, line.quantity, line.unit_price, line.package_id !== null])).toEqual([
      ['GIFT-01', 1, 4000, true],
    ]);
    expect(detail.items[0]?.components.map((c) => [c.sku, c.total_quantity])).toEqual([
      ['MUG-01', 1],
      ['CAP-02', 2],
    ]);
    const ids = [m.ids['MUG-01'], m.ids['CAP-02']] as number[];
    const before = await Promise.all(ids.map((sku) => balanceOf(t, m.customerId, sku, 1)));
    const submitted = await t.call(order.submitOrders, { token: m.token, body: { ids: [id] } });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const after = await Promise.all(ids.map((sku) => balanceOf(t, m.customerId, sku, 1)));
    expect(after.map((b, i) => b.locked - (before[i]?.locked ?? 0))).toEqual([1, 2]);
    const log = await t.call(inventory.getStockLog, {
      token: m.token,
      query: { sku: 'CAP-02', warehouse_id: 1, type: 'lock' },
    });
    expect(log.content.list[0]).toMatchObject({ locked_delta: 2, package_code: 'GIFT-01', reference_no: '704' });
  });

  it('pushes a mapped package under its shop SKU, no longer under its code', async () => {
    woo.products.push({ id: 97, sku: 'GIFTBOX-RED', manage_stock: false, stock_quantity: null });
    const batches = () => woo.received.filter((request) => request.path === '/wp-json/wc/v3/products/batch');
    // Los Angeles after the lock: 2 mugs and 48 caps available make 2 sets, 0 after the buffer of 2;
    // 20 mugs then make 20 sets, 18 after it.
    const moved = await t.call(product.setStock, {
      ops: true,
      body: { customer_id: m.customerId, sku: 'MUG-01', warehouse_id: 1, total: 21 },
    });
    expect(moved.error_code, moved.msg).toBe(0);
    clock.advance(61_000);
    await run('platform.drainEvents');
    expect((await run('shop.pushStock')).result).toMatchObject({ packages: 1 });
    const update = (batches().at(-1)?.body as { update?: { id: number }[] } | undefined)?.update ?? [];
    expect(update).toContainEqual({ id: 97, manage_stock: true, stock_quantity: 18 });
    expect(update.map((row) => row.id)).not.toContain(95);
  });

  it('shows and saves a package mapping only for a sub-account that may see every component', async () => {
    const limitedTo = async (skus: string[]) => {
      const email = `kit-map-${skus.length}-${Date.now()}@shop.test`;
      const created = await t.call(subAccount.create, {
        token: m.token,
        body: {
          account_type: 'insider',
          first_name: 'Kit',
          last_name: 'Mapper',
          email,
          invite: 0,
          password: 'Pallet#Route58',
          grant: { areas: { integration: 'manage' }, export: false, skus: 'chosen' },
          sku_ids: skus.map((sku) => m.ids[sku] as number),
        },
      });
      expect(created.error_code, created.msg).toBe(0);
      return t.login(email, 'Pallet#Route58');
    };
    const whole = await limitedTo(['MUG-01', 'CAP-02']);
    const part = await limitedTo(['MUG-01']);
    const listed = async (token: string) =>
      (await t.call(shop.getSkuMappingList, { token, query: { connection_id: connection.id } })).content.list.map(
        (row) => [row.shop_sku, row.kind],
      );
    const save = (token: string) =>
      t.call(shop.saveSkuMapping, {
        token,
        body: { connection_id: connection.id, shop_sku: 'GIFTBOX-BLUE', sku: 'GIFT-01' },
      });
    expect(await listed(part)).toEqual([]);
    expect([(await save(part)).error_code, (await save(part)).msg]).toEqual([
      1806,
      'SKU or package GIFT-01 does not exist',
    ]);
    expect(await listed(whole)).toEqual([['GIFTBOX-RED', 'package']]);
    expect((await save(whole)).error_code).toBe(0);
    expect(await listed(whole)).toEqual([
      ['GIFTBOX-BLUE', 'package'],
      ['GIFTBOX-RED', 'package'],
    ]);
  });

  it('deletes a mapped package as it deletes a mapped SKU: the mapping stays and its orders fail on the line', async () => {
    const kit = await packageOf(t, m.token, 'HAT-KIT', [{ sku: 'HAT-03', quantity: 2 }]);
    const mapped = await t.call(shop.saveSkuMapping, {
      token: m.token,
      body: { connection_id: connection.id, shop_sku: 'HATS-TWO', sku: 'HAT-KIT' },
    });
    expect(mapped.error_code, mapped.msg).toBe(0);
    const deleted = await t.call(product.deletePackage, { token: m.token, body: { ids: [kit] } });
    expect(deleted.error_code, deleted.msg).toBe(0);
    const list = await t.call(shop.getSkuMappingList, { token: m.token, query: { connection_id: connection.id } });
    expect(list.content.list.find((row) => row.shop_sku === 'HATS-TWO')).toMatchObject({
      sku: 'HAT-KIT',
      kind: 'package',
    });
    woo.addOrder(705, [{ sku: 'HATS-TWO', quantity: 1, price: 20 }], '2026-11-22T10:04:00');
    clock.advance(6 * 60_000);
    await run('shop.sync');
    const failed = await shopOrder('705');
    expect(failed).toMatchObject({ status: 'failed', order_id: null });
    expect(failed?.reasons.join(' ')).toContain('SKU code does not exist');
  });
});
