import {
  ALL_OPERATIONS,
  type Grant,
  type ImportResult,
  inbound,
  inventory,
  lossOrder,
  message,
  order,
  product,
  subAccount,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, sampleBooking } from './support/inbound';
import { raiseLossOrder } from './support/loss-orders';
import { multipart } from './support/multipart';
import { orderRow, orderSheet } from './support/order-sheets';
import { merchantWithSkus, sampleOrder, startOrderApp } from './support/orders';
import { packageOf, sampleProduct } from './support/products';
import { probeInput } from './support/sample-input';
import type { TestApp } from './support/test-app';

const PASSWORD = 'Chosen#Path42';

/** A booking of these lines, packed in two boxes of half each, insuring nothing. */
function bookingOf(lines: { sku: string; quantity: number }[]) {
  const sample = sampleBooking();
  return sampleBooking({
    lines,
    boxes: [{ ...sample.boxes[0], box_count: 2, items: lines.map((l) => ({ sku: l.sku, quantity: l.quantity / 2 })) }],
    services: { ...sample.services, insurance: [] },
  } as never);
}

/** Every area a SKU-limited account may hold (billing, top-up and statistics total every SKU). */
const LIMITED_GRANT: Grant = {
  areas: { product: 'manage', order: 'manage', inbound: 'manage', inventory: 'view', serial_number: 'view' },
  export: true,
  skus: 'chosen',
};

/**
 * SKU permissions (docs/SECURITY.md "SKU permissions"): a sub-account limited to MUG-01 and CAP-02
 * of a merchant that also sells HAT-03 sees neither HAT-03 nor any record holding it, in any list,
 * detail, export, picker or count, and cannot create one with it.
 */
describe('a sub-account limited to chosen SKUs', () => {
  let t: TestApp;
  let main: string;
  let sub: string;
  let subId: number;
  let ids: Record<string, number>;
  const email = `limited-${Date.now()}@shop.test`;
  const orders: Record<'mug' | 'mugAndHat' | 'hat', { id: number; system_order_id: string }> = {} as never;
  const bookings: Record<'cap' | 'capAndHat', { id: number; receiving_no: string }> = {} as never;
  const losses: Record<'cap' | 'capAndHat', { id: number; lossNo: string }> = {} as never;
  const kits: Record<'mugAndCap' | 'mugAndHat', number> = {} as never;

  const saveOrder = async (items: { sku: string; quantity: number }[]) => {
    const saved = await t.call(order.saveOrder, { token: main, body: sampleOrder({}, items) });
    expect(saved.error_code, saved.msg).toBe(0);
    const detail = await t.call(order.getOrderDetail, { token: main, query: { id: saved.content.id } });
    return { id: saved.content.id, system_order_id: detail.content.system_order_id };
  };

  beforeAll(async () => {
    t = await startOrderApp();
    await drain(); // the alert subscribers' place starts here
    const merchant = await merchantWithSkus(t, ['MUG-01', 'CAP-02', 'HAT-03']);
    const short = (sku: string) => ({
      productId: merchant.ids[sku] as number,
      sku,
      appointment: 4,
      arrival: 4,
      qualified: 3,
      actual: 3,
    });
    const raise = async (skus: string[]) =>
      (await raiseLossOrder(t, merchant.customerId, { type: 'normal', lines: skus.map(short) })) ?? {
        id: 0,
        lossNo: '',
      };
    losses.cap = await raise(['CAP-02']);
    losses.capAndHat = await raise(['CAP-02', 'HAT-03']);
    main = merchant.token;
    ids = merchant.ids;
    const created = await t.call(subAccount.create, {
      token: main,
      body: {
        account_type: 'insider',
        first_name: 'Sam',
        last_name: 'Stock',
        email,
        invite: 0,
        password: PASSWORD,
        grant: LIMITED_GRANT,
        sku_ids: [ids['MUG-01'] as number, ids['CAP-02'] as number],
      },
    });
    expect(created.error_code, created.msg).toBe(0);
    subId = created.content.id;
    sub = await t.login(email, PASSWORD);
    orders.mug = await saveOrder([{ sku: 'MUG-01', quantity: 1 }]);
    orders.mugAndHat = await saveOrder([
      { sku: 'MUG-01', quantity: 1 },
      { sku: 'HAT-03', quantity: 1 },
    ]);
    orders.hat = await saveOrder([{ sku: 'HAT-03', quantity: 1 }]);
    bookings.cap = await createBooking(t, main, bookingOf([{ sku: 'CAP-02', quantity: 4 }]));
    bookings.capAndHat = await createBooking(
      t,
      main,
      bookingOf([
        { sku: 'HAT-03', quantity: 10 },
        { sku: 'CAP-02', quantity: 4 },
      ]),
    );
    const kit = (code: string, skus: string[]) =>
      packageOf(
        t,
        main,
        code,
        skus.map((sku) => ({ sku, quantity: 1 })),
      );
    kits.mugAndCap = await kit('KIT-MC', ['MUG-01', 'CAP-02']);
    kits.mugAndHat = await kit('KIT-MH', ['MUG-01', 'HAT-03']);
    await drain(); // the loss orders' alerts
  });
  afterAll(() => t.close());

  const drain = () => t.app.core.jobs.runNow('platform.drainEvents');

  it('sees only its SKUs in the list, the picker and the detail', async () => {
    const list = await t.call(product.getProductList, { token: sub, query: { page: 1, page_size: 50 } });
    expect(list.content.list.map((row) => row.sku).sort()).toEqual(['CAP-02', 'MUG-01']);
    expect(list.content.total).toBe(2);
    const picker = await t.call(product.commonProductListForSearch, {
      token: sub,
      query: { warehouse_id: 1, keyword: '0', page: 1, page_size: 50 },
    });
    expect(picker.content.list.map((row) => row.sku).sort()).toEqual(['CAP-02', 'MUG-01']);
    const hat = await t.call(product.getProductDetail, { token: sub, query: { id: ids['HAT-03'] as number } });
    expect(hat.error_code).not.toBe(0);
    const mine = await t.call(product.getProductDetail, { token: sub, query: { id: ids['MUG-01'] as number } });
    expect(mine.content.sku).toBe('MUG-01');
  });

  it('sees only the orders and bookings holding none but its SKUs, and counts only those', async () => {
    const list = await t.call(order.getOrderList, { token: sub, query: { status: 'all', page: 1, page_size: 50 } });
    expect(list.content.list.map((row) => row.system_order_id)).toEqual([orders.mug.system_order_id]);
    expect(list.content.total).toBe(1);
    const counts = await t.call(order.getStatusCount, { token: sub, query: {} });
    expect(counts.content.counts.all).toBe(1);
    // The main account still sees all three.
    const all = await t.call(order.getStatusCount, { token: main, query: {} });
    expect(all.content.counts.all).toBe(3);
    for (const other of [orders.mugAndHat, orders.hat]) {
      const detail = await t.call(order.getOrderDetail, { token: sub, query: { id: other.id } });
      expect(detail.error_code).not.toBe(0);
      const cancel = await t.call(order.deleteOrder, { token: sub, body: { ids: [other.id] } });
      expect(cancel.content ?? null).not.toMatchObject({ deleted: 1 });
    }
    const booked = await t.call(inbound.getList, { token: sub, query: { page: 1, page_size: 50 } });
    expect(booked.content.list.map((row) => row.receiving_no)).toEqual([bookings.cap.receiving_no]);
    const mixed = await t.call(inbound.getDetail, { token: sub, query: { id: bookings.capAndHat.id } });
    expect(mixed.error_code).not.toBe(0);
    const lost = await t.call(lossOrder.getList, { token: sub, query: { page: 1, page_size: 50 } });
    expect(lost.content.list.map((row) => row.loss_no)).toEqual([losses.cap.lossNo]);
    // The in-app alerts too: the main account has both loss orders', the limited account its own.
    const alertsOf = async (token: string) =>
      (await t.call(message.getList, { token, query: { kind: 'alert', page: 1, page_size: 50 } })).content.list
        .map((item) => item.title)
        .sort();
    expect(await alertsOf(main)).toEqual([losses.cap.lossNo, losses.capAndHat.lossNo].sort());
    expect(await alertsOf(sub)).toEqual([losses.cap.lossNo]);
  });

  it('sees only the packages all of whose components are its SKUs, and builds packages of those only', async () => {
    const list = await t.call(product.getPackageList, { token: sub, query: { page: 1, page_size: 50 } });
    expect(list.content.list.map((row) => row.code)).toEqual(['KIT-MC']);
    expect(list.content.total).toBe(1);
    expect((await t.call(product.getPackageList, { token: main })).content.total).toBe(2);
    const mixed = await t.call(product.getPackageDetail, { token: sub, query: { id: kits.mugAndHat } });
    expect(mixed.error_code).not.toBe(0);
    const removed = await t.call(product.deletePackage, { token: sub, body: { ids: [kits.mugAndHat] } });
    expect(removed.error_code).not.toBe(0);
    const withHat = await t.call(product.addPackage, {
      token: sub,
      body: {
        code: 'KIT-SUB',
        name_en: 'Sub kit',
        name_cn: '子账号套装',
        assembly: 'pick_components',
        components: [
          { sku: 'MUG-01', quantity: 1 },
          { sku: 'HAT-03', quantity: 1 },
        ],
      },
    });
    expect(withHat.raw.body).toContain('SKU HAT-03 is not one of your SKUs');
    // A package code beyond its reach is still taken.
    const taken = await t.call(product.addProduct, { token: sub, body: sampleProduct({ sku: 'KIT-MH' }) });
    expect(taken.msg).toBe('Package code already exists');
  });

  it('sees the stock of its SKUs only', async () => {
    const stock = await t.call(inventory.getInventoryList, { token: sub, query: { page: 1, page_size: 100 } });
    expect(new Set(stock.content.list.map((row) => row.sku))).toEqual(new Set(['MUG-01', 'CAP-02']));
    const log = await t.call(inventory.getStockLog, { token: sub, query: { page: 1, page_size: 100 } });
    expect(log.content.list.length).toBeGreaterThan(0);
    expect(log.content.list.some((row) => row.sku === 'HAT-03')).toBe(false);
  });

  it('is refused an order or a booking with another SKU, the refusal naming it', async () => {
    const saved = await t.call(order.saveOrder, {
      token: sub,
      body: sampleOrder({}, [
        { sku: 'MUG-01', quantity: 1 },
        { sku: 'HAT-03', quantity: 1 },
      ]),
    });
    expect(saved.error_code).not.toBe(0);
    expect(saved.raw.body).toContain('HAT-03');
    const booked = await t.call(inbound.saveDraft, {
      token: sub,
      body: bookingOf([{ sku: 'HAT-03', quantity: 4 }]),
    });
    expect(booked.error_code).not.toBe(0);
    expect(booked.raw.body).toContain('HAT-03');
    // An order of its own SKUs is saved and listed.
    const own = await t.call(order.saveOrder, { token: sub, body: sampleOrder({}, [{ sku: 'CAP-02', quantity: 1 }]) });
    expect(own.error_code, own.msg).toBe(0);
  });

  it('is told an imported line’s SKU is none of its SKUs, naming it, as the order form says', async () => {
    const file = await orderSheet([orderRow('LIMITED-1', { 'SKU*': 'HAT-03' }), orderRow('LIMITED-2')]);
    const body = multipart([
      { name: 'dry_run', data: 'true' },
      { name: 'file', filename: 'orders.xlsx', data: file },
    ]);
    const reply = await t.request<ImportResult>({
      method: 'POST',
      url: order.importOrder.path,
      payload: body.payload,
      headers: { ...body.headers, token: sub, 'accept-language': 'en' },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content.failures.map((failure) => failure.reasons)).toEqual([['SKU HAT-03 is not one of your SKUs']]);
  });

  it('is told a SKU code is taken even when the SKU is not its own, and sees the SKUs it creates', async () => {
    const taken = await t.call(product.addProduct, { token: sub, body: sampleProduct({ sku: 'HAT-03' }) });
    expect(taken.msg).toBe('SKU already exists');
    const created = await t.call(product.addProduct, { token: sub, body: sampleProduct({ sku: 'BAG-04' }) });
    expect(created.error_code, created.msg).toBe(0);
    const list = await t.call(product.getProductList, { token: sub, query: { page: 1, page_size: 50 } });
    expect(list.content.list.map((row) => row.sku).sort()).toEqual(['BAG-04', 'CAP-02', 'MUG-01']);
    const granted = await t.call(subAccount.getSkus, { token: main, query: { id: subId } });
    expect(granted.content.list.map((row) => row.sku)).toEqual(['BAG-04', 'CAP-02', 'MUG-01']);
  });

  it('refuses a limited grant with a merchant-wide area, or naming no SKU or another merchant’s', async () => {
    const base = { id: subId, account_type: 'insider' as const, first_name: 'Sam', last_name: 'Stock' };
    const billing = await t.call(subAccount.update, {
      token: main,
      body: { ...base, grant: { ...LIMITED_GRANT, areas: { billing: 'view' } }, sku_ids: [ids['MUG-01'] as number] },
    });
    expect(billing.error_code).not.toBe(0);
    expect(billing.raw.body).toContain('cannot see Billing, Top-up or Statistics');
    const none = await t.call(subAccount.update, { token: main, body: { ...base, grant: LIMITED_GRANT, sku_ids: [] } });
    expect(none.raw.body).toContain('Please choose at least one SKU');
    const foreign = await t.call(subAccount.update, {
      token: main,
      body: { ...base, grant: LIMITED_GRANT, sku_ids: [ids['MUG-01'] as number, 1] },
    });
    expect(foreign.msg).toContain('SKU code does not exist');
  });

  it('gives nothing of another SKU to any operation it may call', async () => {
    // Every operation of the areas it holds, probed with the ids of what it must not reach.
    const probeIds = [
      ids['HAT-03'],
      orders.mugAndHat.id,
      orders.hat.id,
      bookings.capAndHat.id,
      losses.capAndHat.id,
      kits.mugAndHat,
    ] as number[];
    const secrets = [
      '"HAT-03"',
      orders.mugAndHat.system_order_id,
      orders.hat.system_order_id,
      bookings.capAndHat.receiving_no,
      losses.capAndHat.lossNo,
      '"KIT-MH"',
    ];
    const walked = ALL_OPERATIONS.filter(
      (op) => op.auth === 'user' && !op.multipart && !op.mainAccountOnly && op.id !== 'auth.logout',
    );
    expect(walked.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    for (const operation of walked) {
      for (const id of probeIds) {
        const reply = await t.call(operation, { ...probeInput(operation, id), token: sub });
        for (const secret of secrets)
          if (reply.raw.body.includes(secret)) leaks.push(`${operation.id} (${id}): ${secret}`);
        if (reply.error_code === 1010) sub = await t.login(email, PASSWORD);
      }
    }
    expect(leaks).toEqual([]);
    // The walk changed none of what it must not reach.
    const still = await t.call(order.getStatusCount, { token: main, query: {} });
    expect(still.content.counts.all).toBe(4);
  });

  it('reaches every SKU at its next request once the grant says all', async () => {
    const updated = await t.call(subAccount.update, {
      token: main,
      body: {
        id: subId,
        account_type: 'insider',
        first_name: 'Sam',
        last_name: 'Stock',
        grant: { ...LIMITED_GRANT, skus: 'all' },
      },
    });
    expect(updated.error_code, updated.msg).toBe(0);
    const list = await t.call(order.getOrderList, { token: sub, query: { status: 'all', page: 1, page_size: 50 } });
    expect(list.content.total).toBe(4);
  });
});
