import { describe, expect, it } from 'vitest';
import { boxTableRows, emptyBox, emptyItem, packedSummary, startingBoxes } from './packing';
import type { WizardLine } from './wizard-state';

const lines: WizardLine[] = [
  { product_id: 1, sku: 'MUG-01', name: 'Mug', quantity: 10 },
  { product_id: 2, sku: 'CUP-02', name: 'Cup', quantity: 6 },
];

describe('the box table', () => {
  it('draws the box cells once per carton row, spanning its items, and numbers the boxes in order', () => {
    const boxes = [
      { ...emptyBox([emptyItem('MUG-01', 2), emptyItem('CUP-02', 1)]), box_count: 3 },
      emptyBox([emptyItem('MUG-01', 4)]),
    ];
    const rows = boxTableRows(boxes);
    expect(rows.map((row) => row.span)).toEqual([2, 0, 1]);
    expect(rows.map((row) => [row.firstBoxNo, row.lastBoxNo])).toEqual([
      [1, 3],
      [1, 3],
      [4, 4],
    ]);
  });
});

describe('packed per SKU', () => {
  it('counts quantity per box times the box count, with what remains and the difference', () => {
    const boxes = [{ ...emptyBox([emptyItem('MUG-01', 2), emptyItem('cup-02', 1)]), box_count: 3 }];
    expect(packedSummary(lines, boxes)).toEqual([
      { sku: 'MUG-01', booked: 10, packed: 6, remaining: 4, difference: -4 },
      { sku: 'CUP-02', booked: 6, packed: 3, remaining: 3, difference: -3 },
    ]);
    boxes.push({ ...emptyBox([emptyItem('CUP-02', 5)]), box_count: 1 });
    expect(packedSummary(lines, boxes)[1]).toEqual({
      sku: 'CUP-02',
      booked: 6,
      packed: 8,
      remaining: 0,
      difference: 2,
    });
  });

  it('starts each packing method with the booked SKUs packed as it says', () => {
    expect(startingBoxes('all_in_one', lines).map((box) => box.items.map((item) => item.sku))).toEqual([
      ['MUG-01', 'CUP-02'],
    ]);
    expect(startingBoxes('one_sku_per_box', lines).map((box) => box.items.map((item) => item.quantity))).toEqual([
      [10],
      [6],
    ]);
    expect(packedSummary(lines, startingBoxes('one_sku_per_box', lines)).every((s) => s.difference === 0)).toBe(true);
    expect(startingBoxes('mixed', lines)).toHaveLength(1);
  });
});
