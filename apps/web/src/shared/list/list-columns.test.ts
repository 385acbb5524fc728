import { describe, expect, it } from 'vitest';
import {
  columnsWidth,
  defaultColumnKeys,
  type ListColumn,
  leafColumns,
  pickColumns,
  screenSizeOf,
  shownColumnKeys,
} from './list-columns';

interface Row {
  id: number;
}

const COLUMNS: ListColumn<Row>[] = [
  { key: 'image', title: 'Image', width: 64, from: 'md' },
  { key: 'sku', title: 'SKU', width: 140, always: true },
  { key: 'name', title: 'Name', width: 170 },
  { key: 'barcode', title: 'Barcode', width: 120, from: 'xl' },
  { key: 'weight', title: 'Weight', width: 100, from: 'xxl' },
  { key: 'attribute', title: 'Attribute', width: 130, from: 'picked' },
  {
    key: 'stock',
    title: 'Stock',
    children: [
      { key: 'total', title: 'Total', width: 90, from: 'xl' },
      { key: 'available', title: 'Available', width: 90, from: 'md' },
    ],
  },
  { key: 'operation', title: 'Operation', width: 150, always: true },
];

describe('list columns', () => {
  it('show by default what fits the screen: a phone, a tablet, a 1440 px desktop, a wide screen', () => {
    expect(defaultColumnKeys(COLUMNS, 390)).toEqual(['sku', 'name', 'operation']);
    expect(defaultColumnKeys(COLUMNS, 800)).toEqual(['image', 'sku', 'name', 'available', 'operation']);
    expect(defaultColumnKeys(COLUMNS, 1440)).toEqual([
      'image',
      'sku',
      'name',
      'barcode',
      'total',
      'available',
      'operation',
    ]);
    expect(defaultColumnKeys(COLUMNS, 1920)).toContain('weight');
    expect(defaultColumnKeys(COLUMNS, 1920)).not.toContain('attribute');
    expect(screenSizeOf(390)).toBe('xs');
    expect(screenSizeOf(1440)).toBe('xl');
  });

  it('show the merchant’s pick at any width, with the columns that are always shown', () => {
    expect(shownColumnKeys(COLUMNS, ['attribute', 'total'], 390)).toEqual(['sku', 'attribute', 'total', 'operation']);
    // A pick naming only columns the list no longer has counts as no pick.
    expect(shownColumnKeys(COLUMNS, ['gone'], 390)).toEqual(['sku', 'name', 'operation']);
    expect(shownColumnKeys(COLUMNS, undefined, 1440)).toEqual(defaultColumnKeys(COLUMNS, 1440));
  });

  it('keep a group while one of its columns shows, and say how wide the shown ones are', () => {
    const shown = pickColumns(COLUMNS, ['sku', 'available', 'operation']);
    expect(shown.map((column) => column.key)).toEqual(['sku', 'stock', 'operation']);
    expect(leafColumns(shown).map((column) => column.key)).toEqual(['sku', 'available', 'operation']);
    expect(columnsWidth(shown)).toBe(140 + 90 + 150);
    expect(pickColumns(COLUMNS, ['sku']).some((column) => column.key === 'stock')).toBe(false);
  });

  it("measure a phone table by its columns' compact widths, so it scrolls only when those overflow", () => {
    const narrow: ListColumn<Row>[] = [
      { key: 'time', title: 'Time', width: 160, compact: { width: 96 } },
      { key: 'type', title: 'Type', width: 140 },
    ];
    expect(columnsWidth(narrow)).toBe(300);
    expect(columnsWidth(narrow, true)).toBe(96 + 140);
  });
});
