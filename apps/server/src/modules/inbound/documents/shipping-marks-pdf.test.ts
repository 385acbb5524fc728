import { describe, expect, it } from 'vitest';
import { openPdf, scanCode128 } from '../../../../test/support/read-pdf';
import { fabricatedBooking } from './fabricated-booking.fixture';
import { renderShippingMarks } from './shipping-marks-pdf';

/** 100 mm in points: 100 / 25.4 × 72. */
const HUNDRED_MM = 283.46;

describe('shipping marks PDF', { timeout: 30_000 }, () => {
  it('prints one 100 × 100 mm page per box whose barcode scans back as the box code', async () => {
    const booking = fabricatedBooking(2, 2);
    const { pages, document } = openPdf(await renderShippingMarks(booking, 'en'));
    expect(pages).toHaveLength(4);
    pages.forEach((page, index) => {
      expect(page.width).toBeCloseTo(HUNDRED_MM, 2);
      expect(page.height).toBeCloseTo(HUNDRED_MM, 2);
      expect(scanCode128(document, index)).toBe(booking.boxes[index]?.box_code);
    });
    const third = pages[2]?.text ?? '';
    expect(third).toContain('Receiving No.');
    expect(third).toContain('RK2026112300017');
    expect(third).toContain('Box 3 of 4');
    expect(third).toContain('SKUs: 1 · Units: 50');
    expect(third).toContain('13.5 kg · 60 × 40 × 35.5 cm');
    expect(third).toContain('RK2026112300017-003');
  });

  it('writes Chinese: labels, the warehouse name and address as text a reader extracts', async () => {
    const booking = fabricatedBooking(1, 1);
    const { pages } = openPdf(await renderShippingMarks(booking, 'zh_CN'));
    const text = pages[0]?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('入库单号');
    expect(text).toContain('第 1 箱 / 共 1 箱');
    expect(text).toContain('深圳宝安仓 Shenzhen Bao’an Warehouse');
    expect(text).toContain('广东省深圳市宝安区福永街道');
    expect(text).toContain('SKU 种数: 2 · 件数: 26');
  });

  it('leaves out characters no font draws and keeps a long address within the page', async () => {
    const booking = fabricatedBooking(1, 1);
    booking.warehouse_name = 'Warehouse 🚚 东莞';
    booking.warehouse_address = '东莞市'.repeat(80);
    const { pages } = openPdf(await renderShippingMarks(booking, 'en'));
    expect(pages[0]?.text).toContain('Warehouse 东莞');
    const addressLines = (pages[0]?.text ?? '').split('\n').filter((line) => /^[东莞市]+(\.\.\.)?$/.test(line));
    expect(addressLines).toHaveLength(3);
    expect(addressLines[2]).toMatch(/\.\.\.$/);
  });
});
