import { billing, ErrorCode, opsBilling, wallet } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletProblems } from './support/ledger-invariants';
import { manualClock } from './support/manual-clock';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps } from './support/orders';
import { registerMerchant } from './support/products';
import { openPdf } from './support/read-pdf';
import { DEMO_LOGINS, TestApp } from './support/test-app';
import { download, readXlsx } from './support/xlsx';

const at = (iso: string) => Date.parse(iso);

/**
 * The billing pages over a merchant whose wallet moved across three closed months: an opening
 * adjustment in August, an order's fulfilment fee and a refund for it in September, two staff
 * adjustments in October, and one in the current month (November) that no statement may show yet.
 */
describe('transaction history, statements and the fulfilment-fee report', () => {
  const clock = manualClock(at('2026-08-10T10:00:00Z'));
  let t: TestApp;
  let merchant: Awaited<ReturnType<typeof merchantWithSkus>>;
  let order: { id: number; system_order_id: string; platform_order_no: string };
  const ids: Record<string, number> = {};
  const moveTo = (iso: string) => clock.advance(at(iso) - clock.now().getTime());
  const adjust = async (amount: number, remark: string) => {
    const reply = await t.call(opsBilling.adjustBalance, {
      ops: true,
      body: { customer_id: merchant.customerId, amount, remark, operator: 'Grace Liu' },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content.transaction_id;
  };
  const list = (query: Record<string, unknown> = {}, token = merchant.token) =>
    t.call(billing.getTransactionList, { token, query });

  beforeAll(async () => {
    t = await TestApp.start({
      clock,
      // Sessions outlive the months the clock moves through; the demo merchant is the fee-report customer.
      env: {
        SESSION_IDLE_MINUTES: String(200 * 24 * 60),
        SESSION_MAX_DAYS: '400',
        ORDER_FULFILLMENT_FEE_CUSTOMER_ID: '10001',
      },
    });
    merchant = await merchantWithSkus(t, ['MUG-01'], { balance: 0 });
    ids.opening = await adjust(100_000, 'Opening for the test');

    moveTo('2026-09-05T09:00:00Z');
    const body = sampleOrder({ platform_order_no: 'SHOP-4711' });
    const saved = await createOrder(t, merchant.token, { ...body, submit: true });
    order = { id: saved.id, system_order_id: saved.system_order_id, platform_order_no: 'SHOP-4711' };
    await staffSteps(t, saved.system_order_id, 'ship');
    const fee = await t.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('customer_id', '=', merchant.customerId)
      .where('type', '=', 'fulfilment_fee')
      .executeTakeFirstOrThrow();
    ids.fee = fee.id;

    moveTo('2026-09-20T12:00:00Z');
    const refund = await t.call(opsBilling.refund, {
      ops: true,
      body: { customer_id: merchant.customerId, amount: 500, remark: 'Parcel damaged', order_no: 'SHOP-4711' },
    });
    expect(refund.error_code, refund.msg).toBe(0);
    ids.refund = refund.content.transaction_id;

    moveTo('2026-10-03T08:00:00Z');
    ids.octDebit = await adjust(-1_234, 'Label reprint');
    moveTo('2026-10-31T23:59:59Z');
    ids.octCredit = await adjust(2_000, 'Goodwill credit');
    moveTo('2026-11-02T08:00:00Z');
    ids.nov = await adjust(-100, 'November correction');
  });
  afterAll(() => t.close());

  it('lists every transaction newest first with the order it belongs to, and filters it', async () => {
    const all = await list();
    expect(all.error_code, all.msg).toBe(0);
    expect(all.content.total).toBe(6);
    expect(all.content.list.map((row) => row.id)).toEqual([
      ids.nov,
      ids.octCredit,
      ids.octDebit,
      ids.refund,
      ids.fee,
      ids.opening,
    ]);
    const fee = all.content.list.find((row) => row.id === ids.fee);
    expect(fee).toMatchObject({
      type: 'fulfilment_fee',
      system_order_id: order.system_order_id,
      platform_order_no: 'SHOP-4711',
      country: 'US',
      weight_g: 420,
      // The number the order list shows (the last-mile one unless the merchant asked for the true one).
      tracking_number: `LM${order.system_order_id}`,
      reference_type: 'order',
      reference_id: order.id,
    });
    expect(fee?.amount).toBeLessThan(0);
    // The running balance: each row's balance is the one below it plus its amount.
    const rows = all.content.list;
    rows.slice(0, -1).forEach((row, index) => {
      expect(row.balance_after).toBe((rows[index + 1]?.balance_after ?? 0) + row.amount);
    });

    const byType = await list({ type: 'adjustment' });
    expect(byType.content.list.map((row) => row.id)).toEqual([ids.nov, ids.octCredit, ids.octDebit, ids.opening]);
    const october = await list({ created_from: '2026-10-01T00:00:00Z', created_to: '2026-10-31T23:59:59Z' });
    expect(october.content.list.map((row) => row.id)).toEqual([ids.octCredit, ids.octDebit]);
    for (const order_no of [order.system_order_id, 'SHOP-4711']) {
      const byOrder = await list({ order_no });
      expect(byOrder.content.list.map((row) => row.id)).toEqual([ids.refund, ids.fee]);
    }
    const byTracking = await list({ tracking_number: `1Z${order.system_order_id}` });
    expect(byTracking.content.list.map((row) => row.id)).toEqual([ids.refund, ids.fee]);
    expect((await list({ transaction_id: ids.refund })).content.list.map((row) => row.id)).toEqual([ids.refund]);
    expect((await list({ order_no: 'NO-SUCH-ORDER' })).content).toEqual({ list: [], total: 0 });

    const first = await list({ page_size: 10 });
    const pageOne = first.content.list.slice(0, 2);
    const next = await list({ page_size: 10, after_id: pageOne[1]?.id });
    expect(next.content.list.map((row) => row.id)).toEqual([ids.octDebit, ids.refund, ids.fee, ids.opening]);
  });

  it("opens a fulfilment fee with its fee lines and actor, and refuses another merchant's transaction", async () => {
    const detail = await t.call(billing.getTransactionDetail, { token: merchant.token, query: { id: ids.fee } });
    expect(detail.error_code, detail.msg).toBe(0);
    expect(detail.content.items.length).toBeGreaterThan(0);
    expect(detail.content.items.reduce((sum, item) => sum + item.amount, 0)).toBe(-detail.content.amount);
    expect(detail.content.actor.kind).toBe('staff');
    expect(detail.content.items[0]).toMatchObject({ code: 'basic_shipping', name: 'Basic shipping' });
    const refund = await t.call(billing.getTransactionDetail, { token: merchant.token, query: { id: ids.refund } });
    expect(refund.content).toMatchObject({
      type: 'refund',
      amount: 500,
      remark: 'Parcel damaged',
      reference_type: 'order',
      reference_id: order.id,
      items: [],
      actor: { kind: 'staff', label: 'staff' },
    });

    const stranger = await registerMerchant(t);
    const foreign = await t.call(billing.getTransactionDetail, {
      token: stranger.token,
      query: { id: ids.fee },
      lang: 'zh_CN',
    });
    expect(foreign).toMatchObject({ error_code: ErrorCode.BILLING_TRANSACTION_NOT_FOUND, msg: '交易记录不存在' });
    expect((await list({}, stranger.token)).content).toEqual({ list: [], total: 0 });
    expect((await list({ order_no: 'SHOP-4711' }, stranger.token)).content.total).toBe(0);
  });

  it('exports the filtered list as xlsx, and says so when nothing matches', async () => {
    const file = await download(t, billing.exportTransactions, {
      token: merchant.token,
      query: { order_no: 'SHOP-4711' },
    });
    expect(file.status).toBe(200);
    const [sheet] = await readXlsx(file.file ?? Buffer.alloc(0));
    expect(sheet?.rows[0]?.slice(0, 5)).toEqual([
      'Transaction ID',
      'Bill type',
      'Amount (USD)',
      'Balance (USD)',
      'Order ID',
    ]);
    expect(sheet?.rows.slice(1).map((row) => [row[0], row[1], row[4], row[8]])).toEqual([
      [String(ids.refund), 'Refund', order.system_order_id, `LM${order.system_order_id}`],
      [String(ids.fee), 'Order fulfilment fee', order.system_order_id, `LM${order.system_order_id}`],
    ]);
    expect(sheet?.rows[1]?.[2]).toBe(5);
    const none = await download(t, billing.exportTransactions, {
      token: merchant.token,
      query: { type: 'insurance' },
      lang: 'zh_CN',
    });
    expect(none.envelope).toMatchObject({ error_code: ErrorCode.NO_DATA_EXPORTED });
  });

  it('closes statements that reconcile: opening + Σ transactions = closing, month to month', async () => {
    const months = await t.call(billing.getStatementMonths, { token: merchant.token });
    expect(months.content.months).toEqual(['2026-10', '2026-09', '2026-08']);
    const all = (await list({ page_size: 50 })).content.list;
    const statementWorker = () => t.app.core.heavyWork.loaded.filter((file) => /render-statement\.worker/.test(file));
    expect(statementWorker()).toEqual([]);
    let carried = 0;
    for (const month of ['2026-08', '2026-09', '2026-10']) {
      const summary = await t.call(billing.getStatement, { token: merchant.token, query: { month } });
      expect(summary.error_code, summary.msg).toBe(0);
      // Reading a statement loads its PDF worker for the download that usually follows (once).
      expect(statementWorker()).toHaveLength(1);
      const { opening_balance, closing_balance, groups } = summary.content;
      const inMonth = all.filter((row) => row.created_at.startsWith(month));
      expect(opening_balance).toBe(carried);
      expect(groups.reduce((sum, g) => sum + g.subtotal, 0)).toBe(inMonth.reduce((sum, row) => sum + row.amount, 0));
      expect(opening_balance + groups.reduce((sum, g) => sum + g.subtotal, 0)).toBe(closing_balance);
      expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(inMonth.length);
      carried = closing_balance;
    }
    const september = await t.call(billing.getStatement, { token: merchant.token, query: { month: '2026-09' } });
    expect(september.content.groups.map((g) => [g.type, g.count])).toEqual([
      ['fulfilment_fee', 1],
      ['refund', 1],
    ]);
    const october = await t.call(billing.getStatement, { token: merchant.token, query: { month: '2026-10' } });
    expect(october.content.groups).toEqual([{ type: 'adjustment', count: 2, subtotal: 766 }]);
    // The last transaction before November is October's closing balance; November's own is not in it.
    const balance = await t.call(wallet.getBalance, { token: merchant.token });
    expect(october.content.closing_balance).toBe(balance.content.balance + 100);
    expect(await walletProblems(t, merchant.customerId)).toEqual([]);
  });

  it('downloads a statement as xlsx grouped by bill type with subtotals, and as a PDF in either language', async () => {
    const xlsx = await download(t, billing.downloadStatement, {
      token: merchant.token,
      query: { month: '2026-09', format: 'xlsx' },
    });
    expect(xlsx.status).toBe(200);
    const [sheet] = await readXlsx(xlsx.file ?? Buffer.alloc(0));
    const firstCells = sheet?.rows.map((row) => row[0]) ?? [];
    expect(firstCells).toContain('Opening balance');
    expect(firstCells).toContain('Order fulfilment fee');
    expect(firstCells).toContain('Refund');
    expect(firstCells.filter((cell) => cell === 'Subtotal')).toHaveLength(2);
    const closing = sheet?.rows.find((row) => row[0] === 'Closing balance');
    const summary = await t.call(billing.getStatement, { token: merchant.token, query: { month: '2026-09' } });
    expect(closing?.[4]).toBe(summary.content.closing_balance / 100);

    for (const [lang, words] of [
      ['en', ['Monthly statement', 'Opening balance', 'Order fulfilment fee', 'Closing balance']],
      ['zh_CN', ['月度对账单', '期初余额', '订单履约费', '期末余额']],
    ] as const) {
      const pdf = await t.app.server.inject({
        method: 'GET',
        url: billing.downloadStatement.path,
        query: { month: '2026-09', format: 'pdf' },
        headers: { token: merchant.token, 'accept-language': lang },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = openPdf(pdf.rawPayload)
        .pages.map((page) => page.text)
        .join('\n');
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain(order.system_order_id);
    }
  });

  it('refuses a month that is not one or not closed yet, with its message in the caller’s language', async () => {
    const open = await t.call(billing.getStatement, { token: merchant.token, query: { month: '2026-11' } });
    expect(open).toMatchObject({
      error_code: ErrorCode.STATEMENT_MONTH_NOT_CLOSED,
      msg: 'The statement of 2026-11 is not ready: statements cover closed months only',
    });
    // Found: the last month of year 9999 passed as closed (its end is past year 9999), opening ≠ closing.
    for (const month of ['2027-01', '9999-11', '9999-12']) {
      const future = await t.call(billing.getStatement, { token: merchant.token, query: { month } });
      expect(future.error_code, month).toBe(ErrorCode.STATEMENT_MONTH_NOT_CLOSED);
    }
    const bad = await download(t, billing.downloadStatement, {
      token: merchant.token,
      query: { month: '2026-13', format: 'pdf' },
      lang: 'zh_CN',
    });
    expect(bad.envelope).toMatchObject({
      error_code: ErrorCode.STATEMENT_MONTH_INVALID,
      msg: '2026-13 不是有效的月份，请按 YYYY-MM 选择',
    });
    const wrongFormat = await download(t, billing.downloadStatement, {
      token: merchant.token,
      query: { month: '2026-09', format: 'doc' },
    });
    expect(wrongFormat.envelope?.error_code).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('shows the fee report to the configured customer only, and the billing pages not to a sub-account without billing', async () => {
    const demo = await t.login(DEMO_LOGINS.main);
    const report = await t.call(billing.getFulfillmentFeeList, { token: demo });
    expect(report.error_code, report.msg).toBe(0);
    expect(report.content.total).toBeGreaterThan(0);
    for (const row of report.content.list) {
      expect(row.items.reduce((sum, item) => sum + item.amount, 0)).toBe(row.total);
      expect(row.system_order_id).toMatch(/^SO/);
    }
    const refused = await t.call(billing.getFulfillmentFeeList, { token: merchant.token, lang: 'zh_CN' });
    expect(refused).toMatchObject({
      error_code: ErrorCode.PERMISSION_DENIED,
      msg: '您没有访问此页面的权限，请咨询管理员',
    });

    const sub = await t.login(DEMO_LOGINS.sub);
    for (const operation of [billing.getTransactionList, billing.getStatementMonths]) {
      expect((await t.call(operation, { token: sub })).error_code).toBe(ErrorCode.PERMISSION_DENIED);
    }
  });

  it('exports the fee report as the list shows it, to the configured customer only, and says so when empty', async () => {
    const demo = await t.login(DEMO_LOGINS.main);
    const report = (await t.call(billing.getFulfillmentFeeList, { token: demo, query: { page_size: 100 } })).content;
    expect(report.total).toBeGreaterThan(0);
    expect(report.list.length).toBe(report.total);
    const file = await download(t, billing.exportFulfillmentFees, { token: demo });
    expect(file.status).toBe(200);
    const [sheet] = await readXlsx(file.file ?? Buffer.alloc(0));
    const header = (sheet?.rows[0] ?? []).map(String);
    expect(header.slice(0, 3)).toEqual(['Order ID', 'Platform order No.', 'Fee charged (USD)']);
    expect(header.at(-1)).toBe('Charged at (UTC)');
    const column = (name: string) => header.indexOf(`${name} (USD)`);
    // Each row as the list shows it: order, total, every fee line in its column, the time in UTC.
    expect(sheet?.rows.slice(1).map((row) => row.slice(0, header.length))).toEqual(
      report.list.map((row) => {
        const cells: unknown[] = [row.system_order_id, row.platform_order_no, row.total / 100];
        cells.push(...header.slice(3, -1).map(() => null));
        for (const item of row.items) cells[column(item.name)] = item.amount / 100;
        cells.push(`${row.charged_at.slice(0, 10)} ${row.charged_at.slice(11, 19)}`);
        return cells;
      }),
    );
    const first = report.list[0];
    const one = await download(t, billing.exportFulfillmentFees, {
      token: demo,
      query: { order_no: first?.system_order_id ?? '' },
      lang: 'zh_CN',
    });
    const [zhSheet] = await readXlsx(one.file ?? Buffer.alloc(0));
    expect(zhSheet?.rows.map((row) => row[0])).toEqual(['订单号', first?.system_order_id]);

    const refused = await download(t, billing.exportFulfillmentFees, { token: merchant.token, lang: 'zh_CN' });
    expect(refused.envelope).toMatchObject({
      error_code: ErrorCode.PERMISSION_DENIED,
      msg: '您没有访问此页面的权限，请咨询管理员',
    });
    for (const [lang, msg] of [
      ['en', 'No data is exported'],
      ['zh_CN', '没有可导出的数据'],
    ] as const) {
      const none = await download(t, billing.exportFulfillmentFees, {
        token: demo,
        query: { created_to: '2000-01-01T00:00:00Z' },
        lang,
      });
      expect(none.envelope).toMatchObject({ error_code: ErrorCode.NO_DATA_EXPORTED, msg });
    }
  });

  it('gives the demo merchant three closed months of history of several bill types that reconcile', async () => {
    const demo = await t.login(DEMO_LOGINS.main);
    // The app started (and seeded) on 2026-08-10: its history runs from May to July.
    const months = (await t.call(billing.getStatementMonths, { token: demo })).content.months;
    expect(months.slice(-3)).toEqual(['2026-07', '2026-06', '2026-05']);
    const types = new Set<string>();
    for (const month of ['2026-05', '2026-06', '2026-07']) {
      const { content } = await t.call(billing.getStatement, { token: demo, query: { month } });
      expect(content.groups.length).toBeGreaterThan(0);
      expect(content.opening_balance + content.groups.reduce((sum, g) => sum + g.subtotal, 0)).toBe(
        content.closing_balance,
      );
      for (const group of content.groups) types.add(group.type);
    }
    expect([...types].sort()).toEqual(['adjustment', 'opening', 'refund']);
    expect(await walletProblems(t, 10001)).toEqual([]);
  });

  it('lets finance set the credit limit and refuse bad entries; the older wallet calls still work', async () => {
    const limit = await t.call(opsBilling.setCreditLimit, {
      ops: true,
      body: { customer_id: merchant.customerId, credit_limit: 5_000 },
    });
    expect(limit.content).toMatchObject({ customer_id: merchant.customerId, credit_limit: 5_000 });
    const before = (await list()).content.total;
    const zero = await t.call(opsBilling.adjustBalance, {
      ops: true,
      body: { customer_id: merchant.customerId, amount: 0, remark: 'nothing' },
    });
    expect(zero.error_code).toBe(ErrorCode.VALIDATION_FAILED);
    const unknownOrder = await t.call(opsBilling.refund, {
      ops: true,
      body: { customer_id: merchant.customerId, amount: 100, remark: 'x', order_no: 'NOT-MINE' },
    });
    expect(unknownOrder.error_code).toBe(ErrorCode.ORDER_NOT_FOUND);
    const asMerchant = await t.call(opsBilling.refund, {
      token: merchant.token,
      body: { customer_id: merchant.customerId, amount: 100, remark: 'x' },
    });
    expect(asMerchant.error_code).not.toBe(0);
    expect((await list()).content.total).toBe(before);
    const old = await t.call(wallet.adjustBalance, {
      ops: true,
      body: { customer_id: merchant.customerId, amount: 1, remark: 'old call' },
    });
    expect(old.error_code, old.msg).toBe(0);
    expect((await list()).content.total).toBe(before + 1);
  });
});
