import { billing, dashboard, opsOrder, order, setting } from '@portal/contract';
import { US_RECIPIENT, US_RECIPIENT_PASTED } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps, startOrderApp } from './support/orders';
import { DEMO_LOGINS, type TestApp } from './support/test-app';
import { download, readXlsx } from './support/xlsx';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;
type Created = Awaited<ReturnType<typeof createOrder>>;

describe('the order list, its tabs and counts', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;
  /** Orders by name: two drafts, one canceled, one at the warehouse, one shipped, one to Germany from warehouse 4. */
  const o: Record<string, Created> = {};

  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t);
    other = await merchantWithSkus(t);
    o.draft1 = await createOrder(t, m.token, sampleOrder({ platform_order_no: 'L-DRAFT-1' }));
    o.draft2 = await createOrder(
      t,
      m.token,
      sampleOrder({ platform_order_no: 'L-DRAFT-2', shipping_method_code: 'USWE-UPS-GROUND' }, [
        { sku: 'CAP-02', quantity: 3 },
        { sku: 'MUG-01', quantity: 1 },
      ]),
    );
    o.canceled = await createOrder(t, m.token, sampleOrder({ platform_order_no: 'L-CANCELED' }));
    await t.call(order.cancelOrder, { token: m.token, body: { id: o.canceled.id } });
    o.packing = await createOrder(t, m.token, sampleOrder({ platform_order_no: 'L-PACKING', submit: true }));
    await staffSteps(t, o.packing.system_order_id, 'verify');
    o.shipped = await createOrder(t, m.token, sampleOrder({ platform_order_no: 'L-SHIPPED', submit: true }));
    await staffSteps(t, o.shipped.system_order_id, 'ship');
    o.germany = await createOrder(
      t,
      m.token,
      sampleOrder({
        platform_order_no: 'L-DE',
        warehouse_id: 4,
        recipient: {
          ...sampleOrder().recipient,
          country: 'DE',
          city: 'Berlin',
          zip: '10115',
          state: 'BE',
          house_number: '3',
        },
      }),
    );
    await createOrder(t, other.token, sampleOrder({ platform_order_no: 'L-DRAFT-1' }));
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>, token = m.token) => t.call(order.getOrderList, { token, query });
  const numbers = (reply: Awaited<ReturnType<typeof list>>) => reply.content.list.map((row) => row.platform_order_no);

  it('lists every order newest first under All, one status under its tab, with the kept counts as totals', async () => {
    const all = await list({ status: 'all' });
    expect(numbers(all)).toEqual(['L-DE', 'L-SHIPPED', 'L-PACKING', 'L-CANCELED', 'L-DRAFT-2', 'L-DRAFT-1']);
    expect(all.content.total).toBe(6);
    const approving = await list({ status: 'approving' });
    expect(numbers(approving)).toEqual(['L-DE', 'L-DRAFT-2', 'L-DRAFT-1']);
    expect(approving.content.total).toBe(3);
    expect(numbers(await list({ status: 'awaiting_packing' }))).toEqual(['L-PACKING']);
    expect(numbers(await list({ status: 'canceled' }))).toEqual(['L-CANCELED']);
    expect((await list({ status: 'delivered' })).content).toEqual({ list: [], total: 0 });
    const second = await list({ status: 'all', page: 2, page_size: 10 });
    expect(second.content).toEqual({ list: [], total: 6 });
    const pageTwo = await list({ status: 'approving', page: 2, page_size: 10 });
    expect(pageTwo.content.total).toBe(3);
  });

  it('reads a page past the middle from the oldest end, the same rows in the same order', async () => {
    const many = await merchantWithSkus(t);
    for (let i = 1; i <= 25; i++) await createOrder(t, many.token, sampleOrder({ platform_order_no: `MANY-${i}` }));
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const reply = await list({ status: 'all', page, page_size: 10 }, many.token);
      expect(reply.content.total).toBe(25);
      pages.push(...numbers(reply));
    }
    expect(pages).toEqual(Array.from({ length: 25 }, (_, i) => `MANY-${25 - i}`));
    const approving = await list({ status: 'approving', page: 3, page_size: 10 }, many.token);
    expect(numbers(approving)).toEqual(['MANY-5', 'MANY-4', 'MANY-3', 'MANY-2', 'MANY-1']);

    // Keyset paging: after the last order of a page comes the next page, whatever the filter.
    const first = await list({ status: 'approving', page_size: 10 }, many.token);
    const afterId = first.content.list.at(-1)?.id;
    const next = await list({ status: 'approving', page: 2, page_size: 10, after_id: afterId }, many.token);
    expect(numbers(next)).toEqual(Array.from({ length: 10 }, (_, i) => `MANY-${15 - i}`));
    expect(next.content.total).toBe(25);
    const filtered = await list({ status: 'all', sku: 'MUG-01', page_size: 10, after_id: afterId }, many.token);
    expect(numbers(filtered)).toEqual(numbers(next));
    const batch = await list(
      { status: 'all', order_nos: 'MANY-1\nMANY-16\nMANY-15\nMANY-25', page_size: 10, after_id: afterId },
      many.token,
    );
    expect(numbers(batch)).toEqual(['MANY-15', 'MANY-1']);
    expect(batch.content.total).toBe(4);
  });

  it('shows the columns of spec 2: recipient, SKUs × quantity, warehouse, method, fee and its kind', async () => {
    const [row] = (await list({ status: 'all', order_nos: 'L-DRAFT-2' })).content.list;
    expect(row).toMatchObject({
      system_order_id: o.draft2?.system_order_id,
      first_name: 'Ada',
      city: 'Los Angeles',
      country: 'US',
      skus: [
        { sku: 'CAP-02', quantity: 3 },
        { sku: 'MUG-01', quantity: 1 },
      ],
      warehouse_code: 'USWE',
      shipping_method_code: 'USWE-UPS-GROUND',
      shipping_method_name: 'UPS Ground',
      status: 'approving',
      tracking_number: '',
      fee_is_final: false,
      needs_reply: false,
    });
    expect(row?.fulfillment_fee).toBeGreaterThan(0);
  });

  it('searches a batch of platform order numbers and system order ids, one per line, other merchants aside', async () => {
    const reply = await list({
      status: 'all',
      order_nos: ` L-DRAFT-1 \n${o.shipped?.system_order_id}\n\nNOT-THERE\nl-draft-2`,
    });
    expect(numbers(reply)).toEqual(['L-SHIPPED', 'L-DRAFT-1']);
    expect(reply.content.total).toBe(2);
    // What it did not find, as typed; an order of another tab was found.
    expect(reply.content.not_found).toEqual(['NOT-THERE', 'l-draft-2']);
    const inTab = await list({ status: 'shipped', order_nos: 'L-DRAFT-1\nL-SHIPPED\nNOPE' });
    expect(numbers(inTab)).toEqual(['L-SHIPPED']);
    expect(inTab.content.not_found).toEqual(['NOPE']);
    expect((await list({ status: 'all' })).content.not_found).toBeUndefined();
    const theirs = await list({ status: 'all', order_nos: `L-PACKING\n${o.packing?.system_order_id}` }, other.token);
    expect(theirs.content).toEqual({ list: [], total: 0, not_found: ['L-PACKING', o.packing?.system_order_id] });
    const tooMany = await list({
      status: 'all',
      order_nos: Array.from({ length: 5001 }, (_, i) => `N${i}`).join('\n'),
    });
    expect(tooMany.error_code).toBe(1001);
    expect(tooMany.msg).toContain('At most 5000 entries, one per line');
  });

  it('filters by warehouse, shipping method, country, SKU (any case) and creation time', async () => {
    expect(numbers(await list({ status: 'all', warehouse_id: 4 }))).toEqual(['L-DE']);
    expect(numbers(await list({ status: 'all', shipping_method_code: 'USWE-UPS-GROUND' }))).toEqual(['L-DRAFT-2']);
    expect(numbers(await list({ status: 'all', country: 'de' }))).toEqual(['L-DE']);
    expect(numbers(await list({ status: 'approving', sku: 'cap-02' }))).toEqual(['L-DRAFT-2']);
    const future = await list({ status: 'all', created_from: '2099-01-01T00:00:00Z' });
    expect(future.content).toEqual({ list: [], total: 0 });
    const past = await list({ status: 'all', created_to: '2000-01-01T00:00:00+08:00' });
    expect(past.content.total).toBe(0);
    const now = await list({ status: 'all', created_from: '2000-01-01T00:00:00Z', created_to: '2099-01-01T00:00:00Z' });
    expect(now.content.total).toBe(6);
  });

  it('finds Verifying orders, which have no tab, through the status filter under All Orders', async () => {
    // A merchant of its own: the other tests count this file's merchant's orders.
    const v = await merchantWithSkus(t);
    await createOrder(t, v.token, sampleOrder({ platform_order_no: 'V-DRAFT' }));
    await createOrder(t, v.token, sampleOrder({ platform_order_no: 'V-VERIFYING', submit: true }));
    const found = await list({ status: 'all', order_status: 'verifying' }, v.token);
    expect(numbers(found)).toEqual(['V-VERIFYING']);
    expect(found.content.total).toBe(1);
    expect(numbers(await list({ status: 'all', order_status: 'approving' }, v.token))).toEqual(['V-DRAFT']);
    // With a tab too, an order must be in both.
    expect((await list({ status: 'approving', order_status: 'verifying' }, v.token)).content.total).toBe(0);
    const counts = await t.call(order.getStatusCount, { token: v.token, query: { order_status: 'verifying' } });
    expect(counts.content.counts).toMatchObject({ all: 1, approving: 0, awaiting_packing: 0 });
    const exported = await download(t, order.exportOrder, { token: v.token, query: { order_status: 'verifying' } });
    const [sheet] = await readXlsx(exported.file as Buffer);
    expect(sheet?.rows.slice(1).map((row) => row[1])).toEqual(['V-VERIFYING']);
    const bad = await list({ status: 'all', order_status: 'lost' }, v.token);
    expect(bad.error_code).toBe(1001);
  });

  it('counts each tab, kept when nothing is filtered and counted under a filter', async () => {
    const counts = (await t.call(order.getStatusCount, { token: m.token, query: {} })).content.counts;
    expect(counts).toMatchObject({ all: 6, approving: 3, canceled: 1, awaiting_packing: 1, shipped: 1, delivered: 0 });
    const filtered = (await t.call(order.getStatusCount, { token: m.token, query: { sku: 'MUG-01' } })).content.counts;
    expect(filtered).toMatchObject({ all: 6, approving: 3 });
    const capOnly = (await t.call(order.getStatusCount, { token: m.token, query: { sku: 'CAP-02' } })).content.counts;
    expect(capOnly).toMatchObject({ all: 1, approving: 1, canceled: 0 });
    const batch = (
      await t.call(order.getStatusCount, { token: m.token, query: { order_nos: 'L-SHIPPED\nL-CANCELED' } })
    ).content.counts;
    expect(batch).toMatchObject({ all: 2, shipped: 1, canceled: 1, approving: 0 });
    const theirs = (await t.call(order.getStatusCount, { token: other.token, query: {} })).content.counts;
    expect(theirs).toMatchObject({ all: 1, approving: 1 });
  });

  it("shows one tracking number on the list, the detail, the export and the transactions: the last-mile one, or the carrier's true one once asked for", async () => {
    const id = o.shipped?.id as number;
    const systemId = o.shipped?.system_order_id as string;
    const everywhere = async () => {
      const listed = (await list({ status: 'shipped' })).content.list[0]?.tracking_number;
      const detail = (await t.call(order.getOrderDetail, { token: m.token, query: { id } })).content.tracking_number;
      const exported = await download(t, order.exportOrder, { token: m.token, query: { ids: String(id) } });
      const [sheet] = await readXlsx(exported.file as Buffer);
      const header = sheet?.rows[0] ?? [];
      const inExport = sheet?.rows[1]?.[header.indexOf('Tracking')];
      const transactions = await t.call(billing.getTransactionList, { token: m.token, query: { order_no: systemId } });
      const inTransactions = [...new Set(transactions.content.list.map((row) => row.tracking_number))];
      return { listed, detail, inExport, inTransactions };
    };
    const lastMile = `LM${systemId}`;
    expect(await everywhere()).toEqual({
      listed: lastMile,
      detail: lastMile,
      inExport: lastMile,
      inTransactions: [lastMile],
    });
    await t.call(setting.changeShowTrueTrackingNumber, { token: m.token, body: { show_true_tracking_number: 1 } });
    const carrier = `1Z${systemId}`;
    expect(await everywhere()).toEqual({
      listed: carrier,
      detail: carrier,
      inExport: carrier,
      inTransactions: [carrier],
    });
    await t.call(setting.changeShowTrueTrackingNumber, { token: m.token, body: { show_true_tracking_number: 0 } });
  });

  it('shows no estimated fee for a canceled order, on the list, the detail and the export', async () => {
    const id = o.canceled?.id as number;
    const [row] = (await list({ status: 'canceled' })).content.list;
    expect(row).toMatchObject({ platform_order_no: 'L-CANCELED', fulfillment_fee: null, fee_is_final: false });
    const detail = (await t.call(order.getOrderDetail, { token: m.token, query: { id } })).content;
    expect(detail).toMatchObject({ status: 'canceled', estimated_fee: null, final_fee: null });
    const exported = await download(t, order.exportOrder, { token: m.token, query: { ids: String(id) } });
    const [sheet] = await readXlsx(exported.file as Buffer);
    const header = sheet?.rows[0] ?? [];
    expect(sheet?.rows[1]?.[header.indexOf('Fulfillment fee (USD)')] ?? null).toBeNull();
    expect(sheet?.rows[1]?.[header.indexOf('Fee kind')] ?? '').toBe('');
    // An order still Approving keeps its estimate.
    const [draft] = (await list({ status: 'all', order_nos: 'L-DRAFT-1' })).content.list;
    expect(draft?.fulfillment_fee).toBeGreaterThan(0);
  });

  it('keeps orders to their merchant: detail, list and counts of another merchant show none of them', async () => {
    const detail = await t.call(order.getOrderDetail, { token: other.token, query: { id: o.draft1?.id as number } });
    expect(detail).toMatchObject({ status: 404, error_code: 1100 });
    const theirs = await list({ status: 'all' }, other.token);
    expect(theirs.content.list.map((row) => row.id)).not.toContain(o.draft1?.id);
    const reply = await t.call(order.replyException, {
      token: other.token,
      body: { id: o.shipped?.id as number, exception_id: 1, reply: 'hi' },
    });
    expect(reply.error_code).toBe(1100);
  });

  it('needs the order permission for a sub-account, which then sees its merchant’s orders', async () => {
    // The demo sub-account holds the product and inventory permissions only.
    const sub = await t.login(DEMO_LOGINS.sub);
    const refused = await t.call(order.getOrderList, { token: sub, query: {}, lang: 'zh_CN' });
    expect(refused).toMatchObject({ status: 403, error_code: 1005, msg: '您没有访问此页面的权限，请咨询管理员' });
    const save = await t.call(order.saveOrder, { token: sub, body: sampleOrder() });
    expect(save).toMatchObject({ status: 403, error_code: 1005 });
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['product', 'inventory', 'order']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    const main = await t.login(DEMO_LOGINS.main);
    const theirs = await t.call(order.getOrderList, { token: main, query: {} });
    const allowed = await t.call(order.getOrderList, { token: await t.login(DEMO_LOGINS.sub), query: {} });
    expect(allowed.error_code).toBe(0);
    expect(allowed.content.total).toBe(theirs.content.total);
  });

  it('tells of a taken number and of orders likely to be the same one', async () => {
    const check = (query: Record<string, unknown>) => t.call(order.checkDuplicate, { token: m.token, query });
    expect((await check({ platform_order_no: 'L-DRAFT-1' })).content).toEqual({ exists: true, likely_duplicates: [] });
    expect((await check({ platform_order_no: 'L-DRAFT-1', id: o.draft1?.id })).content.exists).toBe(false);
    const same = await check({
      platform_order_no: 'NEW-1',
      first_name: 'Ada',
      zip: '90001',
      country: 'us',
      skus: 'mug-01,CAP-02',
    });
    expect(same.content.exists).toBe(false);
    expect(same.content.likely_duplicates.map((d) => d.platform_order_no)).toEqual(['L-DRAFT-2']);
    const differentSkus = await check({
      platform_order_no: 'NEW-1',
      first_name: 'Ada',
      zip: '90001',
      country: 'US',
      skus: 'CAP-02',
    });
    expect(differentSkus.content.likely_duplicates).toEqual([]);
    await t.db
      .updateTable('orders')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', o.draft2?.id as number)
      .execute();
    const old = await check({
      platform_order_no: 'NEW-1',
      first_name: 'Ada',
      zip: '90001',
      country: 'US',
      skus: 'MUG-01,CAP-02',
    });
    expect(old.content.likely_duplicates).toEqual([]);
  });

  it('quotes the next step: every fitting method, cheapest first, and the warehouse’s value-added services', async () => {
    const options = (body: Record<string, unknown>, lang: 'en' | 'zh_CN' = 'en') =>
      t.call(order.getShippingOptions, {
        token: m.token,
        lang,
        body: {
          warehouse_id: 1,
          country: 'US',
          zip: '90001',
          state: 'CA',
          items: [{ sku: 'MUG-01', quantity: 1, unit_price: 1500 }],
          ...body,
        },
      });
    const us = (await options({})).content.list;
    expect(us.map((q) => q.shipping_method_code)).toContain('USWE-USPS-GA');
    expect(us.every((q) => q.shipping_method_code.startsWith('USWE-'))).toBe(true);
    const totals = us.map((q) => q.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const quote of us) expect(quote.total).toBe(quote.charges.reduce((sum, c) => sum + c.amount, 0));
    // From Los Angeles to Birmingham only the cross-border methods carry it.
    const gb = (await options({ country: 'GB', zip: 'B1 1AA', state: '' })).content.list;
    expect(gb.map((q) => q.shipping_method_code).sort()).toEqual(['USWE-DHL-ECOM-INTL', 'USWE-UPS-WW-EXPEDITED']);
    const nothing = await options({ country: 'JP', zip: '100-0001', state: '' });
    expect(nothing).toMatchObject({
      error_code: 1200,
      msg: 'There are no shipping options available for this order, please contact customer service if you have any questions!',
    });
    const unknown = await options({ items: [{ sku: 'NOPE', quantity: 1, unit_price: 1 }] });
    expect(unknown.content).toEqual({ errors: [{ field: 'items.0.sku', message: 'SKU code does not exist' }] });
    const noCountry = await options({ country: '' }, 'zh_CN');
    expect(noCountry.content).toEqual({ errors: [{ field: 'country', message: '请选择国家！' }] });
    expect((await options({ country: 'XQ' })).content).toEqual({
      errors: [{ field: 'country', message: 'Unknown country' }],
    });

    const services = await t.call(order.getValueAddedServices, {
      token: m.token,
      query: { warehouse_id: 4 },
      lang: 'zh_CN',
    });
    expect(services.content.list.map((s) => [s.code, s.name, s.unit_price, s.unit])).toEqual([
      ['LABEL', '贴标', 35, 'item'],
      ['PHOTO', '发货前拍照', 60, 'order'],
      ['INSERT_CARD', '放置卡片', 25, 'order'],
    ]);
    const none = await t.call(order.getValueAddedServices, { token: m.token, query: { warehouse_id: 99 } });
    expect(none.content).toEqual({
      errors: [{ field: 'warehouse_id', message: 'This option does not exist, choose another' }],
    });
  });

  it('recognises the recipient in a pasted address, with the order permission', async () => {
    const reply = await t.call(order.recognizeAddress, {
      token: m.token,
      body: { text: US_RECIPIENT_PASTED },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    const { email: _notPasted, phone: _notDialable, ...pasted } = US_RECIPIENT;
    expect(reply.content).toMatchObject({ ...pasted, phone: '+12135550100' });
    const tooLong = await t.call(order.recognizeAddress, { token: m.token, body: { text: 'x'.repeat(2001) } });
    expect(tooLong.error_code).toBe(1001);
    const sub = await t.login(DEMO_LOGINS.sub);
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['product']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    const refused = await t.call(order.recognizeAddress, { token: sub, body: { text: 'Ada' } });
    expect(refused).toMatchObject({ status: 403, error_code: 1005 });
  });

  it('marks an order waiting for a reply in the list', async () => {
    await t.call(opsOrder.raiseException, {
      ops: true,
      body: { system_order_id: o.packing?.system_order_id, reason: 'Check HS code' },
    });
    const [row] = (await list({ status: 'awaiting_packing' })).content.list;
    expect(row?.needs_reply).toBe(true);
  });

  it("filters the orders awaiting a reply, as many as the monitor's tile counts", async () => {
    const raised = await t.call(opsOrder.raiseException, {
      ops: true,
      body: { system_order_id: o.shipped?.system_order_id, reason: 'Address incomplete' },
    });
    expect(raised.error_code, raised.msg).toBe(0);
    const awaiting = async () => {
      const reply = await list({ awaiting_reply: '1' });
      expect(reply.error_code, reply.msg).toBe(0);
      return reply.content;
    };
    const monitored = async () =>
      (await t.call(dashboard.getMonitor, { token: m.token })).content.exceptions_awaiting_reply;
    // The packing order (kept in its status) and the shipped one (moved to Alert) both wait.
    const both = await awaiting();
    expect(both.list.map((r) => r.platform_order_no).sort()).toEqual(['L-PACKING', 'L-SHIPPED']);
    expect(both.total).toBe(2);
    expect(await monitored()).toBe(2);
    expect((await list({ awaiting_reply: '1', status: 'alert' })).content.list.map((r) => r.platform_order_no)).toEqual(
      ['L-SHIPPED'],
    );
    const counts = await t.call(order.getStatusCount, { token: m.token, query: { awaiting_reply: '1' } });
    expect(counts.content.counts).toMatchObject({ all: 2, alert: 1, awaiting_packing: 1, approving: 0 });
    // Once the merchant answers, the order leaves the filter and the tile.
    const answered = await t.call(order.replyException, {
      token: m.token,
      body: { id: o.shipped?.id as number, exception_id: raised.content.exception_id, reply: 'Flat 3 added' },
    });
    expect(answered.error_code, answered.msg).toBe(0);
    const one = await awaiting();
    expect(one.list.map((r) => r.platform_order_no)).toEqual(['L-PACKING']);
    expect(one.total).toBe(1);
    expect(await monitored()).toBe(1);
    expect((await list({ awaiting_reply: '1' }, other.token)).content.total).toBe(0);
    const bad = await t.call(order.getOrderList, { token: m.token, query: { awaiting_reply: 'yes' }, lang: 'zh_CN' });
    expect(bad.error_code).toBe(1001);
  });
});
