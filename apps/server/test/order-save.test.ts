import { order, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createOrder,
  ledgersSound,
  merchantWithSkus,
  moneyOf,
  type SaveBody,
  sampleOrder,
  startOrderApp,
  stockMovesOf,
} from './support/orders';
import type { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

/** The field messages of a refusal's content. */
function fieldErrors(content: unknown): { field: string; message: string }[] {
  return (content as { errors: { field: string; message: string }[] }).errors;
}

describe('saving an order (saveOrder)', () => {
  let t: TestApp;
  let m: Merchant;
  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t);
  });
  afterAll(() => t.close());

  const save = (body: unknown, lang: 'en' | 'zh_CN' = 'en', token = m.token) =>
    t.call(order.saveOrder, { token, body, lang });
  const orderCount = async (customerId = m.customerId) =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates an Approving order with a system order id, its lines copied from the SKUs, its quote and its first transition', async () => {
    const body = sampleOrder({ platform_order_no: 'SHOP-1001', note: 'Leave at the door' }, [
      { sku: 'mug-01', quantity: 2 },
      { sku: 'CAP-02', quantity: 1 },
    ]);
    const reply = await save(body);
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content).toMatchObject({ status: 'approving' });
    // The rate engine's own quote of the same parcel by the chosen method is what the order keeps.
    const options = await t.call(order.getShippingOptions, {
      token: m.token,
      body: { warehouse_id: 1, country: 'US', zip: '90001', state: 'CA', items: body.items, first_name: 'Ada' },
    });
    const quote = options.content.list.find((q) => q.shipping_method_code === 'USWE-USPS-GA');
    expect(quote?.total).toBeGreaterThan(0);
    expect(reply.content.system_order_id).toMatch(/^SO\d{8}\d{8,}$/);
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', reply.content.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_id: m.customerId,
      platform_order_no: 'SHOP-1001',
      status: 'approving',
      warehouse_code: 'USWE',
      shipping_method_name: 'USPS Ground Advantage',
      courier: quote?.courier,
      first_name: 'Ada',
      country: 'US',
      note: 'Leave at the door',
      estimate_total: quote?.total,
    });
    const lines = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', reply.content.id)
      .orderBy('position')
      .execute();
    expect(
      lines.map((l) => [l.sku, l.quantity, l.unit_price, l.hs_code, l.weight_g, l.property_en, l.customer_id]),
    ).toEqual([
      ['MUG-01', 2, 1500, '610910', 180, 'General cargo', m.customerId],
      ['CAP-02', 1, 1500, '610910', 180, 'General cargo', m.customerId],
    ]);
    const detail = await t.call(order.getOrderDetail, { token: m.token, query: { id: reply.content.id } });
    expect(detail.content.transitions).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'approving',
        actor: { kind: 'merchant', label: expect.stringContaining('@shop.test') },
      }),
    ]);
    expect(detail.content.estimated_fee).toEqual({ lines: quote?.charges, total: quote?.total });
    expect(detail.content.estimated_fee?.lines[0]).toMatchObject({ code: 'basic_shipping', name: 'Basic shipping' });
    expect(detail.content.can).toEqual({ edit: true, submit: true, cancel: true, delete: true });
    const counts = await t.db
      .selectFrom('order_status_counts')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .execute();
    expect(counts).toEqual([{ customer_id: m.customerId, status: 'approving', count: 1 }]);
  });

  it("says every required field's message of spec 5, in English and Chinese, and saves nothing", async () => {
    const before = await orderCount();
    const empty = {
      platform_order_no: '',
      shipping_method_code: '',
      recipient: { first_name: '', phone: '', city: '', state: '', zip: '', address1: '', country: '' },
      items: [],
    };
    const en = await save(empty);
    expect(en.error_code).toBe(1001);
    const messages = Object.fromEntries(fieldErrors(en.content).map((e) => [e.field, e.message]));
    expect(messages).toMatchObject({
      platform_order_no: 'Please enter Platform Order No.',
      warehouse_id: 'Please select a warehouse!',
      shipping_method_code: 'Please Select Shipping Method',
      'recipient.first_name': 'Please enter First Name',
      'recipient.phone': 'Please enter Phone',
      'recipient.city': 'Please enter City',
      'recipient.state': 'Please enter State',
      'recipient.zip': 'Please enter Zip',
      'recipient.address1': 'Please enter Address1',
      'recipient.country': 'Please Select Country',
      items: 'Please add product information!',
    });
    const zh = await save(empty, 'zh_CN');
    const zhMessages = fieldErrors(zh.content).map((e) => e.message);
    expect(zhMessages).toEqual(
      expect.arrayContaining(['请输入平台订单号', '请选择仓库！', '请选择国家', '请添加商品信息！']),
    );
    expect(await orderCount()).toBe(before);
  });

  it('refuses lines without name, price or quantity with the messages of spec 5 "Order detail"', async () => {
    const reply = await save(
      sampleOrder({ items: [{ sku: 'MUG-01', quantity: 0, unit_price: 0, name: '' }] } as Partial<SaveBody>),
    );
    expect(reply.error_code).toBe(1001);
    expect(reply.msg).toContain('The name cannot be empty!');
    expect(reply.msg).toContain('The price cannot be null or 0!');
    expect(reply.msg).toContain('The quantity cannot be null or 0!');
    const zh = await save(sampleOrder({ items: [{ sku: 'MUG-01', quantity: 1, unit_price: 100, name: '' }] }), 'zh_CN');
    expect(zh.msg).toContain('名称不能为空！');
  });

  it('needs a house number for an EU destination, a known country and a note of at most 500 characters', async () => {
    const de = sampleOrder({
      warehouse_id: 4,
      shipping_method_code: 'DEFR-DHL-PAKET',
      recipient: { ...sampleOrder().recipient, country: 'DE', zip: '10115', city: 'Berlin', state: 'BE' },
    });
    const noHouse = await save(de);
    expect(noHouse.error_code).toBe(1001);
    expect(noHouse.content).toEqual({
      errors: [{ field: 'recipient.house_number', message: 'Please enter House Number: EU destinations need one' }],
    });
    expect((await save({ ...de, recipient: { ...de.recipient, house_number: '7a' } })).error_code).toBe(0);
    const unknown = await save(sampleOrder({ recipient: { ...sampleOrder().recipient, country: 'XQ' } }));
    expect(unknown.content).toEqual({ errors: [{ field: 'recipient.country', message: 'Unknown country' }] });
    const note = await save(sampleOrder({ note: 'x'.repeat(501) }));
    expect(note.content).toEqual({ errors: [{ field: 'note', message: 'Over 500 characters, unable to submit!' }] });
  });

  it('needs an active warehouse, and SKUs of its own, each once', async () => {
    const unknownWarehouse = await save(sampleOrder({ warehouse_id: 99 }));
    expect(unknownWarehouse.content).toEqual({
      errors: [{ field: 'warehouse_id', message: 'This option does not exist, choose another' }],
    });
    await t.db.updateTable('warehouses').set({ is_active: 0 }).where('id', '=', 2).execute();
    try {
      expect((await save(sampleOrder({ warehouse_id: 2 }))).error_code).toBe(1001);
    } finally {
      await t.db.updateTable('warehouses').set({ is_active: 1 }).where('id', '=', 2).execute();
    }
    // TS-CTN-WHT-M is the demo merchant's SKU: to this merchant it does not exist.
    const skus = await save(
      sampleOrder({}, [
        { sku: 'MUG-01', quantity: 1 },
        { sku: 'TS-CTN-WHT-M', quantity: 1 },
        { sku: 'mug-01', quantity: 1 },
      ]),
    );
    expect(skus.content).toEqual({
      errors: [
        { field: 'items.1.sku', message: 'SKU code does not exist' },
        { field: 'items.2.sku', message: 'This SKU is already in the order' },
      ],
    });
    const zh = await save(sampleOrder({}, [{ sku: 'NOPE', quantity: 1 }]), 'zh_CN');
    expect(zh.content).toEqual({ errors: [{ field: 'items.0.sku', message: 'SKU编码不存在' }] });
  });

  it('checks value-added services: no duplicates, no more than the items, only what the warehouse quotes', async () => {
    const items = [{ sku: 'MUG-01', quantity: 3 }];
    const twice = await save(
      sampleOrder(
        {
          value_added_services: [
            { code: 'LABEL', quantity: 1 },
            { code: 'label', quantity: 1 },
          ],
        },
        items,
      ),
    );
    expect(twice.content).toEqual({
      errors: [{ field: 'value_added_services.1.code', message: 'Value-added services already exist!' }],
    });
    const tooMany = await save(sampleOrder({ value_added_services: [{ code: 'LABEL', quantity: 4 }] }, items), 'zh_CN');
    expect(tooMany.content).toEqual({
      errors: [{ field: 'value_added_services.0.quantity', message: '当前可选增值服务的数量不能大于商品总数！' }],
    });
    // The German warehouse does not gift-wrap.
    const notQuoted = await save(
      sampleOrder(
        {
          warehouse_id: 4,
          value_added_services: [{ code: 'GIFT_WRAP', quantity: 1 }],
          recipient: { ...sampleOrder().recipient, house_number: '1' },
        },
        items,
      ),
    );
    expect(notQuoted).toMatchObject({ error_code: 1112, msg: 'No relevant value-added service type quoted!' });
    const saved = await save(
      sampleOrder(
        {
          value_added_services: [
            { code: 'gift_wrap', quantity: 3 },
            { code: 'PHOTO', quantity: 1 },
          ],
        },
        items,
      ),
    );
    expect(saved.error_code, saved.msg).toBe(0);
    const detail = await t.call(order.getOrderDetail, {
      token: m.token,
      query: { id: saved.content.id },
      lang: 'zh_CN',
    });
    expect(detail.content.value_added_services).toEqual([
      { code: 'GIFT_WRAP', name: '礼品包装', quantity: 3, unit_price: 120 },
      { code: 'PHOTO', name: '发货前拍照', quantity: 1, unit_price: 50 },
    ]);
  });

  it('refuses a shipping method that does not fit the order, naming it', async () => {
    const gb = { ...sampleOrder().recipient, country: 'GB', zip: 'B1 1AA', city: 'Birmingham', state: 'West Midlands' };
    const reply = await save(sampleOrder({ recipient: gb }));
    expect(reply.error_code).toBe(1201);
    expect(reply.msg).toBe(
      'The selected shipping method is not available for this order, please choose another: destination: USPS Ground Advantage does not deliver to GB B1 1AA',
    );
    const zh = await save(sampleOrder({ recipient: gb }), 'zh_CN');
    expect(zh.msg).toMatch(/^所选物流渠道不适用于该订单，请选择其他渠道: destination: .+ 不派送至 GB B1 1AA$/);
    const unknown = await save(sampleOrder({ shipping_method_code: 'NO-SUCH-METHOD' }));
    expect(unknown.msg).toContain('The warehouse has no shipping method NO-SUCH-METHOD');
    expect(await orderCount()).toBeGreaterThan(0);
  });

  it('keeps platform order numbers unique per merchant, also when two saves race', async () => {
    await createOrder(t, m.token, sampleOrder({ platform_order_no: 'DUP-1' }));
    const again = await save(sampleOrder({ platform_order_no: 'DUP-1' }));
    expect(again).toMatchObject({ error_code: 1101, msg: 'Platform Order No. DUP-1 already exists' });
    expect((await save(sampleOrder({ platform_order_no: 'DUP-1' }), 'zh_CN')).msg).toBe('平台订单号 DUP-1 已存在');
    const other = await merchantWithSkus(t);
    expect((await save(sampleOrder({ platform_order_no: 'DUP-1' }), 'en', other.token)).error_code).toBe(0);

    const raced = await Promise.all([1, 2, 3].map(() => save(sampleOrder({ platform_order_no: 'RACE-1' }))));
    expect(raced.map((r) => r.error_code).sort()).toEqual([0, 1101, 1101]);
    const rows = await t.db.selectFrom('orders').select('id').where('platform_order_no', '=', 'RACE-1').execute();
    expect(rows).toHaveLength(1);
  });

  it('edits an Approving order, refusing a stale copy and orders no longer Approving', async () => {
    const created = await createOrder(t, m.token, sampleOrder({ platform_order_no: 'EDIT-1' }));
    const edited = await save(
      sampleOrder(
        {
          id: created.id,
          updated_at: created.updated_at,
          platform_order_no: 'EDIT-1',
          recipient: { ...sampleOrder().recipient, first_name: 'Grace' },
        },
        [{ sku: 'CAP-02', quantity: 5 }],
      ),
    );
    expect(edited.error_code, edited.msg).toBe(0);
    expect(edited.content.system_order_id).toBe(created.system_order_id);
    const detail = await t.call(order.getOrderDetail, { token: m.token, query: { id: created.id } });
    expect(detail.content.recipient.first_name).toBe('Grace');
    expect(detail.content.items.map((i) => [i.sku, i.quantity])).toEqual([['CAP-02', 5]]);

    const stale = await save(
      sampleOrder({ id: created.id, updated_at: created.updated_at, platform_order_no: 'EDIT-1' }),
    );
    expect(stale).toMatchObject({ error_code: 1018, msg: 'The data has been changed, please refresh and try again' });

    await t.call(order.submitOrders, { token: m.token, body: { ids: [created.id] } });
    const late = await save(sampleOrder({ id: created.id, platform_order_no: 'EDIT-1' }));
    expect(late.error_code).toBe(1102);
    expect(late.msg).toBe(
      'Only orders in Approving status can be edited; once verification has begun, please contact customer service',
    );
    const other = await merchantWithSkus(t);
    const foreign = await save(sampleOrder({ id: created.id, platform_order_no: 'EDIT-1' }), 'en', other.token);
    expect(foreign).toMatchObject({ status: 404, error_code: 1100, msg: 'The order does not exist' });
    const row = await t.db
      .selectFrom('orders')
      .select('first_name')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Grace');
  });

  it('submits in the same transaction when asked, and a refused submit saves nothing', async () => {
    const shipped = await save(sampleOrder({ submit: true }));
    expect(shipped.content.status).toBe('verifying');
    expect(await stockMovesOf(t, shipped.content.id)).toEqual(['lock:merchant']);
    expect((await moneyOf(t, shipped.content.id)).holds).toEqual([{ amount: expect.any(Number), status: 'held' }]);
    const before = await orderCount();
    const lockedBefore = await balanceOf(t, m.customerId, m.ids['MUG-01'] as number, 1);
    const short = await save(
      sampleOrder({ platform_order_no: 'TOO-MANY', submit: true }, [{ sku: 'MUG-01', quantity: 150 }]),
    );
    expect(short).toMatchObject({
      error_code: 1250,
      msg: 'Insufficient stock for SKU MUG-01: 98 available, 150 requested',
    });
    expect(await balanceOf(t, m.customerId, m.ids['MUG-01'] as number, 1)).toEqual(lockedBefore);
    expect(await orderCount()).toBe(before);
    expect(await t.db.selectFrom('orders').select('id').where('platform_order_no', '=', 'TOO-MANY').execute()).toEqual(
      [],
    );
  });

  it('keeps a SKU that an order uses from being deleted', async () => {
    const reply = await t.call(product.deleteProduct, { token: m.token, body: { ids: [m.ids['CAP-02'] as number] } });
    expect(reply).toMatchObject({
      error_code: 1021,
      msg: 'SKUs in use by packing lists or orders cannot be deleted: CAP-02',
    });
  });

  it("leaves the merchant's stock ledger and wallet adding up after every flow above", async () => {
    expect(await ledgersSound(t, m.customerId)).toEqual([]);
  });
});
