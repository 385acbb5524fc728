import { type ImportResult, inventory, open, opsOrder, order, product, setting, subAccount } from '@portal/contract';
import { US_RECIPIENT } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { orderRow, orderSheet } from './support/order-sheets';
import {
  balanceOf,
  createOrder,
  ledgersSound,
  merchantWithSkus,
  sampleOrder,
  staffSteps,
  startOrderApp,
} from './support/orders';
import { packageOf } from './support/products';
import type { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

/**
 * Order lines naming packages (docs/server/packages.md "Packages on orders"): the order keeps the
 * package line as written, the stock ledger locks, releases and deducts its components naming the
 * package, the rate engine weighs the components, and orders hold the package's edit and delete.
 */
describe('orders naming packages', () => {
  let t: TestApp;
  let m: Merchant;
  beforeAll(async () => {
    t = await startOrderApp();
    // 100 of each in warehouses 1-4.
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02', 'HAT-03']);
    await packageOf(
      t,
      m.token,
      'GIFT-01',
      [
        { sku: 'MUG-01', quantity: 1 },
        { sku: 'CAP-02', quantity: 2 },
      ],
      { name_en: 'Gift set', name_cn: '礼品套装' },
    );
  });
  afterAll(() => t.close());

  const mug = () => m.ids['MUG-01'] as number;
  const cap = () => m.ids['CAP-02'] as number;
  const submitNew = async (items: { sku: string; quantity: number; unit_price?: number }[], lang?: 'en' | 'zh_CN') =>
    t.call(order.saveOrder, { token: m.token, body: sampleOrder({ submit: true }, items as never), lang });
  const listedGift = async () =>
    (await t.call(product.getPackageList, { token: m.token, query: { code: 'GIFT-01', page: 1, page_size: 20 } }))
      .content.list[0];

  it('keeps the package line as written and locks its components × quantity, each movement naming the package', async () => {
    const saved = await submitNew([{ sku: 'gift-01', quantity: 3 }]);
    expect(saved.error_code, saved.msg).toBe(0);
    const detail = (await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.content.id } })).content;
    expect(detail.items).toHaveLength(1);
    const [line] = detail.items;
    expect(line).toMatchObject({
      sku: 'GIFT-01',
      name_en: 'Gift set',
      name_cn: '礼品套装',
      quantity: 3,
      product_id: 0,
    });
    expect(line?.package_id).toBeGreaterThan(0);
    expect(line?.components).toEqual([
      {
        product_id: mug(),
        sku: 'MUG-01',
        name_en: expect.any(String),
        name_cn: expect.any(String),
        quantity_per_package: 1,
        total_quantity: 3,
      },
      {
        product_id: cap(),
        sku: 'CAP-02',
        name_en: expect.any(String),
        name_cn: expect.any(String),
        quantity_per_package: 2,
        total_quantity: 6,
      },
    ]);
    expect(await balanceOf(t, m.customerId, mug(), 1)).toEqual({ on_hand: 100, locked: 3 });
    expect(await balanceOf(t, m.customerId, cap(), 1)).toEqual({ on_hand: 100, locked: 6 });
    const log = await t.call(inventory.getStockLog, { token: m.token, query: { sku: 'CAP-02', warehouse_id: 1 } });
    expect(log.content.list[0]).toMatchObject({
      type: 'lock',
      locked_delta: 6,
      package_code: 'GIFT-01',
      reference_type: 'order',
      reference_no: detail.platform_order_no,
    });
    // The package list's availability follows: 94 caps make 47 sets.
    expect((await listedGift())?.stock.find((s) => s.warehouse_id === 1)?.available).toBe(47);
    expect(await ledgersSound(t, m.customerId)).toEqual([]);
  });

  it('takes a package line from the Open API create, submitted at once', async () => {
    const key = (await t.call(setting.generateCustomerApiKey, { token: m.token })).content.apikey;
    const created = await t.call(open.createOrder, {
      headers: { 'x-api-key': key },
      body: {
        platform_order_no: 'OPEN-GIFT-1',
        warehouse_code: 'USWE',
        address_type: 'residential',
        recipient: { ...US_RECIPIENT },
        items: [{ sku: 'GIFT-01', quantity: 1, unit_price: 2000 }],
        submit: true,
      },
    });
    expect(created.error_code, created.msg).toBe(0);
    const detail = (await t.call(order.getOrderDetail, { token: m.token, query: { id: created.content.id } })).content;
    expect(detail.items.map((line) => [line.sku, line.components.map((c) => c.total_quantity)])).toEqual([
      ['GIFT-01', [1, 2]],
    ]);
    expect(await balanceOf(t, m.customerId, cap(), 1)).toEqual({ on_hand: 100, locked: 8 });
    // Canceled at the warehouse's answer, so the later tests count from 3 sets.
    await t.call(order.cancelOrder, { token: m.token, body: { id: created.content.id, reason: '' } });
    const resolved = await t.call(opsOrder.resolveInterception, {
      ops: true,
      body: { system_order_id: created.content.system_order_id, approve: true, remark: 'Pulled' },
    });
    expect(resolved.error_code, resolved.msg).toBe(0);
    expect(await balanceOf(t, m.customerId, cap(), 1)).toEqual({ on_hand: 100, locked: 6 });
  });

  it('refuses a package beyond its least component with the stock message naming the package line, in en and zh_CN', async () => {
    // New York keeps 100 mugs and 9 caps: 2 caps a set make 4 sets.
    const caps = await t.call(product.setStock, {
      ops: true,
      body: { customer_id: m.customerId, sku: 'CAP-02', warehouse_id: 2, total: 9 },
    });
    expect(caps.error_code, caps.msg).toBe(0);
    const submit = (lang: 'en' | 'zh_CN') =>
      t.call(order.saveOrder, {
        token: m.token,
        body: sampleOrder({ submit: true, warehouse_id: 2 }, [{ sku: 'GIFT-01', quantity: 5 }]),
        lang,
      });
    const en = await submit('en');
    expect([en.error_code, en.msg]).toEqual([1250, 'Insufficient stock for SKU GIFT-01: 4 available, 5 requested']);
    expect((await submit('zh_CN')).msg).toBe('SKU GIFT-01 库存不足：可用 4，需要 5');
    // Nothing stays locked.
    expect(await balanceOf(t, m.customerId, mug(), 2)).toEqual({ on_hand: 100, locked: 0 });
    expect(await balanceOf(t, m.customerId, cap(), 2)).toEqual({ on_hand: 9, locked: 0 });
  });

  it('weighs and declares a package line as its components: the quote equals that of the same units ordered as SKUs', async () => {
    const draft = sampleOrder();
    const options = async (items: { sku: string; quantity: number; unit_price: number }[]) => {
      const reply = await t.call(order.getShippingOptions, {
        token: m.token,
        body: { warehouse_id: 1, country: 'US', zip: draft.recipient.zip, state: draft.recipient.state, items },
      });
      expect(reply.error_code, reply.msg).toBe(0);
      return reply.content.list.map((q) => [q.shipping_method_code, q.total, q.charges]);
    };
    // 2 sets at 9.00 = 6 units at 3.00: the same pieces, SKUs, weight and goods value.
    const asPackage = await options([{ sku: 'GIFT-01', quantity: 2, unit_price: 900 }]);
    const asSkus = await options([
      { sku: 'MUG-01', quantity: 2, unit_price: 300 },
      { sku: 'CAP-02', quantity: 4, unit_price: 300 },
    ]);
    expect(asPackage.length).toBeGreaterThan(0);
    expect(asPackage).toEqual(asSkus);
    const oneMug = await options([{ sku: 'MUG-01', quantity: 1, unit_price: 1800 }]);
    expect(oneMug).not.toEqual(asPackage);
  });

  it('releases the components when an interception cancels the order, and deducts them when it ships', async () => {
    const canceled = await submitNew([{ sku: 'GIFT-01', quantity: 2 }]);
    expect(canceled.error_code, canceled.msg).toBe(0);
    expect(await balanceOf(t, m.customerId, cap(), 1)).toEqual({ on_hand: 100, locked: 10 });
    const asked = await t.call(order.cancelOrder, { token: m.token, body: { id: canceled.content.id, reason: '' } });
    expect(asked.error_code, asked.msg).toBe(0);
    const resolved = await t.call(opsOrder.resolveInterception, {
      ops: true,
      body: { system_order_id: canceled.content.system_order_id, approve: true, remark: 'Pulled' },
    });
    expect(resolved.error_code, resolved.msg).toBe(0);
    expect(await balanceOf(t, m.customerId, cap(), 1)).toEqual({ on_hand: 100, locked: 6 });
    const released = await t.call(inventory.getStockLog, {
      token: m.token,
      query: { sku: 'CAP-02', warehouse_id: 1, type: 'release' },
    });
    expect(released.content.list[0]).toMatchObject({ locked_delta: -4, package_code: 'GIFT-01' });

    // The first order (3 sets) through the warehouse: packing deducts 3 mugs and 6 caps.
    const first = (await t.call(order.getOrderList, { token: m.token, query: { page: 1, page_size: 50 } })).content.list
      .filter((o) => o.status === 'verifying')
      .at(-1);
    await staffSteps(t, first?.system_order_id as string, 'ship');
    expect(await balanceOf(t, m.customerId, mug(), 1)).toEqual({ on_hand: 97, locked: 0 });
    expect(await balanceOf(t, m.customerId, cap(), 1)).toEqual({ on_hand: 94, locked: 0 });
    const deducted = await t.call(inventory.getStockLog, {
      token: m.token,
      query: { sku: 'MUG-01', warehouse_id: 1, type: 'deduction' },
    });
    expect(deducted.content.list[0]).toMatchObject({ on_hand_delta: -3, package_code: 'GIFT-01' });
    expect(await ledgersSound(t, m.customerId)).toEqual([]);
  });

  it('refuses a change of components while an open order holds the package, and its delete while any order names it', async () => {
    const gift = await listedGift();
    const edit = (components: { sku: string; quantity: number }[], lang?: 'en' | 'zh_CN') =>
      t.call(product.updatePackage, {
        token: m.token,
        lang,
        body: {
          id: gift?.id as number,
          name_en: 'Gift set, new box',
          name_cn: '礼品套装',
          assembly: 'pick_components',
          components,
        },
      });
    // Only shipped and canceled orders name it now: the components may change.
    expect(
      (
        await edit([
          { sku: 'MUG-01', quantity: 1 },
          { sku: 'CAP-02', quantity: 2 },
        ])
      ).error_code,
    ).toBe(0);
    const open = await createOrder(t, m.token, sampleOrder({}, [{ sku: 'GIFT-01', quantity: 1 }]));
    const en = await edit([{ sku: 'MUG-01', quantity: 2 }]);
    expect([en.error_code, en.msg]).toEqual([
      1046,
      'The components of a package on orders not yet shipped cannot be changed: GIFT-01',
    ]);
    const zh = await edit([{ sku: 'MUG-01', quantity: 2 }], 'zh_CN');
    expect(zh.msg).toBe('未发货订单中的组合商品不能修改组件: GIFT-01');
    // Its names may still change while orders hold it.
    expect(
      (
        await edit([
          { sku: 'MUG-01', quantity: 1 },
          { sku: 'CAP-02', quantity: 2 },
        ])
      ).error_code,
    ).toBe(0);

    const del = await t.call(product.deletePackage, { token: m.token, body: { ids: [gift?.id as number] } });
    expect([del.error_code, del.msg]).toEqual([
      1021,
      'SKUs in use by packing lists or orders cannot be deleted: GIFT-01',
    ]);
    const delZh = await t.call(product.deletePackage, {
      token: m.token,
      body: { ids: [gift?.id as number] },
      lang: 'zh_CN',
    });
    expect(delZh.msg).toBe('已被装箱单或订单使用的SKU不能删除: GIFT-01');
    // Deleting the open order does not free it: canceled and shipped orders still name it.
    await t.call(order.deleteOrder, { token: m.token, body: { ids: [open.id] } });
    expect(
      (await t.call(product.deletePackage, { token: m.token, body: { ids: [gift?.id as number] } })).error_code,
    ).toBe(1021);
  });

  it('lets a SKU-limited sub-account order a package only when every component is one of its SKUs', async () => {
    await packageOf(
      t,
      m.token,
      'HAT-KIT',
      [
        { sku: 'MUG-01', quantity: 1 },
        { sku: 'HAT-03', quantity: 1 },
      ],
      { name_en: 'Hat kit', name_cn: '帽子套装', assembly: 'pre_assembled' },
    );
    const email = `pkg-limited-${Date.now()}@shop.test`;
    const added = await t.call(subAccount.create, {
      token: m.token,
      body: {
        account_type: 'insider',
        first_name: 'Lim',
        last_name: 'Ited',
        email,
        invite: 0,
        password: 'Chosen#Path42',
        grant: { areas: { order: 'manage', product: 'manage' }, export: true, skus: 'chosen' },
        sku_ids: [mug(), cap()],
      },
    });
    expect(added.error_code, added.msg).toBe(0);
    const sub = await t.login(email, 'Chosen#Path42');
    const mine = await t.call(order.saveOrder, {
      token: sub,
      body: sampleOrder({}, [{ sku: 'GIFT-01', quantity: 1 }]),
    });
    expect(mine.error_code, mine.msg).toBe(0);
    const detail = await t.call(order.getOrderDetail, { token: sub, query: { id: mine.content.id } });
    expect(detail.content.items[0]?.sku).toBe('GIFT-01');
    const beyond = await t.call(order.saveOrder, {
      token: sub,
      body: sampleOrder({}, [{ sku: 'HAT-KIT', quantity: 1 }]),
    });
    expect(beyond.error_code).not.toBe(0);
    expect(JSON.stringify(beyond.content)).toContain('items.0.sku');
    // The main account's order of the hat kit does not exist for the sub-account.
    const theirs = await createOrder(t, m.token, sampleOrder({}, [{ sku: 'HAT-KIT', quantity: 1 }]));
    const hidden = await t.call(order.getOrderDetail, { token: sub, query: { id: theirs.id } });
    expect(hidden.error_code).not.toBe(0);
  });

  it('imports an Excel order naming a package: the line keeps its components, the submit locks them; a package beyond reach fails its row', async () => {
    const importOrders = async (rows: unknown[][], token: string, lang: 'en' | 'zh_CN' = 'en') => {
      const body = multipart([
        { name: 'dry_run', data: 'false' },
        { name: 'file', filename: 'orders.xlsx', data: await orderSheet(rows) },
      ]);
      const reply = await t.request<ImportResult>({
        method: 'POST',
        url: order.importOrder.path,
        payload: body.payload,
        headers: { ...body.headers, token, 'accept-language': lang },
      });
      expect(reply.error_code, reply.msg).toBe(0);
      return reply.content;
    };
    const other = await merchantWithSkus(t, ['BOX-9', 'LID-9'], { stock: 0, balance: 0 });
    await packageOf(t, other.token, 'THEIR-KIT', [
      { sku: 'BOX-9', quantity: 1 },
      { sku: 'LID-9', quantity: 1 },
    ]);
    const imported = await importOrders(
      [
        orderRow('XLS-GIFT-1', { 'SKU*': 'gift-01', 'Quantity*': 2, 'Unit price (USD)*': 30 }),
        orderRow('XLS-GIFT-1', { 'SKU*': 'HAT-03', 'Quantity*': 1 }),
        orderRow('XLS-THEIRS', { 'SKU*': 'THEIR-KIT' }),
      ],
      m.token,
    );
    expect(imported).toMatchObject({ total: 3, success: 2, failed: 1 });
    expect(imported.failures.map((f) => [f.row, f.reasons])).toEqual([[4, ['SKU code does not exist']]]);
    const zh = await importOrders([orderRow('XLS-THEIRS-ZH', { 'SKU*': 'THEIR-KIT' })], m.token, 'zh_CN');
    expect(zh.failures.map((f) => f.reasons)).toEqual([['SKU编码不存在']]);

    const list = await t.call(order.getOrderList, {
      token: m.token,
      query: { platform_order_no: 'XLS-GIFT-1', page: 1, page_size: 20 },
    });
    const id = list.content.list.find((o) => o.platform_order_no === 'XLS-GIFT-1')?.id as number;
    const detail = (await t.call(order.getOrderDetail, { token: m.token, query: { id } })).content;
    expect(detail.status).toBe('approving');
    expect(detail.items.map((line) => [line.sku, line.quantity, line.unit_price, line.package_id !== null])).toEqual([
      ['GIFT-01', 2, 3000, true],
      ['HAT-03', 1, 1500, false],
    ]);
    expect(detail.items[0]?.components.map((c) => [c.sku, c.quantity_per_package, c.total_quantity])).toEqual([
      ['MUG-01', 1, 2],
      ['CAP-02', 2, 4],
    ]);
    expect(detail.items[1]?.components).toEqual([]);

    // Submitted, it locks 2 mugs and 4 caps for the package and the hat alone.
    const hat = m.ids['HAT-03'] as number;
    const before = await Promise.all([mug(), cap(), hat].map((sku) => balanceOf(t, m.customerId, sku, 1)));
    const submitted = await t.call(order.submitOrders, { token: m.token, body: { ids: [id] } });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const after = await Promise.all([mug(), cap(), hat].map((sku) => balanceOf(t, m.customerId, sku, 1)));
    expect(after.map((b, i) => b.locked - (before[i]?.locked ?? 0))).toEqual([2, 4, 1]);
    const log = await t.call(inventory.getStockLog, {
      token: m.token,
      query: { sku: 'CAP-02', warehouse_id: 1, type: 'lock' },
    });
    expect(log.content.list[0]).toMatchObject({ locked_delta: 4, package_code: 'GIFT-01', reference_no: 'XLS-GIFT-1' });

    // A sub-account limited to the mug and the cap imports the gift set, not the hat kit (a hat beyond its SKUs).
    const email = `pkg-import-${Date.now()}@shop.test`;
    const added = await t.call(subAccount.create, {
      token: m.token,
      body: {
        account_type: 'insider',
        first_name: 'Imp',
        last_name: 'Orter',
        email,
        invite: 0,
        password: 'Chosen#Path42',
        grant: { areas: { order: 'manage', product: 'view' }, export: true, skus: 'chosen' },
        sku_ids: [mug(), cap()],
      },
    });
    expect(added.error_code, added.msg).toBe(0);
    const sub = await t.login(email, 'Chosen#Path42');
    const limited = await importOrders(
      [
        orderRow('XLS-SUB-GIFT', { 'SKU*': 'GIFT-01', 'Quantity*': 1 }),
        orderRow('XLS-SUB-HATKIT', { 'SKU*': 'HAT-KIT', 'Quantity*': 1 }),
      ],
      sub,
    );
    expect(limited).toMatchObject({ total: 2, success: 1, failed: 1 });
    expect(limited.failures.map((f) => [f.row, f.reasons])).toEqual([[3, ['SKU HAT-KIT is not one of your SKUs']]]);
    const orders = await t.db
      .selectFrom('orders')
      .select('platform_order_no')
      .where('customer_id', '=', m.customerId)
      .where('platform_order_no', 'like', 'XLS-%')
      .orderBy('platform_order_no')
      .execute();
    expect(orders.map((o) => o.platform_order_no)).toEqual(['XLS-GIFT-1', 'XLS-SUB-GIFT']);
  });
});
