import { type PackingMethod, packedUnitsBySku, packingSkuKey } from '@portal/contract';
import { rowKey, type WizardBox, type WizardItem, type WizardLine } from './wizard-state';

/**
 * One row of the box table: one item of a packing-list row. The box cells (box no., count, weight,
 * sizes) are drawn on the first item of the row with `span` = its number of items, and hidden
 * (`span` 0) on the others (spec 3 "Box item").
 */
export interface BoxTableRow {
  key: string;
  boxIndex: number;
  itemIndex: number;
  box: WizardBox;
  item: WizardItem;
  span: number;
  /** Boxes n..m this row of cartons holds ("3–5"), numbered in packing-list order. */
  firstBoxNo: number;
  lastBoxNo: number;
}

export function boxTableRows(boxes: readonly WizardBox[]): BoxTableRow[] {
  let nextNo = 1;
  return boxes.flatMap((box, boxIndex) => {
    const count = Math.max(1, box.box_count ?? 1);
    const firstBoxNo = nextNo;
    nextNo += count;
    return box.items.map((item, itemIndex) => ({
      key: item.key,
      boxIndex,
      itemIndex,
      box,
      item,
      span: itemIndex === 0 ? box.items.length : 0,
      firstBoxNo,
      lastBoxNo: firstBoxNo + count - 1,
    }));
  });
}

/** Per booked SKU: booked, packed (Σ quantity per box × box count), remaining to pack, and the difference. */
export interface PackedSummary {
  sku: string;
  booked: number;
  packed: number;
  /** What is still to be packed (never below 0). */
  remaining: number;
  /** Packed minus booked: 0 when they match, below 0 when short, above when over. */
  difference: number;
}

export function packedSummary(lines: readonly WizardLine[], boxes: readonly WizardBox[]): PackedSummary[] {
  const packed = packedUnitsBySku(boxes);
  return lines.map((line) => {
    const booked = line.quantity ?? 0;
    const done = packed.get(packingSkuKey(line.sku)) ?? 0;
    return { sku: line.sku, booked, packed: done, remaining: Math.max(0, booked - done), difference: done - booked };
  });
}

export function emptyBox(items: WizardItem[] = []): WizardBox {
  return {
    key: rowKey('box'),
    box_count: 1,
    weight_kg: null,
    length_cm: null,
    width_cm: null,
    height_cm: null,
    items,
  };
}

export function emptyItem(sku = '', quantity: number | null = null): WizardItem {
  return { key: rowKey('item'), sku, quantity };
}

/**
 * The packing list a method starts with, from the booked SKUs: all in one carton; one carton row
 * per SKU; or one empty carton the merchant fills (several SKUs per box).
 */
export function startingBoxes(method: PackingMethod, lines: readonly WizardLine[]): WizardBox[] {
  if (method === 'all_in_one') return [emptyBox(lines.map((line) => emptyItem(line.sku, line.quantity)))];
  if (method === 'one_sku_per_box') return lines.map((line) => emptyBox([emptyItem(line.sku, line.quantity)]));
  return [emptyBox([emptyItem()])];
}
