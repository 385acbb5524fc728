import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../../test/support/xlsx';
import { writeXlsx } from '../../../platform/xlsx/xlsx-writer';
import { fabricatedBooking } from './fabricated-booking.fixture';
import { PACKING_HEADER_ROW, packingListSheet } from './packing-list-sheet';
import { productListSheet } from './product-list-sheet';

describe('packing list workbook', () => {
  it('has one row per box and SKU, the box cells merged over its SKUs, and the totals', async () => {
    const booking = fabricatedBooking(2, 2);
    const [sheet] = await readXlsx(writeXlsx([packingListSheet(booking, 'en')]));
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rows[0]).toEqual(['Receiving No.', 'RK2026112300017']);
    expect(sheet.rows[1]).toEqual(['Warehouse', '深圳宝安仓 Shenzhen Bao’an Warehouse']);
    expect(sheet.rows[4]).toEqual(['Expected arrival', '2026-11-30 morning']);
    expect(sheet.rows[PACKING_HEADER_ROW - 1]).toEqual([
      'Box No.',
      'Box code',
      'SKU',
      'Product name',
      'Units in box',
      'Weight (kg)',
      'L × W × H (cm)',
    ]);
    const table = sheet.rows.slice(PACKING_HEADER_ROW, PACKING_HEADER_ROW + 6);
    expect(table).toEqual([
      [1, 'RK2026112300017-001', 'TSHIRT-RED-M', 'Red T-shirt, size M', 20, 12.5, '60 × 40 × 35.5'],
      // A merged cell reads as its first cell's value.
      [1, 'RK2026112300017-001', 'MUG-330', 'Ceramic mug 330 ml', 6, 12.5, '60 × 40 × 35.5'],
      [2, 'RK2026112300017-002', 'TSHIRT-RED-M', 'Red T-shirt, size M', 20, 12.5, '60 × 40 × 35.5'],
      [2, 'RK2026112300017-002', 'MUG-330', 'Ceramic mug 330 ml', 6, 12.5, '60 × 40 × 35.5'],
      [3, 'RK2026112300017-003', 'CABLE-USB-C', 'USB-C cable 2 m', 50, 13.5, '60 × 40 × 35.5'],
      [4, 'RK2026112300017-004', 'CABLE-USB-C', 'USB-C cable 2 m', 50, 13.5, '60 × 40 × 35.5'],
    ]);
    // Box 1 is rows 9–10, box 2 rows 11–12; the one-SKU boxes need no merge.
    expect([...sheet.sheet.model.merges].sort()).toEqual(
      ['A9:A10', 'B9:B10', 'F9:F10', 'G9:G10', 'A11:A12', 'B11:B12', 'F11:F12', 'G11:G12'].sort(),
    );
    expect(sheet.rows.slice(-4)).toEqual([['Total'], ['Boxes', 4], ['Units', 152], ['Weight (kg)', 52]]);
  });

  it('writes the Chinese words and names in zh_CN', async () => {
    const [sheet] = await readXlsx(writeXlsx([packingListSheet(fabricatedBooking(1, 1), 'zh_CN')]));
    expect(sheet?.name).toBe('装箱单');
    expect(sheet?.rows[0]).toEqual(['入库单号', 'RK2026112300017']);
    expect(sheet?.rows[PACKING_HEADER_ROW]?.[3]).toBe('红色T恤 M码');
    expect(sheet?.rows.at(-3)).toEqual(['箱数', 1]);
  });
});

describe('product list workbook', () => {
  it('lists the SKUs in the order given with barcode, names, declared value in USD, weight and sizes', async () => {
    const [sheet] = await readXlsx(
      writeXlsx([
        productListSheet(
          [
            {
              sku: 'MUG-330',
              barcode: null,
              name_en: 'Ceramic mug',
              name_cn: '陶瓷马克杯',
              declared_value: 1250,
              weight_g: 420,
              length_cm: 12,
              width_cm: 9.5,
              height_cm: 10,
            },
            {
              sku: '00123',
              barcode: '6901234567892',
              name_en: 'Red T-shirt',
              name_cn: '红色T恤',
              declared_value: 899,
              weight_g: 180,
              length_cm: 30,
              width_cm: 20,
              height_cm: 2,
            },
          ],
          'zh_CN',
        ),
      ]),
    );
    expect(sheet?.rows).toEqual([
      ['SKU', '条码', '英文名称', '中文名称', '申报价值 (USD)', '重量 (g)', '长 (cm)', '宽 (cm)', '高 (cm)'],
      ['MUG-330', null, 'Ceramic mug', '陶瓷马克杯', 12.5, 420, 12, 9.5, 10],
      ['00123', '6901234567892', 'Red T-shirt', '红色T恤', 8.99, 180, 30, 20, 2],
    ]);
  });
});
