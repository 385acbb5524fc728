import { opsSelfServiceOrder as ops, selfServiceOrder as parcels } from '@portal/contract';
import { SAMPLE_PIECE } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParcel, hubStep, parcelMerchant, sampleParcel } from './support/parcels';
import { barcodeOf, readLabelPdf } from './support/pdf-labels';
import { openPdf, scanCode128 } from './support/read-pdf';
import { TestApp } from './support/test-app';

/** 4 × 6 inches in points. */
const LABEL = { width: 288, height: 432 };

describe('parcel labels and customs declarations', { timeout: 60_000 }, () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof parcelMerchant>>;
  beforeAll(async () => {
    t = await TestApp.start();
    m = await parcelMerchant(t);
  });
  afterAll(() => t.close());

  it('prints a 4 × 6 inch label per piece whose Code 128 scans back as the parcel no., with sender, recipient, method and contents', async () => {
    const saved = await createParcel(t, m.token, {
      ...sampleParcel(m.senderId, {
        customer_ref: 'SHOP-LABEL-1',
        pieces: [{ ...SAMPLE_PIECE }, { ...SAMPLE_PIECE, weight_g: 1200 }],
      }),
      submit: true,
    });
    const reply = await t.call(parcels.printParcelLabel, { token: m.token, query: { id: saved.id } });
    expect(reply.status).toBe(200);
    expect(reply.raw.headers['content-type']).toContain('application/pdf');
    const { pages, document } = openPdf(reply.raw.rawPayload);
    expect(pages).toHaveLength(2);
    pages.forEach((page, index) => {
      expect(page.width).toBeCloseTo(LABEL.width, 1);
      expect(page.height).toBeCloseTo(LABEL.height, 1);
      expect(scanCode128(document, index)).toBe(saved.parcel_no);
    });
    // The bars as the browser test reads them (zxing does not load under Playwright): from the drawing
    // itself, a whole-page label (no translated group per label) whose rules are filled rectangles too.
    const drawn = await readLabelPdf(reply.raw.rawPayload);
    expect(drawn.map((page) => page.labels.map(barcodeOf))).toEqual([[saved.parcel_no], [saved.parcel_no]]);
    const second = pages[1]?.text ?? '';
    expect(second).toContain('Piece 2 of 2');
    expect(second).toContain('USPS Ground Advantage');
    expect(second).toContain('Li Wei');
    expect(second).toContain('Ada Lovelace');
    expect(second).toContain('Los Angeles CA 90001');
    expect(second).toContain('Contents: Cotton T-shirt × 2');
    expect(second).toContain('Declared value: USD 25.00 · DDU · Weight: 1.20 kg');
    expect(second).toContain('Ref: SHOP-LABEL-1');
  });

  it('prints the customs declaration with every line, its HS code, origin and value, in Chinese too', async () => {
    const saved = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    const reply = await t.call(parcels.printCustomsDeclaration, {
      token: m.token,
      query: { id: saved.id },
      lang: 'zh_CN',
    });
    expect(reply.status).toBe(200);
    const text = (openPdf(reply.raw.rawPayload).pages[0]?.text ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('海关申报单');
    expect(text).toContain(saved.parcel_no);
    expect(text).toContain('Cotton T-shirt / 棉质T恤');
    expect(text).toContain('610910');
    expect(text).toContain('12.50');
    expect(text).toContain('25.00');
    expect(text).toContain('关税条款: DDU');
  });

  it('refuses a draft’s and a canceled parcel’s printouts, and another merchant’s', async () => {
    const draft = await createParcel(t, m.token, sampleParcel(m.senderId));
    const refused = await t.call(parcels.printParcelLabel, { token: m.token, query: { id: draft.id } });
    expect(refused.error_code).toBe(1965);
    expect(refused.msg).toBe('The parcel is Draft: this step cannot be taken now');
    const other = await parcelMerchant(t);
    const saved = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    await hubStep(t, ops.handOverParcel, { parcel_no: saved.parcel_no });
    const theirs = await t.call(parcels.printCustomsDeclaration, { token: other.token, query: { id: saved.id } });
    expect(theirs.error_code).toBe(1960);
  });
});
