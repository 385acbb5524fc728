import { order } from '@portal/contract';
import { BERLIN_RECIPIENT } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { orderRow, orderSheet } from './support/order-sheets';
import { createOrder, merchantWithSkus, sampleOrder, startOrderApp } from './support/orders';
import { DEMO_LOGINS, type TestApp } from './support/test-app';
import { download, firstSheetRowCount, readXlsx } from './support/xlsx';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

const HEADER_EN = [
  'System order ID',
  'Platform Order No.',
  'Status',
  'Warehouse',
  'Shipping method',
  'Tracking',
  'First Name',
  'Last Name',
  'Company',
  'Phone',
  'Email',
  'Address1',
  'Address2',
  'Address3',
  'House Number',
  'Ship city',
  'State',
  'Zip',
  'Ship country',
  'SKUs info',
  'Fulfillment fee (USD)',
  'Fee kind',
  'Created time (UTC)',
];
const column = (name: string) => HEADER_EN.indexOf(name);

describe('order export', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;

  const exportOrders = (
    query: Record<string, string | number> = {},
    options: { token?: string; lang?: 'en' | 'zh_CN' } = {},
  ) => download(t, order.exportOrder, { token: options.token ?? m.token, query, lang: options.lang });
  const rowsOf = async (file: Buffer | undefined) => {
    const [sheet] = await readXlsx(file as Buffer);
    return sheet?.rows ?? [];
  };
  const numbersOf = async (file: Buffer | undefined) => (await rowsOf(file)).slice(1).map((row) => row[1]);

  beforeAll(async () => {
    t = await startOrderApp();
    [m, other] = await Promise.all([merchantWithSkus(t), merchantWithSkus(t)]);
    await createOrder(t, m.token, sampleOrder({ platform_order_no: 'E-DRAFT-1' }));
    await createOrder(
      t,
      m.token,
      sampleOrder({ platform_order_no: 'E-DRAFT-2', shipping_method_code: 'USWE-UPS-GROUND' }, [
        { sku: 'CAP-02', quantity: 3 },
        { sku: 'MUG-01', quantity: 1 },
      ]),
    );
    const canceled = await createOrder(t, m.token, sampleOrder({ platform_order_no: 'E-CANCELED' }));
    await t.call(order.cancelOrder, { token: m.token, body: { id: canceled.id } });
    await createOrder(
      t,
      m.token,
      sampleOrder({
        platform_order_no: 'E-DE',
        warehouse_id: 4,
        recipient: { ...BERLIN_RECIPIENT },
      }),
    );
    await createOrder(t, other.token, sampleOrder({ platform_order_no: 'E-OTHER' }));
  });
  afterAll(() => t.close());

  it('holds the list’s rows and columns, newest first, in the request’s language', async () => {
    const reply = await exportOrders();
    expect(reply.status).toBe(200);
    expect(reply.raw.headers['content-disposition']).toMatch(/filename="Orders-\d{14}\.xlsx"/);
    const rows = await rowsOf(reply.file);
    expect(rows[0]).toEqual(HEADER_EN);
    const list = await t.call(order.getOrderList, { token: m.token, query: { page_size: 50 } });
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[6], row[column('Ship country')]])).toEqual(
      list.content.list.map((o) => [
        o.system_order_id,
        o.platform_order_no,
        o.status === 'canceled' ? 'Canceled' : 'Approving',
        o.warehouse_code,
        o.first_name,
        o.country,
      ]),
    );
    const draft2 = rows.find((row) => row[1] === 'E-DRAFT-2') ?? [];
    const listed = list.content.list.find((o) => o.platform_order_no === 'E-DRAFT-2');
    expect(draft2[column('SKUs info')]).toBe('CAP-02 × 3, MUG-01 × 1');
    expect(draft2[column('Fulfillment fee (USD)')]).toBe((listed?.fulfillment_fee ?? 0) / 100);
    expect(draft2[column('Fee kind')]).toBe('Estimate');
    expect(String(draft2[column('Created time (UTC)')])).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const zh = await rowsOf((await exportOrders({}, { lang: 'zh_CN' })).file);
    expect(zh[0]?.slice(0, 3)).toEqual(['系统订单号', '平台订单号', '状态']);
    expect(zh.find((row) => row[1] === 'E-CANCELED')?.[2]).toBe('已取消');
  });

  it('offers the recipient beside the list’s columns, and a sheet of one row per SKU line', async () => {
    const sheets = await readXlsx((await exportOrders({ order_nos: 'E-DRAFT-2\nE-DE' })).file as Buffer);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Orders', 'SKU lines']);
    const german = sheets[0]?.rows.find((row) => row[1] === 'E-DE') ?? [];
    const recipient = Object.fromEntries(
      ['Last Name', 'Phone', 'Email', 'Address1', 'House Number', 'Ship city', 'State', 'Zip'].map((name) => [
        name,
        german[column(name)],
      ]),
    );
    expect(recipient).toEqual({
      'Last Name': 'Schmidt',
      Phone: '+49 30 1234567',
      Email: 'anna@example.test',
      Address1: 'Hauptstraße',
      'House Number': '5',
      'Ship city': 'Berlin',
      State: 'BE',
      Zip: '10115',
    });
    const lines = sheets[1]?.rows ?? [];
    expect(lines[0]).toEqual([
      'System order ID',
      'Platform Order No.',
      'Status',
      'Warehouse',
      'SKU',
      'Name',
      'Quantity',
      'Unit price (USD)',
      'HS code',
      'Weight (g)',
    ]);
    expect(lines.slice(1).map((row) => [row[1], row[4], row[5], row[6], row[7]])).toEqual([
      ['E-DE', 'MUG-01', 'Item MUG-01', 2, 15],
      ['E-DRAFT-2', 'CAP-02', 'Item CAP-02', 3, 15],
      ['E-DRAFT-2', 'MUG-01', 'Item MUG-01', 1, 15],
    ]);
    const zh = await readXlsx((await exportOrders({ order_nos: 'E-DE' }, { lang: 'zh_CN' })).file as Buffer);
    expect(zh.map((sheet) => sheet.name)).toEqual(['订单', 'SKU 明细']);
    expect(zh[1]?.rows[0]?.slice(4, 7)).toEqual(['SKU', '名称', '数量']);
  });

  it('follows the tab, the filters and the selection, and never holds another merchant’s orders', async () => {
    expect(await numbersOf((await exportOrders({ status: 'approving' })).file)).toEqual([
      'E-DE',
      'E-DRAFT-2',
      'E-DRAFT-1',
    ]);
    expect(await numbersOf((await exportOrders({ warehouse_id: 4 })).file)).toEqual(['E-DE']);
    expect(await numbersOf((await exportOrders({ sku: 'cap-02' })).file)).toEqual(['E-DRAFT-2']);
    expect(await numbersOf((await exportOrders({ order_nos: 'E-DRAFT-1\nE-OTHER' })).file)).toEqual(['E-DRAFT-1']);
    const list = await t.call(order.getOrderList, { token: m.token, query: {} });
    const ids = list.content.list.filter((o) => o.platform_order_no.startsWith('E-DRAFT')).map((o) => o.id);
    const theirs = await t.call(order.getOrderList, { token: other.token, query: {} });
    const otherId = theirs.content.list[0]?.id as number;
    expect(await numbersOf((await exportOrders({ ids: [...ids, otherId].join(',') })).file)).toEqual([
      'E-DRAFT-2',
      'E-DRAFT-1',
    ]);
    const stranger = await exportOrders({ ids: String(otherId) });
    expect(stranger.envelope).toMatchObject({ error_code: 1025, msg: 'No data is exported' });
  });

  it('says "No data is exported" when nothing matches, and refuses a sub-account without the order permission', async () => {
    const none = await exportOrders({ country: 'FR' }, { lang: 'zh_CN' });
    expect(none.envelope?.error_code).toBe(1025);
    const sub = await t.login(DEMO_LOGINS.sub);
    const refused = await exportOrders({}, { token: sub });
    expect(refused.status).toBe(403);
    expect(refused.envelope?.error_code).toBe(1005);
  });

  it('refuses more than 5000 orders with the spec’s words, and exports exactly 5000', async () => {
    const bulk = await merchantWithSkus(t, ['MUG-01']);
    const rows = Array.from({ length: 5000 }, (_, i) => orderRow(`BULK-${String(i + 1).padStart(5, '0')}`));
    const body = multipart([{ name: 'file', filename: 'bulk.xlsx', data: await orderSheet(rows) }]);
    const imported = await t.request<{ success: number }>({
      method: 'POST',
      url: order.importOrder.path,
      payload: body.payload,
      headers: { ...body.headers, token: bulk.token },
    });
    expect(imported.content.success).toBe(5000);
    const full = await exportOrders({}, { token: bulk.token });
    expect(await firstSheetRowCount(full.file as Buffer)).toBe(5001);
    const extra = await createOrder(t, bulk.token, sampleOrder({ platform_order_no: 'BULK-EXTRA' }));
    const tooMany = await exportOrders({}, { token: bulk.token });
    expect(tooMany.envelope).toMatchObject({
      error_code: 1109,
      msg: 'Export order details can not exceed 5000, please adjust the filter conditions to re-export',
    });
    const inChinese = await exportOrders({}, { token: bulk.token, lang: 'zh_CN' });
    expect(inChinese.envelope).toMatchObject({
      error_code: 1109,
      msg: '导出订单明细不能超过5000条，请调整筛选条件后重新导出',
    });
    await t.call(order.cancelOrder, { token: bulk.token, body: { id: extra.id } });
    const approving = await exportOrders({ status: 'approving' }, { token: bulk.token });
    expect(await firstSheetRowCount(approving.file as Buffer)).toBe(5001);
    // A 5,000-order import and three exports of two sheets each: about 30 s alone on PostgreSQL, over
    // the default 60 s when CI's two API workers share the two cores.
  }, 120_000);
});
