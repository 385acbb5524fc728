import { LABEL_SIZES, LABELS_MAX, type LabelSize, product } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barcodeOf, type PrintedPage, readLabelPdf } from './support/pdf-labels';
import { registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const MM = 72 / 25.4;

/** Page size in mm and labels per page of each size. */
const SIZES: Record<LabelSize, { page: [number, number]; perPage: number }> = {
  '50x30': { page: [50, 30], perPage: 1 },
  '60x40': { page: [60, 40], perPage: 1 },
  '70x30': { page: [70, 30], perPage: 1 },
  '100x50': { page: [100, 50], perPage: 1 },
  'A4-3x8': { page: [210, 297], perPage: 24 },
};

describe('SKU labels (printSku)', () => {
  let t: TestApp;
  let demo: string;
  let demoSkus: { id: number; sku: string; barcode: string | null; name_en: string }[];

  /** printSku answers a file, not the envelope: read the raw reply. */
  async function print(token: string, body: unknown, lang: 'en' | 'zh_CN' = 'en'): Promise<LightMyRequestResponse> {
    return t.app.server.inject({
      method: 'POST',
      url: product.printSku.path,
      headers: { token, 'accept-language': lang },
      payload: body as Record<string, unknown>,
    });
  }

  async function pages(reply: LightMyRequestResponse): Promise<PrintedPage[]> {
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    return readLabelPdf(reply.rawPayload);
  }

  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    demo = await t.login(DEMO_LOGINS.main);
    const list = await t.call(product.getProductList, { token: demo, query: { page_size: 100 } });
    demoSkus = list.content.list;
  });
  afterAll(() => t.close());

  it('prints copies of each selected SKU in order, barcode when there is one, else the SKU code', async () => {
    const withBarcode = demoSkus.filter((s) => s.barcode).slice(0, 2);
    const withoutBarcode = demoSkus.find((s) => !s.barcode);
    if (!withoutBarcode || withBarcode.length < 2) throw new Error('demo SKUs missing');
    const chosen = [withBarcode[0], withoutBarcode, withBarcode[1]] as typeof demoSkus;
    const reply = await print(demo, { ids: chosen.map((s) => s.id), label_size: '60x40', copies: 2 });
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="PDF\d{13}\.pdf"; filename\*=UTF-8''PDF\d{13}\.pdf$/,
    );
    expect(Buffer.from(reply.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');

    const printed = await pages(reply);
    expect(printed).toHaveLength(6);
    const labels = printed.flatMap((p) => p.labels);
    const expected = chosen.flatMap((s) => [s, s]);
    labels.forEach((label, index) => {
      const sku = expected[index] as (typeof demoSkus)[number];
      const code = sku.barcode ?? sku.sku;
      expect(barcodeOf(label), `label ${index}`).toBe(code);
      // SKU in bold on top, the name, and the code in words under the bars.
      expect(label.texts[0]).toBe(sku.sku);
      expect(sku.name_en.startsWith((label.texts[1] ?? '').replace(/\.\.\.$/, ''))).toBe(true);
      expect(label.texts.at(-1)).toBe(code);
    });
  });

  it('prints the copies named per SKU (one per unit an inbound booking brings), the others `copies` times', async () => {
    const [first, second, third] = demoSkus as [
      (typeof demoSkus)[number],
      (typeof demoSkus)[number],
      (typeof demoSkus)[number],
    ];
    const reply = await print(demo, {
      ids: [first.id, second.id, third.id],
      label_size: '60x40',
      copies: 2,
      copies_of: [
        { id: first.id, copies: 3 },
        { id: third.id, copies: 1 },
      ],
    });
    const labels = (await pages(reply)).flatMap((p) => p.labels);
    expect(labels.map((label) => label.texts[0])).toEqual([
      first.sku,
      first.sku,
      first.sku,
      second.sku,
      second.sku,
      third.sku,
    ]);
    const over = await print(demo, { ids: [first.id], copies_of: [{ id: first.id, copies: LABELS_MAX + 1 }] });
    expect(over.statusCode).toBe(200);
    expect(over.json().error_code).toBe(1001);
  });

  for (const size of LABEL_SIZES) {
    it(`prints ${size}: page size and labels per page`, async () => {
      const { page, perPage } = SIZES[size];
      const ids = demoSkus.slice(0, 5).map((s) => s.id);
      const copies = 5;
      const printed = await pages(await print(demo, { ids, label_size: size, copies }));
      expect(printed).toHaveLength(Math.ceil((ids.length * copies) / perPage));
      for (const p of printed) {
        expect(p.width).toBeCloseTo(page[0] * MM, 2);
        expect(p.height).toBeCloseTo(page[1] * MM, 2);
      }
      const labels = printed.flatMap((p) => p.labels);
      expect(labels).toHaveLength(ids.length * copies);
      const skus = demoSkus.slice(0, 5);
      labels.forEach((label, index) => {
        const sku = skus[Math.floor(index / copies)] as (typeof demoSkus)[number];
        expect(barcodeOf(label)).toBe(sku.barcode ?? sku.sku);
        // Every bar, text included, stays on its label and on the page.
        for (const bar of label.bars) {
          expect(bar.x).toBeGreaterThan(label.origin.x);
          expect(bar.x + bar.width).toBeLessThan(label.origin.x + (size === 'A4-3x8' ? 70 : page[0]) * MM);
          expect(bar.y).toBeGreaterThan(label.origin.y);
          expect(bar.y + bar.height).toBeLessThan(label.origin.y + (size === 'A4-3x8' ? 37 : page[1]) * MM);
        }
      });
      if (size === 'A4-3x8') {
        // 25 labels: a full sheet of 3 × 8 in reading order, then one on the next sheet's top-left.
        const first = printed[0]?.labels ?? [];
        expect(first).toHaveLength(24);
        const columns = new Set(first.map((l) => Math.round(l.origin.x / MM)));
        const rows = new Set(first.map((l) => Math.round(l.origin.y / MM)));
        expect([...columns]).toEqual([0, 70, 140]);
        expect(rows.size).toBe(8);
        expect(first[1]?.origin.x).toBeGreaterThan(first[0]?.origin.x ?? 0);
        expect(first[3]?.origin.y).toBeLessThan(first[0]?.origin.y ?? 0);
        expect(printed[1]?.labels[0]?.origin).toEqual(first[0]?.origin);
      }
    });
  }

  it('draws what the standard font can and drops the rest (Chinese, emoji) without failing', async () => {
    const { token } = await registerMerchant(t);
    const add = async (overrides: Parameters<typeof sampleProduct>[0]) => {
      const reply = await t.call(product.addProduct, { token, body: sampleProduct(overrides) });
      expect(reply.error_code, reply.msg).toBe(0);
      return reply.content.id;
    };
    const mixed = await add({ sku: 'MUG-1', name_en: 'Tasse café ☕ 杯子 Größe L', name_cn: '杯子' });
    const chineseOnly = await add({ sku: 'CUP_2.0', name_en: '陶瓷杯', name_cn: 'iPhone 15 手机壳' });
    const longName = await add({ sku: 'LONG-NAME-SKU-1234567890-ABCD', name_en: 'Long '.repeat(40), name_cn: '长' });
    const printed = await pages(await print(token, { ids: [mixed, chineseOnly, longName], label_size: '50x30' }));
    const [first, second, third] = printed.map((p) => p.labels[0]);
    expect(first?.texts).toEqual(['MUG-1', 'Tasse café Größe L', 'MUG-1']);
    // No English left to draw: the Chinese name's Latin part stands in.
    expect(second?.texts).toEqual(['CUP_2.0', 'iPhone 15', 'CUP_2.0']);
    expect(third && barcodeOf(third)).toBe('LONG-NAME-SKU-1234567890-ABCD');
    // A code shrinks to stay whole; a name is cut with "...".
    expect(third?.texts[0]).toBe('LONG-NAME-SKU-1234567890-ABCD');
    expect(third?.texts[1]).toMatch(/^Long Long .*\.\.\.$/);
    expect('Long '.repeat(40).startsWith(third?.texts[1]?.slice(0, -3) ?? '-')).toBe(true);
  });

  it('refuses an empty selection with "No selected data!"', async () => {
    const reply = await print(demo, { ids: [] });
    expect(reply.json()).toMatchObject({ error_code: 1024, msg: 'No selected data!' });
    const zh = await print(demo, { ids: [] }, 'zh_CN');
    expect(zh.json().msg).toBe('未选择数据！');
  });

  it("prints nothing for another merchant's SKU or an unknown id, even beside the merchant's own", async () => {
    const other = await t.login(DEMO_LOGINS.other);
    const demoId = demoSkus[0]?.id as number;
    const foreign = await print(other, { ids: [demoId] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error_code: 1004 });
    expect(foreign.body).not.toContain(demoSkus[0]?.sku);

    const otherList = await t.call(product.getProductList, { token: other, query: {} });
    const ownId = otherList.content.list[0]?.id as number;
    expect(ownId).toBeGreaterThan(0);
    expect((await print(other, { ids: [ownId, demoId] })).json().error_code).toBe(1004);
    expect((await print(demo, { ids: [demoId, 99_999_999] })).json().error_code).toBe(1004);
    // The other merchant's own SKU prints for them.
    expect((await print(other, { ids: [ownId] })).statusCode).toBe(200);
  });

  it(`allows at most ${LABELS_MAX} labels per print, naming the copies that would fit`, async () => {
    const ids = demoSkus.slice(0, 11).map((s) => s.id);
    const reply = await print(demo, { ids, copies: 500 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      error_code: 1001,
      content: { errors: [{ field: 'copies', message: 'Must be at most 454' }] },
    });
    const zh = await print(demo, { ids, copies: 500 }, 'zh_CN');
    expect(zh.json().content.errors[0]).toEqual({ field: 'copies', message: '不能大于 454' });

    const started = performance.now();
    const full = await pages(await print(demo, { ids: ids.slice(0, 10), copies: 500, label_size: 'A4-3x8' }));
    expect(full).toHaveLength(Math.ceil(LABELS_MAX / 24));
    expect(full.reduce((sum, p) => sum + p.labels.length, 0)).toBe(LABELS_MAX);
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('lets a sub-account with the product permission print', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    const printed = await pages(await print(sub, { ids: [demoSkus[0]?.id], label_size: '100x50' }));
    expect(printed).toHaveLength(1);
  });
});
