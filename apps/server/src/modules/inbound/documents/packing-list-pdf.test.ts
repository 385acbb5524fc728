import { describe, expect, it } from 'vitest';
import { openPdf } from '../../../../test/support/read-pdf';
import { fabricatedBooking } from './fabricated-booking.fixture';
import { renderPackingListPdf } from './packing-list-pdf';

describe('packing list PDF', { timeout: 30_000 }, () => {
  it('is A4 with the booking in the header, a row per box and SKU, and the totals', async () => {
    const { pages } = openPdf(await renderPackingListPdf(fabricatedBooking(2, 1), 'en'));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.width).toBeCloseTo(595.28, 1);
    expect(pages[0]?.height).toBeCloseTo(841.89, 1);
    const lines = (pages[0]?.text ?? '').split('\n').filter(Boolean);
    for (const expected of [
      'Packing list',
      'Receiving No.: RK2026112300017',
      '深圳宝安仓 Shenzhen Bao’an Warehouse',
      '2026-11-23 08:15',
      '2026-11-30 morning',
      'SF Express / SF1234567890',
      'Total · Boxes: 2 · Units: 76',
      'Page 1 of 1',
    ]) {
      expect(
        lines.some((line) => line.includes(expected)),
        expected,
      ).toBe(true);
    }
    // The box number is written once for box 1's two SKUs (merged), and each SKU row once.
    expect(lines.filter((line) => line.trim() === 'TSHIRT-RED-M')).toHaveLength(1);
    expect(lines.filter((line) => line.trim() === 'CABLE-USB-C')).toHaveLength(1);
    expect(lines.filter((line) => line.trim() === '60 × 40 × 35.5')).toHaveLength(2);
  });

  it('repeats the header on every page of a 500-box booking and ends with its totals, in Chinese', async () => {
    const booking = fabricatedBooking(250, 2);
    // Letters no other text of the Chinese document has: the font subset must still hold them.
    booking.receiving_no = 'VWJ2026112300017';
    const { pages } = openPdf(await renderPackingListPdf(booking, 'zh_CN'));
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((page, index) => {
      expect(page.text).toContain('装箱单');
      expect(page.text).toContain('入库单号: VWJ2026112300017');
      expect(page.text).toContain(`第 ${index + 1} 页 / 共 ${pages.length} 页`);
    });
    expect(pages.at(-1)?.text).toContain('合计 · 箱数: 500 · 件数: 19000');
    expect(pages.slice(0, -1).some((page) => page.text.includes('合计'))).toBe(false);
    expect(pages[0]?.text).toContain('红色T恤 M码');
  });
});
