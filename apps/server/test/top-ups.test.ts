import fs from 'node:fs';
import path from 'node:path';
import { opsTopUp, type TopUpDetail, topUp } from '@portal/contract';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_JPEG } from './support/multipart';
import { registerMerchant } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';
import { configureAccounts, PDF_VOUCHER, type SubmitInput, submitTopUp, today, uniquePng } from './support/top-ups';

type Merchant = Awaited<ReturnType<typeof registerMerchant>>;

describe('top-ups (topUp.*, opsTopUp.*)', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;
  let seq = 0;

  const valid = (overrides: SubmitInput = {}): SubmitInput => ({
    platform: 'paypal',
    currency: 'USD',
    amount: 10000,
    payment_date: today(),
    remark: 'March invoice',
    voucher: { name: 'voucher.png', data: uniquePng(`v${++seq}`) },
    ...overrides,
  });
  const submitted = async (overrides: SubmitInput = {}, merchant = m): Promise<TopUpDetail> => {
    const reply = await submitTopUp(t, merchant.token, valid(overrides));
    if (reply.error_code !== 0) throw new Error(`submit: ${reply.msg}`);
    return reply.content as TopUpDetail;
  };
  const confirm = (top_up_no: string, received_amount: number, rate_date?: string) =>
    t.call(opsTopUp.confirmTopUp, { ops: true, body: { top_up_no, received_amount, rate_date, operator: 'Fay' } });
  const rowsOf = (customerId: number) =>
    t.db.selectFrom('top_ups').selectAll().where('customer_id', '=', customerId).execute();
  const walletOf = async (customerId: number) =>
    t.db.selectFrom('wallet_transactions').selectAll().where('customer_id', '=', customerId).execute();
  const voucherFiles = (customerId: number) => {
    const dir = path.join(t.config.dataDir, 'vouchers', String(customerId));
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  beforeAll(async () => {
    t = await TestApp.start();
    await configureAccounts(t);
    m = await registerMerchant(t);
    other = await registerMerchant(t);
  });
  afterAll(() => t.close());

  it('shows the enabled receiving accounts by platform and currency, with the credit time in the request language', async () => {
    const all = await t.call(topUp.getReceivingAccounts, { token: m.token });
    expect(all.content.accounts.map((a) => `${a.platform}/${a.currency}`)).toEqual(
      expect.arrayContaining(['paypal/USD', 'bank_transfer/JPY', 'alipay/EUR']),
    );
    expect(all.content.accounts.some((a) => a.platform === 'wechat_pay' && a.currency === 'CNY')).toBe(false);
    expect(all.content.credit_time).toBe(
      'Top-up credit takes 3-5 working days (sometimes 5-10), then about 1 working day after confirmation.',
    );
    const pair = await t.call(topUp.getReceivingAccounts, {
      token: m.token,
      lang: 'zh_CN',
      query: { platform: 'bank_transfer', currency: 'JPY' },
    });
    expect(pair.content.accounts).toEqual([
      expect.objectContaining({ platform: 'bank_transfer', currency: 'JPY', account_number: 'JP-0001' }),
    ]);
    expect(pair.content.credit_time).toContain('3-5 个工作日');
  });

  it('refuses a form with missing fields, a missing voucher or a remark over 500 characters, in en and zh_CN, writing nothing', async () => {
    const empty = await submitTopUp(t, m.token, { voucher: { name: 'a.png', data: uniquePng('empty') } });
    expect(empty.error_code).toBe(1001);
    expect(empty.msg).toContain('platform: please select platform');
    expect(empty.msg).toContain('currency: please select currency');
    expect(empty.msg).toContain('amount: please input amount');
    expect(empty.msg).toContain('payment_date: please select payment_date');
    const emptyZh = await submitTopUp(t, m.token, { voucher: { name: 'a.png', data: uniquePng('e2') } }, 'zh_CN');
    expect(emptyZh.msg).toContain('amount: 请输入amount');

    const noVoucher = await submitTopUp(t, m.token, valid({ voucher: null }));
    expect(noVoucher.error_code).toBe(1001);
    expect(noVoucher.msg).toContain('Please upload the payment voucher');
    const noVoucherZh = await submitTopUp(t, m.token, valid({ voucher: null }), 'zh_CN');
    expect(noVoucherZh.msg).toContain('请上传付款凭证');

    const long = await submitTopUp(t, m.token, valid({ remark: 'x'.repeat(501) }));
    expect(long.msg).toContain('Over 500 characters, unable to submit!');
    const longZh = await submitTopUp(t, m.token, valid({ remark: 'x'.repeat(501) }), 'zh_CN');
    expect(longZh.msg).toContain('超过500个字符，无法提交！');

    const zero = await submitTopUp(t, m.token, valid({ amount: 0 }));
    expect(zero.msg).toContain('amount: Must be at least 1');
    const fraction = await submitTopUp(t, m.token, valid({ amount: '12.5' }));
    expect(fraction.msg).toContain('amount: Must be a whole number');
    const badDay = await submitTopUp(t, m.token, valid({ payment_date: '2026-02-30' }));
    expect(badDay.msg).toContain('Must be a date as YYYY-MM-DD');

    expect(await rowsOf(m.customerId)).toEqual([]);
    expect(voucherFiles(m.customerId)).toEqual([]);
  });

  it('checks the voucher by its content and size, the payment date and the receiving account', async () => {
    const disguised = await submitTopUp(
      t,
      m.token,
      valid({ voucher: { name: 'scan.png', data: Buffer.from('MZ not an image at all') } }),
    );
    expect([disguised.error_code, disguised.msg]).toEqual([1443, 'The voucher must be a jpg, png or pdf file']);
    const gif = await submitTopUp(
      t,
      m.token,
      valid({ voucher: { name: 'scan.gif', data: uniquePng('gif') } }),
      'zh_CN',
    );
    expect([gif.error_code, gif.msg]).toEqual([1443, '凭证须为 jpg、png 或 pdf 文件']);
    const big = Buffer.concat([uniquePng('big'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await submitTopUp(t, m.token, valid({ voucher: { name: 'big.png', data: big } }));
    expect([tooLarge.error_code, tooLarge.msg]).toEqual([1444, 'The voucher must be at most 10 MB']);
    const future = await submitTopUp(t, m.token, valid({ payment_date: '2099-01-01' }));
    expect([future.error_code, future.msg]).toEqual([1446, 'The payment date cannot be later than today']);
    const disabled = await submitTopUp(t, m.token, valid({ platform: 'wechat_pay', currency: 'CNY' }));
    expect(disabled.error_code).toBe(1445);
    expect(await rowsOf(m.customerId)).toEqual([]);
    expect(voucherFiles(m.customerId)).toEqual([]);
  });

  it('refuses a PDF voucher that runs scripts, acts on opening, launches or embeds files, keeping nothing', async () => {
    const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');
    const hostile = {
      script: pdf('1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj'),
      launch: pdf('1 0 obj<</Type/Catalog/OpenAction 2 0 R>>endobj 2 0 obj<</S/Launch/F(calc.exe)>>endobj'),
      embedded: pdf('1 0 obj<</Type/Catalog/Names<</EmbeddedFiles 2 0 R>>>>endobj 2 0 obj<</Names[]>>endobj'),
      // `#4A` is `J`: a name written with escapes is the same name to a viewer.
      escaped: pdf('1 0 obj<</Type/Catalog/AA<</O<</S/#4AavaScript/#4AS(x)>>>>>>endobj'),
      // pdf-lib writes the catalog into a compressed object stream.
      compressed: await pdfWithOpenAction(),
    };
    for (const [name, data] of Object.entries(hostile)) {
      const reply = await submitTopUp(
        t,
        m.token,
        valid({ voucher: { name: `${name}.pdf`, data, type: 'application/pdf' } }),
      );
      expect([name, reply.error_code, reply.msg]).toEqual([
        name,
        1448,
        'The voucher PDF contains scripts, automatic actions or embedded files: save it again as a plain PDF or send an image',
      ]);
    }
    expect(await rowsOf(m.customerId)).toEqual([]);
    expect(voucherFiles(m.customerId)).toEqual([]);
    // A plain PDF written the same way is taken.
    const plain = await PDFDocument.create();
    plain.addPage().drawText('Payment slip 42');
    const taken = await submitted({
      voucher: { name: 'plain.pdf', data: Buffer.from(await plain.save()), type: 'application/pdf' },
    });
    expect(taken.voucher_mime).toBe('application/pdf');
  });

  it('keeps a Pending record with its history, takes png, jpg and pdf, and refuses the same voucher twice', async () => {
    const png = uniquePng('twice');
    const first = await submitted({ voucher: { name: 'receipt.PNG', data: png } });
    expect(first).toMatchObject({
      status: 'pending',
      platform: 'paypal',
      platform_name: 'PayPal',
      currency: 'USD',
      amount: 10000,
      remark: 'March invoice',
      received_amount: null,
      credited_usd: null,
      voucher_mime: 'image/png',
      voucher_size: png.length,
    });
    expect(first.top_up_no).toMatch(/^TU\d{6}[A-Z2-9]{6}$/);
    expect(first.history).toEqual([
      expect.objectContaining({ status: 'pending', actor: { kind: 'merchant', label: expect.any(String) } }),
    ]);

    const again = await submitTopUp(t, m.token, valid({ voucher: { name: 'renamed.png', data: png } }));
    expect([again.error_code, again.msg]).toEqual([
      1442,
      'This voucher has already been submitted, it cannot be submitted twice',
    ]);
    // Another merchant may hold the same file: the rule is per merchant.
    expect((await submitted({ voucher: { name: 'receipt.png', data: png } }, other)).status).toBe('pending');

    const jpg = await submitted({
      voucher: { name: 'scan.jpeg', data: Buffer.concat([TINY_JPEG, Buffer.from('j1')]) },
    });
    expect(jpg.voucher_mime).toBe('image/jpeg');
    const pdf = await submitted({ voucher: { name: 'slip.pdf', data: PDF_VOUCHER, type: 'application/pdf' } });
    expect(pdf.voucher_mime).toBe('application/pdf');

    const file = await t.call(topUp.downloadVoucher, { token: m.token, query: { id: first.id } });
    expect(file.raw.headers['content-type']).toBe('image/png');
    expect(file.raw.rawPayload.equals(png)).toBe(true);
    // The merchant has no call that changes a submitted record: submitting is its only write.
    expect(
      Object.values(topUp).filter((v) => typeof v === 'object' && v && 'method' in v && v.method === 'POST'),
    ).toEqual([topUp.submit]);
  });

  it('confirms USD 1:1, JPY (no decimals) and EUR (2 decimals) at the day rate, crediting the wallet once each', async () => {
    const day = today();
    const usd = await submitted({ amount: 10000 });
    const jpy = await submitted({ platform: 'bank_transfer', currency: 'JPY', amount: 12345 });
    const eur = await submitted({ platform: 'alipay', currency: 'EUR', amount: 100 });

    const noRate = await confirm(jpy.top_up_no, 12345, '2026-01-01');
    expect([noRate.error_code, noRate.msg]).toEqual([
      1447,
      'No exchange rate of JPY to USD for 2026-01-01: set it first',
    ]);
    const noRateZh = await t.call(opsTopUp.confirmTopUp, {
      ops: true,
      lang: 'zh_CN',
      body: { top_up_no: jpy.top_up_no, received_amount: 1, rate_date: '2026-01-01' },
    });
    expect(noRateZh.msg).toBe('2026-01-01 没有 JPY 兑美元的汇率，请先设置');
    expect(
      (await t.call(opsTopUp.setExchangeRate, { ops: true, body: { currency: 'JPY', date: day, rate: '0.0067123' } }))
        .content,
    ).toEqual({ currency: 'JPY', date: day, rate: '0.0067123' });
    await t.call(opsTopUp.setExchangeRate, {
      ops: true,
      body: { currency: 'EUR', date: '2026-01-02', rate: '1.0850' },
    });
    const rates = await t.call(opsTopUp.getExchangeRates, { ops: true, query: { date: '2026-01-02' } });
    expect(rates.content.list).toEqual([{ currency: 'EUR', date: '2026-01-02', rate: '1.085' }]);

    const before = await walletOf(m.customerId);
    expect((await confirm(usd.top_up_no, 9950)).content).toMatchObject({
      status: 'received',
      received_amount: 9950,
      usd_rate: '1',
      credited_usd: 9950,
    });
    // 12 345 JPY × 0.0067123 = 82.863… USD
    expect((await confirm(jpy.top_up_no, 12345)).content).toMatchObject({ usd_rate: '0.0067123', credited_usd: 8286 });
    // 1.00 EUR × 1.085 = 1.085 USD, half up → 1.09
    expect((await confirm(eur.top_up_no, 100, '2026-01-02')).content).toMatchObject({
      usd_rate: '1.085',
      credited_usd: 109,
    });

    const added = (await walletOf(m.customerId)).filter((row) => !before.some((b) => b.id === row.id));
    expect(added.map((row) => [row.type, row.amount, row.reference_type, row.reference_id])).toEqual([
      ['top_up', 9950, 'top_up', usd.id],
      ['top_up', 8286, 'top_up', jpy.id],
      ['top_up', 109, 'top_up', eur.id],
    ]);
    const account = await t.db
      .selectFrom('wallet_accounts')
      .select('balance')
      .where('customer_id', '=', m.customerId)
      .executeTakeFirstOrThrow();
    const sum = (await walletOf(m.customerId)).reduce((total, row) => total + Number(row.amount), 0);
    expect(Number(account.balance)).toBe(sum);

    const shown = await t.call(topUp.getDetail, { token: m.token, query: { id: jpy.id } });
    expect(shown.content).toMatchObject({
      status: 'received',
      amount: 12345,
      received_amount: 12345,
      usd_rate: '0.0067123',
      rate_date: day,
      credited_usd: 8286,
    });
    expect(shown.content.history.map((h) => [h.status, h.actor.kind, h.actor.label])).toEqual([
      ['pending', 'merchant', expect.any(String)],
      ['received', 'staff', 'Fay'],
    ]);
  });

  it('credits once when two confirmations race, and says the record was already received', async () => {
    const record = await submitted({ amount: 5000 });
    const replies = await Promise.all([confirm(record.top_up_no, 5000), confirm(record.top_up_no, 5000)]);
    expect(replies.map((r) => r.error_code).sort()).toEqual([0, 1441]);
    const late = await confirm(record.top_up_no, 5000);
    expect([late.error_code, late.msg]).toEqual([1441, 'The top-up has already been received and cannot be changed']);
    const credits = (await walletOf(m.customerId)).filter(
      (row) => row.reference_type === 'top_up' && row.reference_id === record.id,
    );
    expect(credits).toHaveLength(1);
  });

  it('rejects with a reason the merchant reads; a rejected record cannot be confirmed', async () => {
    const record = await submitted({ amount: 777 });
    const empty = await t.call(opsTopUp.rejectTopUp, { ops: true, body: { top_up_no: record.top_up_no, reason: ' ' } });
    expect(empty.error_code).toBe(1001);
    const rejected = await t.call(opsTopUp.rejectTopUp, {
      ops: true,
      body: { top_up_no: record.top_up_no, reason: 'Voucher unreadable', operator: 'Fay' },
    });
    expect(rejected.content.status).toBe('rejected');
    const shown = await t.call(topUp.getDetail, { token: m.token, query: { id: record.id } });
    expect(shown.content).toMatchObject({ status: 'rejected', reject_reason: 'Voucher unreadable' });
    expect(shown.content.history.at(-1)).toMatchObject({ status: 'rejected', note: 'Voucher unreadable' });
    const late = await confirm(record.top_up_no, 777);
    expect(late.msg).toBe('The top-up has already been rejected and cannot be changed');
    const lateZh = await t.call(opsTopUp.confirmTopUp, {
      ops: true,
      lang: 'zh_CN',
      body: { top_up_no: record.top_up_no, received_amount: 777 },
    });
    expect(lateZh.msg).toBe('该充值已拒绝，无法修改');
    const unknown = await confirm('TU000000XXXXXX', 1);
    expect(unknown.error_code).toBe(1440);
  });

  it('lists with filters, exports, and lists pending top-ups for finance', async () => {
    const list = await t.call(topUp.getList, { token: m.token, query: { status: 'received', currency: 'JPY' } });
    expect(list.content.list.map((r) => [r.currency, r.status])).toEqual([['JPY', 'received']]);
    const pending = await t.call(topUp.getList, { token: m.token, query: { status: 'pending', page_size: 10 } });
    expect(pending.content.total).toBeGreaterThan(0);
    expect(pending.content.list.every((r) => r.status === 'pending')).toBe(true);
    const later = await t.call(topUp.getList, { token: m.token, query: { created_from: '2099-01-01T00:00:00+08:00' } });
    expect(later.content.total).toBe(0);
    const until = await t.call(topUp.getList, { token: m.token, query: { created_to: new Date().toISOString() } });
    expect(until.content.total).toBeGreaterThan(0);
    const exported = await t.call(topUp.exportTopUp, { token: m.token, query: { status: 'received' } });
    expect(exported.status).toBe(200);
    expect(exported.raw.headers['content-type']).toContain('spreadsheetml');
    const none = await t.call(topUp.exportTopUp, { token: m.token, query: { top_up_no: 'TU000000NONE22' } });
    expect(none.msg).toBe('No data is exported');
    const queue = await t.call(opsTopUp.getPendingTopUps, { ops: true, query: { page_size: 200 } });
    const mine = queue.content.list.filter((r) => r.customer_id === m.customerId).map((r) => r.id);
    expect(mine.sort()).toEqual(pending.content.list.map((r) => r.id).sort());
  });

  it('keeps records and vouchers to their merchant and to sub-accounts with the topup permission', async () => {
    const [record] = await rowsOf(m.customerId);
    if (!record) throw new Error('no record');
    const detail = await t.call(topUp.getDetail, { token: other.token, query: { id: record.id } });
    expect(detail.error_code).toBe(1440);
    const voucher = await t.call(topUp.downloadVoucher, { token: other.token, query: { id: record.id } });
    expect(voucher.error_code).toBe(1440);
    const list = await t.call(topUp.getList, { token: other.token });
    expect(list.content.list.some((r) => r.id === record.id)).toBe(false);

    const sub = await t.login(DEMO_LOGINS.sub);
    expect((await t.call(topUp.getList, { token: sub })).error_code).toBe(1005);
    expect((await t.call(topUp.getReceivingAccounts, { token: sub })).error_code).toBe(1005);
    const refused = await submitTopUp(t, sub, valid());
    expect(refused.error_code).toBe(1005);
  });

  it('refuses a rate that is not an exact positive decimal, and USD', async () => {
    const bad = async (currency: string, rate: string) =>
      (await t.call(opsTopUp.setExchangeRate, { ops: true, body: { currency, date: today(), rate } })).msg;
    expect(await bad('EUR', '0')).toContain('A rate greater than 0 with at most 10 decimals');
    expect(await bad('EUR', '1.12345678901')).toContain('A rate greater than 0 with at most 10 decimals');
    expect(await bad('EUR', '1e3')).toContain('A rate greater than 0 with at most 10 decimals');
    expect(await bad('USD', '1')).toContain('Choose one of the options');
  });
});

/** A one-page PDF whose catalog runs a script on opening, saved by pdf-lib with object streams. */
async function pdfWithOpenAction(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  doc.catalog.set(PDFName.of('OpenAction'), action);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
