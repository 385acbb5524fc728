import { inbound } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { createBooking, sampleBooking } from './support/inbound';
import { merchantWithSkus, startOrderApp } from './support/orders';
import { openPdf, scanCode128 } from './support/read-pdf';
import type { TestApp } from './support/test-app';
import { readXlsx } from './support/xlsx';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('inbound booking documents (downloadProductList, downloadPackingList, downloadShippingMarks)', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;
  let booking: { id: number; receiving_no: string };

  /** A binary operation answers a file, or the envelope when refused: the raw reply. */
  const get = (
    path: string,
    token: string,
    query: Record<string, string | number>,
    lang: 'en' | 'zh_CN' = 'en',
  ): Promise<LightMyRequestResponse> =>
    t.app.server.inject({
      method: 'GET',
      url: path,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { token, 'accept-language': lang },
    });
  const envelope = (reply: LightMyRequestResponse) =>
    reply.json() as { error_code: number; msg: string; content: unknown };
  const fileName = (reply: LightMyRequestResponse) =>
    /filename\*=UTF-8''(.+)$/.exec(String(reply.headers['content-disposition']))?.[1];

  /** A sub-account of `merchant` holding exactly these areas. */
  const subAccount = (merchant: Merchant, email: string, areas: string[]) =>
    signedInSubAccount(t, merchant.customerId, email, areas);

  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02', 'PEN-03']);
    other = await merchantWithSkus(t, ['MUG-01']);
    // Two boxes of 5 MUG-01 and 2 CAP-02, 12.5 kg each.
    booking = await createBooking(t, m.token);
  });
  afterAll(() => t.close());

  it('downloads the packing list as xlsx: a row per box and SKU, box cells merged, totals', async () => {
    const reply = await get(inbound.downloadPackingList.path, m.token, { id: booking.id });
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(reply.headers['content-type']).toBe(XLSX);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(fileName(reply)).toBe(`${booking.receiving_no}-packing-list.xlsx`);
    const [sheet] = await readXlsx(reply.rawPayload);
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rows[0]).toEqual(['Receiving No.', booking.receiving_no]);
    const header = sheet.rows.findIndex((row) => row[0] === 'Box No.');
    expect(sheet.rows.slice(header + 1, header + 5).map((row) => [row[0], row[1], row[2], row[4], row[5]])).toEqual([
      [1, `${booking.receiving_no}-001`, 'MUG-01', 5, 12.5],
      [1, `${booking.receiving_no}-001`, 'CAP-02', 2, 12.5],
      [2, `${booking.receiving_no}-002`, 'MUG-01', 5, 12.5],
      [2, `${booking.receiving_no}-002`, 'CAP-02', 2, 12.5],
    ]);
    const first = header + 2;
    expect(sheet.sheet.model.merges).toContain(`A${first}:A${first + 1}`);
    expect(sheet.rows.slice(-3)).toEqual([
      ['Boxes', 2],
      ['Units', 14],
      ['Weight (kg)', 25],
    ]);
  });

  it('downloads the packing list as an A4 PDF in Chinese', async () => {
    const reply = await get(inbound.downloadPackingList.path, m.token, { id: booking.id, format: 'pdf' }, 'zh_CN');
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(fileName(reply)).toBe(`${booking.receiving_no}-packing-list.pdf`);
    const { pages } = openPdf(reply.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.width).toBeCloseTo(595.28, 1);
    expect(pages[0]?.text).toContain('装箱单');
    expect(pages[0]?.text).toContain(`入库单号: ${booking.receiving_no}`);
    expect(pages[0]?.text).toContain('合计 · 箱数: 2 · 件数: 14');
    // The SKUs' Chinese names, as the product module keeps them.
    expect(pages[0]?.text).toContain('红色T恤 M码');
  });

  it('downloads the shipping marks: a 100 mm page per box whose barcode scans as the box code', async () => {
    const detail = await t.call(inbound.getDetail, { token: m.token, query: { id: booking.id } });
    const reply = await get(inbound.downloadShippingMarks.path, m.token, { id: booking.id });
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(fileName(reply)).toBe(`${booking.receiving_no}-shipping-marks.pdf`);
    const { pages, document } = openPdf(reply.rawPayload);
    expect(pages).toHaveLength(detail.content.boxes.length);
    pages.forEach((page, index) => {
      expect(page.width).toBeCloseTo(283.46, 2);
      expect(page.height).toBeCloseTo(283.46, 2);
      expect(scanCode128(document, index)).toBe(detail.content.boxes[index]?.box_code);
      expect(page.text).toContain(`Box ${index + 1} of 2`);
      expect(page.text).toContain(detail.content.warehouse_name);
    });
  });

  it('prints the packing list and shipping marks once step 3 is complete: reserve keeps steps 1–3 as a draft with its number', async () => {
    const { shipping: _shipping, services: _services, ...packing } = sampleBooking();
    const reserved = await t.call(inbound.reserve, { token: m.token, body: packing });
    expect(reserved.error_code, reserved.msg).toBe(0);
    expect(reserved.content).toMatchObject({ status: 'draft', receiving_no: expect.stringMatching(/^RV\d{12}$/) });
    const { id, receiving_no } = reserved.content;

    const marks = await get(inbound.downloadShippingMarks.path, m.token, { id });
    expect(marks.statusCode, marks.body.slice(0, 200)).toBe(200);
    const { pages, document } = openPdf(marks.rawPayload);
    expect(pages.map((_, index) => scanCode128(document, index))).toEqual([
      `${receiving_no}-001`,
      `${receiving_no}-002`,
    ]);
    const list = await get(inbound.downloadPackingList.path, m.token, { id, format: 'xlsx' });
    expect(list.statusCode, list.body.slice(0, 200)).toBe(200);

    // Step 5 is still empty: the detail says so, and Save still requires it (the spec's rule).
    const kept = (await t.call(inbound.getDetail, { token: m.token, query: { id } })).content.booking.shipping;
    expect(kept).toMatchObject({ courier_company: '', volume_m3: null, arrival_date: '', arrival_period: null });
    const blank = { ...sampleBooking().shipping, courier_company: '' };
    const save = await t.call(inbound.saveDraft, { token: m.token, body: sampleBooking({ id, shipping: blank }) });
    expect(save.error_code).toBe(1001);
    expect(JSON.stringify(save.content)).toContain('Please enter the courier company');

    // Saved with step 5, then the packing changed at step 3 again: the number and the shipping stay.
    await t.call(inbound.saveDraft, { token: m.token, body: sampleBooking({ id }) });
    const again = await t.call(inbound.reserve, {
      token: m.token,
      body: {
        ...packing,
        id,
        boxes: [
          {
            ...packing.boxes[0],
            box_count: 1,
            items: [
              { sku: 'MUG-01', quantity: 10 },
              { sku: 'CAP-02', quantity: 4 },
            ],
          },
        ],
      },
    });
    expect(again.content).toEqual({ id, receiving_no, status: 'draft' });
    const detail = (await t.call(inbound.getDetail, { token: m.token, query: { id } })).content;
    expect(detail.boxes.map((box) => box.box_code)).toEqual([`${receiving_no}-001`]);
    expect(detail.booking.shipping).toMatchObject({ courier_company: 'UPS', arrival_period: 'morning' });
  });

  it('downloads the product list of the SKUs named, in the order named, any case', async () => {
    const reply = await get(inbound.downloadProductList.path, m.token, { skus: 'cap-02, MUG-01,cap-02' }, 'zh_CN');
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(reply.headers['content-type']).toBe(XLSX);
    expect(fileName(reply)).toMatch(/^product-list-\d{14}\.xlsx$/);
    const [sheet] = await readXlsx(reply.rawPayload);
    expect(sheet?.rows[0]?.slice(0, 5)).toEqual(['SKU', '条码', '英文名称', '中文名称', '申报价值 (USD)']);
    expect(sheet?.rows.slice(1).map((row) => [row[0], row[4], row[5]])).toEqual([
      ['CAP-02', 12.5, 180],
      ['MUG-01', 12.5, 180],
    ]);
  });

  it('adds the units booked of each SKU when the wizard names them', async () => {
    const query = { skus: 'CAP-02,MUG-01', quantities: '4,10' };
    const reply = await get(inbound.downloadProductList.path, m.token, query);
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    const [sheet] = await readXlsx(reply.rawPayload);
    expect(sheet?.rows[0]?.at(-1)).toBe('Units booked');
    expect(sheet?.rows.slice(1).map((row) => [row[0], row.at(-1)])).toEqual([
      ['CAP-02', 4],
      ['MUG-01', 10],
    ]);
    const unpaired = envelope(await get(inbound.downloadProductList.path, m.token, { ...query, quantities: '4' }));
    expect(unpaired.error_code).toBe(1001);
    expect(JSON.stringify(unpaired.content)).toContain('SKU quantity does not match');
  });

  it('refuses SKU codes the merchant does not have, naming them, and more than 200 codes', async () => {
    const unknown = envelope(await get(inbound.downloadProductList.path, other.token, { skus: 'MUG-01,PEN-03,NOPE' }));
    expect(unknown).toMatchObject({
      error_code: 1023,
      msg: 'SKU code does not exist: PEN-03, NOPE',
      content: { blockers: ['PEN-03', 'NOPE'] },
    });
    const many = Array.from({ length: 201 }, (_, i) => `S${i}`).join(',');
    const tooMany = envelope(await get(inbound.downloadProductList.path, m.token, { skus: many }));
    expect(tooMany.error_code).toBe(1001);
    expect(JSON.stringify(tooMany.content)).toContain('At most 200 items');
  });

  it("answers another merchant's booking as one that does not exist, for every document", async () => {
    for (const [path, query] of [
      [inbound.downloadPackingList.path, { id: booking.id }],
      [inbound.downloadPackingList.path, { id: booking.id, format: 'pdf' }],
      [inbound.downloadShippingMarks.path, { id: booking.id }],
    ] as const) {
      const reply = await get(path, other.token, query);
      expect(reply.statusCode).toBe(404);
      expect(envelope(reply)).toMatchObject({ error_code: 1360, msg: 'The inbound booking does not exist' });
    }
    const missing = await get(inbound.downloadShippingMarks.path, m.token, { id: 99_999_999 }, 'zh_CN');
    expect(envelope(missing)).toMatchObject({ error_code: 1360, msg: '入库预约单不存在' });
  });

  it('refuses a sub-account without the inbound right, and serves one with it', async () => {
    const without = await subAccount(m, 'docs-orders-only@portal.test', ['order']);
    for (const [path, query] of [
      [inbound.downloadPackingList.path, { id: booking.id }],
      [inbound.downloadShippingMarks.path, { id: booking.id }],
      [inbound.downloadProductList.path, { skus: 'MUG-01' }],
    ] as const) {
      const reply = await get(path, without, query);
      expect(reply.statusCode).toBe(403);
      expect(envelope(reply).error_code).toBe(1005);
    }
    const withInbound = await subAccount(m, 'docs-inbound@portal.test', ['inbound']);
    const reply = await get(inbound.downloadShippingMarks.path, withInbound, { id: booking.id });
    expect(reply.statusCode).toBe(200);
    expect(openPdf(reply.rawPayload).pages).toHaveLength(2);
  });

  it('refuses a format other than xlsx or pdf', async () => {
    const reply = envelope(await get(inbound.downloadPackingList.path, m.token, { id: booking.id, format: 'doc' }));
    expect(reply.error_code).toBe(1001);
  });
});
