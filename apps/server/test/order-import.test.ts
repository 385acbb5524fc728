import { type ImportResult, importJobs, order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { ORDER_HEADER, orderRow, orderSheet } from './support/order-sheets';
import { merchantWithSkus, startOrderApp } from './support/orders';
import { DEMO_LOGINS, type TestApp } from './support/test-app';
import { download, readXlsx } from './support/xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('order import', () => {
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof merchantWithSkus>>;
  let sub: string;

  const importOrders = (
    data: Buffer,
    options: { dryRun?: boolean; lang?: 'en' | 'zh_CN'; token?: string; filename?: string } = {},
  ) => {
    const body = multipart([
      ...(options.dryRun === undefined ? [] : [{ name: 'dry_run', data: String(options.dryRun) }]),
      { name: 'file', filename: options.filename ?? 'orders.xlsx', data },
    ]);
    return t.request<ImportResult>({
      method: 'POST',
      url: order.importOrder.path,
      payload: body.payload,
      headers: { ...body.headers, token: options.token ?? merchant.token, 'accept-language': options.lang ?? 'en' },
    });
  };
  const ordersOf = async (customerId: number) =>
    t.db
      .selectFrom('orders')
      .select(['id', 'platform_order_no', 'status', 'shipping_method_code', 'first_name', 'estimate_total'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
  const linesOf = async (orderId: number) =>
    t.db
      .selectFrom('order_lines')
      .select(['sku', 'quantity', 'unit_price', 'name'])
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();

  beforeAll(async () => {
    t = await startOrderApp();
    merchant = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
    sub = await t.login(DEMO_LOGINS.sub);
  });
  afterAll(() => t.close());

  it('gives the template in English and Chinese with the warehouses and shipping methods to name', async () => {
    const en = await download(t, order.downloadImportTemplate, { token: merchant.token });
    expect(en.status).toBe(200);
    expect(en.raw.headers['content-type']).toBe(XLSX);
    const sheets = await readXlsx(en.file as Buffer);
    expect(sheets.map((s) => s.name)).toEqual(['Orders', 'Instructions', 'Warehouses', 'Shipping methods']);
    expect(sheets[0]?.rows[0]).toEqual(
      expect.arrayContaining(['Platform Order No.*', 'Warehouse code*', 'SKU*', 'Quantity*', 'Country*', 'VAT']),
    );
    expect(sheets[2]?.rows).toContainEqual(['USWE', 'US West (Los Angeles)', 'US']);
    expect(sheets[3]?.rows.map((r) => r[1])).toContain('USWE-USPS-GA');
    const zh = await download(t, order.downloadImportTemplate, { token: merchant.token, lang: 'zh_CN' });
    const zhSheets = await readXlsx(zh.file as Buffer);
    expect(zhSheets.map((s) => s.name)).toEqual(['订单', '填写说明', '仓库', '物流方式']);
    expect(zhSheets[0]?.rows[0]).toEqual(expect.arrayContaining(['平台订单号*', '仓库代码*', '国家*']));
  });

  it('checks every row in a dry run, in the form’s words, and creates nothing', async () => {
    const file = await orderSheet([
      orderRow('DRY-1'),
      orderRow('DRY-1', { 'SKU*': 'CAP-02', 'Quantity*': 'two' }),
      orderRow('DRY-2', { 'First Name*': null }),
      orderRow('DRY-3', { 'SKU*': 'NOPE-9' }),
      orderRow('DRY-4', { 'Warehouse code*': 'MOON', 'Country*': 'USA' }),
      orderRow('DRY-5', {
        'Warehouse code*': 'DEFR',
        'Shipping method code': 'DEFR-DHL-PAKET',
        'Country*': 'DE',
        'City*': 'Berlin',
        'State*': 'BE',
        'Zip*': '10115',
      }),
      orderRow('DRY-6'),
      orderRow('DRY-7', { 'Shipping method code': 'DEFR-DHL-PAKET' }),
      orderRow('DRY-8', { 'Unit price (USD)*': 'abc' }),
      orderRow('DRY-9', { 'Unit price (USD)*': 0 }),
      orderRow('DRY-10', { 'Quantity*': 0 }),
    ]);
    const reply = await importOrders(file, { dryRun: true });
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content).toMatchObject({ job_id: 0, total: 11, success: 1, failed: 10 });
    const byRow = new Map(reply.content.failures.map((f) => [f.row, f]));
    expect(byRow.get(2)?.reasons).toEqual([
      'Row 3 with the same Platform Order No. failed, so this row was not imported either',
    ]);
    // Text in a quantity cell says it must be a number, as a price's does.
    expect(byRow.get(3)?.reasons).toEqual(['Quantity: Must be a number']);
    expect(byRow.get(4)?.reasons).toEqual(['Please enter First Name']);
    expect(byRow.get(5)?.reasons).toEqual(['SKU code does not exist']);
    expect(byRow.get(6)?.reasons).toEqual([
      'Warehouse code: This option does not exist, choose another',
      'Please Select Country',
    ]);
    expect(byRow.get(7)?.reasons).toEqual(['Please enter House Number: EU destinations need one']);
    // A method of another warehouse does not quote for the parcel: the engine's reason, naming the column.
    expect(byRow.get(9)?.reasons[0]).toMatch(/^Shipping method code: \S/);
    // Text in a price cell says it must be a number; an empty or zero price keeps the spec's words.
    expect(byRow.get(10)?.reasons).toEqual(['Unit price (USD): Must be a number']);
    expect(byRow.get(11)?.reasons).toEqual(['Unit price (USD): The price cannot be null or 0!']);
    expect(byRow.get(12)?.reasons).toEqual(['The quantity cannot be null or 0!']);
    expect(byRow.get(4)?.sku).toBe('DRY-2');
    expect(await ordersOf(merchant.customerId)).toEqual([]);

    const zh = await importOrders(file, { dryRun: true, lang: 'zh_CN' });
    const zhByRow = new Map(zh.content.failures.map((f) => [f.row, f.reasons]));
    expect(zhByRow.get(4)).toEqual(['请输入名']);
    expect(zhByRow.get(10)).toEqual(['单价（美元）：须为数字']);
    expect(zhByRow.get(3)).toEqual(['数量：须为数字']);
    expect(zhByRow.get(5)).toEqual(['SKU编码不存在']);
    expect(zhByRow.get(2)?.[0]).toBe('相同平台订单号的第 3 行失败，本行也未导入');
    expect(await ordersOf(merchant.customerId)).toEqual([]);
  });

  it('creates one Approving order per platform order no. with its lines, and none again on a re-upload', async () => {
    const file = await orderSheet([
      orderRow('IMP-1'),
      orderRow('IMP-1', { 'SKU*': 'CAP-02', 'Quantity*': 1, 'Unit price (USD)*': 9.99, 'First Name*': null }),
      orderRow('IMP-2', { 'Shipping method code': null, 'First Name*': 'Grace', Note: 'Leave at the door' }),
      orderRow('IMP-3', { 'SKU*': 'NOPE-9' }),
    ]);
    const reply = await importOrders(file, { dryRun: false });
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content).toMatchObject({ total: 4, success: 3, failed: 1 });
    expect(reply.content.job_id).toBeGreaterThan(0);
    const orders = await ordersOf(merchant.customerId);
    expect(orders.map((o) => [o.platform_order_no, o.status, o.first_name])).toEqual([
      ['IMP-1', 'approving', 'Ada'],
      ['IMP-2', 'approving', 'Grace'],
    ]);
    expect(orders[0]?.shipping_method_code).toBe('USWE-USPS-GA');
    // No method named: the cheapest that fits, with its estimate.
    expect(orders[1]?.shipping_method_code).not.toBe('');
    expect(orders[1]?.estimate_total).toBeGreaterThan(0);
    expect(await linesOf(orders[0]?.id as number)).toEqual([
      { sku: 'MUG-01', quantity: 2, unit_price: 1500, name: 'Red T-shirt M' },
      { sku: 'CAP-02', quantity: 1, unit_price: 999, name: 'Red T-shirt M' },
    ]);
    const list = await t.call(order.getOrderList, { token: merchant.token, query: { status: 'approving' } });
    expect(list.content.list.map((o) => o.platform_order_no).sort()).toEqual(['IMP-1', 'IMP-2']);
    const counts = await t.call(order.getStatusCount, { token: merchant.token, query: {} });
    expect(counts.content.counts.approving).toBe(2);
    const detail = await t.call(order.getOrderDetail, {
      token: merchant.token,
      query: { id: orders[1]?.id as number },
    });
    expect(detail.content.note).toBe('Leave at the door');
    expect(detail.content.transitions.map((tr) => tr.to_status)).toEqual(['approving']);

    const again = await importOrders(file, { dryRun: false, lang: 'zh_CN' });
    expect(again.content).toMatchObject({ total: 4, success: 0, failed: 4 });
    expect(again.content.failures[0]?.reasons).toEqual(['平台订单号 IMP-1 已存在']);
    expect(await ordersOf(merchant.customerId)).toHaveLength(2);

    const failed = await download(t, order.downloadFailedRows, {
      token: merchant.token,
      query: { job_id: reply.content.job_id },
    });
    expect(failed.status).toBe(200);
    const [sheet] = await readXlsx(failed.file as Buffer);
    expect(sheet?.rows[1]).toEqual(expect.arrayContaining(['IMP-3', 'NOPE-9', 'SKU code does not exist']));
  });

  it('reads Chinese headers and a dry_run left out as a real import', async () => {
    const header = ORDER_HEADER.map((h) =>
      h
        .replace('Platform Order No.', '平台订单号')
        .replace('Warehouse code', '仓库代码')
        .replace('First Name', '名')
        .replace('Country', '国家'),
    );
    const reply = await importOrders(await orderSheet([orderRow('ZH-1')], header), { lang: 'zh_CN' });
    expect(reply.content).toMatchObject({ success: 1, failed: 0 });
    expect((await ordersOf(merchant.customerId)).map((o) => o.platform_order_no)).toContain('ZH-1');
  });

  it('refuses a bad dry_run value, a sub-account without the order permission and another merchant’s job', async () => {
    const file = await orderSheet([orderRow('SUB-1')]);
    const bad = await t.request({
      method: 'POST',
      url: order.importOrder.path,
      ...(() => {
        const body = multipart([
          { name: 'dry_run', data: 'maybe' },
          { name: 'file', filename: 'orders.xlsx', data: file },
        ]);
        return { payload: body.payload, headers: { ...body.headers, token: merchant.token } };
      })(),
    });
    expect(bad.error_code).not.toBe(0);
    const refused = await importOrders(file, { token: sub, dryRun: true });
    expect(refused.status).toBe(403);
    const template = await download(t, order.downloadImportTemplate, { token: sub });
    expect(template.status).toBe(403);
    const ran = await importOrders(await orderSheet([orderRow('OWN-1', { 'SKU*': 'NOPE' })]));
    const jobId = ran.content.job_id;
    const bySub = await download(t, order.downloadFailedRows, { token: sub, query: { job_id: jobId } });
    expect(bySub.status).toBe(403);
    const stranger = await merchantWithSkus(t, [], { balance: 0 });
    const theirs = await download(t, order.downloadFailedRows, { token: stranger.token, query: { job_id: jobId } });
    expect(theirs.envelope?.error_code).not.toBe(0);
    const shared = await download(t, importJobs.downloadFailedRows, {
      token: stranger.token,
      query: { job_id: jobId },
    });
    expect(shared.envelope?.error_code).not.toBe(0);
    expect((await ordersOf(stranger.customerId)).length).toBe(0);
  });
});
