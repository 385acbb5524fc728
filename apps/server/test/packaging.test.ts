import { opsInbound, opsOrder, order, type PackagingCreateBody, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { createBooking, receiveBooking } from './support/inbound';
import { createOrder, merchantWithSkus, moneyOf, sampleOrder, staffSteps } from './support/orders';
import { packageOf, samplePackaging, sampleProduct } from './support/products';
import { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

const mailer = samplePackaging;

interface FieldErrors {
  errors: { field: string; message: string }[];
}
const errorsOf = (content: unknown) => (content as FieldErrors).errors;

/**
 * The merchant's own packaging (docs/server/packaging.md): codes shared with SKUs and packages,
 * default codes, stock received against an inbound booking, locked at submit, deducted at packing,
 * released by an approved interception, the low-stock warning and the stock log.
 */
describe('merchant packaging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const merchant = () => merchantWithSkus(t, ['MUG-01', 'CAP-02']);
  const create = async (m: Merchant, body: PackagingCreateBody = mailer()) => {
    const reply = await t.call(product.addPackaging, { token: m.token, body });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content.id;
  };
  const detail = async (m: Merchant, id: number) => {
    const reply = await t.call(product.getPackagingDetail, { token: m.token, query: { id } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content;
  };
  const stockLog = async (m: Merchant, id: number) => {
    const reply = await t.call(product.getPackagingStockLog, { token: m.token, query: { id } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content.list.map(
      (row) => `${row.type} ${row.quantity} ${row.reference_no} → ${row.on_hand_after}/${row.locked_after}`,
    );
  };
  /** A booking of the merchant to Los Angeles with every box in (Pending quality control). */
  const arrivedBooking = async (m: Merchant) => {
    const booking = await createBooking(t, m.token, undefined, { submit: true });
    await receiveBooking(t, booking.receiving_no, 'arrive');
    return booking;
  };
  const receive = (receivingNo: string, packaging: { code: string; quantity: number }[]) =>
    t.call(opsInbound.receivePackaging, {
      ops: true,
      body: { receiving_no: receivingNo, operator: 'Wu Dock', packaging },
    });

  it('creates an item whose code no SKU or package may take, with its defaults, sizes and no stock yet', async () => {
    const m = await merchant();
    await packageOf(t, m.token, 'GIFT-SET', [
      { sku: 'MUG-01', quantity: 1 },
      { sku: 'CAP-02', quantity: 1 },
    ]);
    const id = await create(m, mailer({ default_for: ['mug-01', 'gift-set'], warning_quantity: 10 }));
    const item = await detail(m, id);
    expect(item).toMatchObject({
      code: 'BOX-MAILER',
      name_cn: '品牌邮寄盒',
      height_cm: 8.5,
      weight_g: 120,
      warning_quantity: 10,
      default_for: [
        { code: 'MUG-01', kind: 'sku' },
        { code: 'GIFT-SET', kind: 'package' },
      ],
      stock: [],
      available_stock: 0,
      low_stock: false,
    });

    const sku = await t.call(product.addProduct, { token: m.token, body: sampleProduct({ sku: 'box-mailer' }) });
    expect([sku.error_code, sku.msg]).toEqual([1050, 'Packaging code already exists']);
    const again = await t.call(product.addPackaging, {
      token: m.token,
      body: mailer({ code: 'MUG-01' }),
      lang: 'zh_CN',
    });
    expect([again.error_code, again.msg]).toEqual([1019, 'SKU已存在']);
    const asPackage = await t.call(product.addPackaging, { token: m.token, body: mailer({ code: 'Gift-Set' }) });
    expect([asPackage.error_code, asPackage.msg]).toEqual([1045, 'Package code already exists']);

    const unknown = await t.call(product.addPackaging, {
      token: m.token,
      body: mailer({ code: 'BOX-2', default_for: ['CAP-02', 'NOPE-9'] }),
    });
    expect(unknown.error_code).toBe(1001);
    expect(errorsOf(unknown.content)).toEqual([
      { field: 'default_for.1', message: 'NOPE-9 is neither a SKU nor a package of yours' },
    ]);

    const edited = await t.call(product.updatePackaging, {
      token: m.token,
      body: { id, ...mailer({ name_en: 'Mailer, kraft', default_for: [] }), updated_at: item.updated_at },
    });
    expect(edited.error_code, edited.msg).toBe(0);
    expect(await detail(m, id)).toMatchObject({ code: 'BOX-MAILER', name_en: 'Mailer, kraft', default_for: [] });
    const stale = await t.call(product.updatePackaging, {
      token: m.token,
      body: { id, ...mailer(), updated_at: item.updated_at },
    });
    expect(stale.error_code).not.toBe(0);
  });

  it('receives stock against a booking, locks it at submit, deducts it at packing and warns when low', async () => {
    const m = await merchant();
    const id = await create(m, mailer({ warning_quantity: 49 }));
    const booking = await arrivedBooking(m);
    const received = await receive(booking.receiving_no, [{ code: 'box-mailer', quantity: 50 }]);
    expect(received.error_code, received.msg).toBe(0);
    expect((await detail(m, id)).stock).toEqual([
      { warehouse_id: 1, warehouse_code: expect.any(String), on_hand: 50, locked: 0, available: 50, low: false },
    ]);

    const options = await t.call(product.getPackagingOptions, { token: m.token, query: { warehouse_id: 1 } });
    expect(options.content).toEqual([
      expect.objectContaining({ id, code: 'BOX-MAILER', available: 50, default_for: ['MUG-01'] }),
    ]);

    const saved = await createOrder(
      t,
      m.token,
      sampleOrder({ platform_order_no: 'PKG-1', packaging: [{ id, quantity: 2 }], submit: true }),
    );
    const shown = await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.id } });
    expect(shown.content.packaging).toEqual([{ id, code: 'BOX-MAILER', name: 'Branded mailer', quantity: 2 }]);
    expect((await detail(m, id)).stock[0]).toMatchObject({ on_hand: 50, locked: 2, available: 48, low: true });
    const low = await t.call(product.getPackagingList, { token: m.token, query: { low_stock_only: 1 } });
    expect(low.content.list.map((row) => [row.code, row.low_stock])).toEqual([['BOX-MAILER', true]]);

    await staffSteps(t, saved.system_order_id, 'pack');
    expect((await detail(m, id)).stock[0]).toMatchObject({ on_hand: 48, locked: 0, available: 48 });
    expect(await stockLog(m, id)).toEqual([
      'deduction -2 PKG-1 → 48/0',
      'lock 2 PKG-1 → 50/2',
      `receipt 50 ${booking.receiving_no} → 50/0`,
    ]);
  });

  it('weighs the packaging in the estimate, never charging it, alike in the options, at save and at submit', async () => {
    const m = await merchant();
    const id = await create(m, mailer({ weight_g: 500 }));
    const booking = await arrivedBooking(m);
    await receive(booking.receiving_no, [{ code: 'BOX-MAILER', quantity: 5 }]);
    const method = 'USWE-USPS-GA';
    const optionOf = async (packaging: { id: number; quantity: number }[]) => {
      const draft = sampleOrder();
      const reply = await t.call(order.getShippingOptions, {
        token: m.token,
        body: {
          warehouse_id: 1,
          country: draft.recipient.country,
          zip: draft.recipient.zip,
          state: draft.recipient.state,
          items: draft.items,
          packaging,
        },
      });
      expect(reply.error_code, reply.msg).toBe(0);
      const option = reply.content.list.find((quote) => quote.shipping_method_code === method);
      if (!option) throw new Error(`${method} not offered`);
      return option;
    };
    const bare = await optionOf([]);
    const boxed = await optionOf([{ id, quantity: 1 }]);
    expect(boxed.actual_weight_g).toBe(bare.actual_weight_g + 500);
    expect(boxed.chargeable_weight_g).toBeGreaterThan(bare.chargeable_weight_g);
    expect(boxed.total).toBeGreaterThan(bare.total);
    // Weighed, not charged: the merchant owns the box, so the packaging line does not grow by a price of it.
    const packagingLine = (quote: typeof bare) => quote.charges.find((line) => line.code === 'packaging');
    expect(packagingLine(boxed)).toEqual(packagingLine(bare));

    const estimateOf = async (packaging: { id: number; quantity: number }[]) => {
      const saved = await createOrder(t, m.token, sampleOrder({ shipping_method_code: method, packaging }));
      const shown = await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.id } });
      return { id: saved.id, total: shown.content.estimated_fee?.total };
    };
    const without = await estimateOf([]);
    const withBox = await estimateOf([{ id, quantity: 1 }]);
    expect(without.total).toBe(bare.total);
    expect(withBox.total).toBe(boxed.total);

    const submitted = await t.call(order.submitOrders, { token: m.token, body: { ids: [withBox.id] } });
    expect(submitted.error_code, submitted.msg).toBe(0);
    expect(submitted.content.estimated_total).toBe(boxed.total);
    expect((await moneyOf(t, withBox.id)).holds).toEqual([{ amount: boxed.total, status: expect.any(String) }]);
  });

  it('refuses a submit needing more than is available, naming the item, and locks nothing', async () => {
    const m = await merchant();
    const id = await create(m);
    const booking = await arrivedBooking(m);
    await receive(booking.receiving_no, [{ code: 'BOX-MAILER', quantity: 3 }]);
    const refused = await t.call(order.saveOrder, {
      token: m.token,
      body: sampleOrder({ platform_order_no: 'PKG-SHORT', packaging: [{ id, quantity: 4 }], submit: true }),
    });
    expect([refused.error_code, refused.msg]).toEqual([
      1051,
      'Insufficient packaging BOX-MAILER: 3 available, 4 requested',
    ]);
    const zh = await t.call(order.saveOrder, {
      token: m.token,
      lang: 'zh_CN',
      body: sampleOrder({ platform_order_no: 'PKG-SHORT', packaging: [{ id, quantity: 4 }], submit: true }),
    });
    expect(zh.msg).toBe('包材 BOX-MAILER 库存不足：可用 3，需要 4');
    const mug = await t.db
      .selectFrom('stock_balances')
      .select(['locked'])
      .where('product_id', '=', m.ids['MUG-01'] as number)
      .where('warehouse_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(mug.locked).toBe(0);
    expect((await detail(m, id)).stock[0]).toMatchObject({ on_hand: 3, locked: 0 });
  });

  it('gives the packaging back when an interception is approved before packing', async () => {
    const m = await merchant();
    const id = await create(m);
    const booking = await arrivedBooking(m);
    await receive(booking.receiving_no, [{ code: 'BOX-MAILER', quantity: 5 }]);
    const saved = await createOrder(
      t,
      m.token,
      sampleOrder({ platform_order_no: 'PKG-INT', packaging: [{ id, quantity: 1 }], submit: true }),
    );
    const asked = await t.call(order.cancelOrder, { token: m.token, body: { id: saved.id, reason: 'Wrong box' } });
    expect(asked.error_code, asked.msg).toBe(0);
    const resolved = await t.call(opsOrder.resolveInterception, {
      ops: true,
      body: { system_order_id: saved.system_order_id, approve: true },
    });
    expect(resolved.error_code, resolved.msg).toBe(0);
    expect((await detail(m, id)).stock[0]).toMatchObject({ on_hand: 5, locked: 0, available: 5 });
    expect((await stockLog(m, id))[0]).toBe('release -1 PKG-INT → 5/0');
  });

  it("refuses another merchant's item on an order, an unknown code at receipt and a receipt before the boxes are in", async () => {
    const owner = await merchant();
    const other = await merchant();
    const id = await create(owner);
    const foreign = await t.call(order.saveOrder, {
      token: other.token,
      body: sampleOrder({ platform_order_no: 'PKG-X', packaging: [{ id, quantity: 1 }] }),
    });
    expect(foreign.error_code).toBe(1001);
    expect(errorsOf(foreign.content)).toEqual([{ field: 'packaging.0.id', message: expect.any(String) }]);
    expect((await t.call(product.getPackagingDetail, { token: other.token, query: { id } })).error_code).not.toBe(0);

    const booking = await arrivedBooking(other);
    const unknown = await receive(booking.receiving_no, [{ code: 'BOX-MAILER', quantity: 1 }]);
    expect(unknown.error_code).toBe(1001);
    expect(errorsOf(unknown.content)).toEqual([
      { field: 'packaging.0.code', message: 'Packaging code does not exist' },
    ]);

    const early = await createBooking(t, owner.token, undefined, { submit: true });
    const refused = await receive(early.receiving_no, [{ code: 'BOX-MAILER', quantity: 1 }]);
    expect(refused.error_code).toBe(1364);
    expect((await detail(owner, id)).stock).toEqual([]);
  });

  describe('deleting an item', () => {
    const remove = (m: Merchant | { token: string }, ids: number[], lang?: 'en' | 'zh_CN') =>
      t.call(product.deletePackaging, { token: m.token, body: { ids }, lang });
    const itemCount = async (customerId: number) =>
      (
        await t.db
          .selectFrom('packaging_items')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).n;

    it('deletes an item nothing uses, frees its code and logs the change', async () => {
      const m = await merchant();
      const id = await create(m);
      const deleted = await remove(m, [id]);
      expect([deleted.error_code, deleted.content]).toEqual([0, { deleted: 1 }]);
      expect((await t.call(product.getPackagingDetail, { token: m.token, query: { id } })).error_code).toBe(1004);
      const sku = await t.call(product.addProduct, { token: m.token, body: sampleProduct({ sku: 'BOX-MAILER' }) });
      expect(sku.error_code, sku.msg).toBe(0);
      const logged = await t.db
        .selectFrom('operation_logs')
        .select(['result_code'])
        .where('customer_id', '=', m.customerId)
        .where('operation', '=', 'product.deletePackaging')
        .execute();
      expect(logged).toEqual([{ result_code: 0 }]);
    });

    it('refuses while the item has stock in a warehouse, naming it in both languages', async () => {
      const m = await merchant();
      const id = await create(m);
      const spare = await create(m, mailer({ code: 'BOX-SPARE', default_for: [] }));
      const booking = await arrivedBooking(m);
      await receive(booking.receiving_no, [{ code: 'BOX-MAILER', quantity: 5 }]);
      const refused = await remove(m, [spare, id]);
      expect([refused.error_code, refused.msg, refused.content]).toEqual([
        1052,
        'Packaging with stock in a warehouse cannot be deleted: BOX-MAILER',
        { blockers: ['BOX-MAILER'] },
      ]);
      expect((await remove(m, [id], 'zh_CN')).msg).toBe('仓库中仍有库存的包材不能删除: BOX-MAILER');
      // All or none: the spare item stays too.
      expect(await itemCount(m.customerId)).toBe(2);
    });

    it('refuses while an open order asks for it, and deletes it once the order is gone', async () => {
      const m = await merchant();
      const id = await create(m);
      const draft = await createOrder(
        t,
        m.token,
        sampleOrder({ platform_order_no: 'PKG-DRAFT', packaging: [{ id, quantity: 1 }] }),
      );
      const refused = await remove(m, [id]);
      expect([refused.error_code, refused.msg]).toEqual([
        1053,
        'Packaging on orders not yet shipped cannot be deleted: BOX-MAILER',
      ]);
      expect((await remove(m, [id], 'zh_CN')).msg).toBe('未发货订单使用的包材不能删除: BOX-MAILER');
      const gone = await t.call(order.deleteOrder, { token: m.token, body: { ids: [draft.id] } });
      expect(gone.error_code, gone.msg).toBe(0);
      expect((await remove(m, [id])).error_code).toBe(0);
    });

    it('refuses while a booking it came with is not yet shelved; after the delete a shipped order keeps it, its copy does not', async () => {
      const m = await merchant();
      const id = await create(m);
      const booking = await arrivedBooking(m);
      await receive(booking.receiving_no, [{ code: 'BOX-MAILER', quantity: 1 }]);
      const sent = await createOrder(
        t,
        m.token,
        sampleOrder({ platform_order_no: 'PKG-SHIP', packaging: [{ id, quantity: 1 }], submit: true }),
      );
      await staffSteps(t, sent.system_order_id, 'ship');
      expect((await detail(m, id)).stock[0]).toMatchObject({ on_hand: 0, locked: 0 });
      const refused = await remove(m, [id]);
      expect([refused.error_code, refused.msg]).toEqual([
        1054,
        'Packaging declared on or received with inbound bookings not yet shelved cannot be deleted: BOX-MAILER',
      ]);
      await receiveBooking(t, booking.receiving_no, 'shelve', 'qualityCheck');
      expect((await remove(m, [id])).error_code).toBe(0);
      // The shipped order keeps what it used; a copy of it no longer asks for the deleted box.
      const shipped = await t.call(order.getOrderDetail, { token: m.token, query: { id: sent.id } });
      expect(shipped.content.packaging).toEqual([{ id, code: 'BOX-MAILER', name: 'Branded mailer', quantity: 1 }]);
      const copied = await t.call(order.copyOrder, { token: m.token, body: { id: sent.id } });
      expect(copied.error_code, copied.msg).toBe(0);
      const copy = await t.call(order.getOrderDetail, { token: m.token, query: { id: copied.content.id } });
      expect(copy.content.packaging).toEqual([]);
      // Its movements stay as history; its balance row went with it.
      const balances = await t.db
        .selectFrom('packaging_balances')
        .select('packaging_id')
        .where('packaging_id', '=', id)
        .execute();
      expect(balances).toEqual([]);
    });

    it("refuses another merchant's item and a sub-account without the product right", async () => {
      const owner = await merchant();
      const other = await merchant();
      const id = await create(owner);
      const foreign = await remove(other, [id]);
      expect(foreign.error_code).toBe(1004);
      const ordersOnly = await signedInSubAccount(t, owner.customerId, `pkg-del-${Date.now()}@shop.test`, ['order']);
      const denied = await remove({ token: ordersOnly }, [id]);
      expect([denied.status, denied.error_code]).toEqual([403, 1005]);
      await t.db
        .updateTable('accounts')
        .set({ permissions: JSON.stringify({ areas: { product: 'view' }, export: false }) })
        .where('customer_id', '=', owner.customerId)
        .where('is_main', '=', 0)
        .execute();
      expect((await remove({ token: ordersOnly }, [id])).error_code).toBe(1005);
      expect(await itemCount(owner.customerId)).toBe(1);
    });
  });
});
