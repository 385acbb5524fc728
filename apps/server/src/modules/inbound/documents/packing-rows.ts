import type { InboundDetail, Lang } from '@portal/contract';
import { nameIn } from './document-texts';

/** One box of the packing list as the documents print it. */
export interface PackedBox {
  box_no: number;
  box_code: string;
  weight_kg: number;
  /** `40 × 30 × 20` in cm. */
  dimensions: string;
  items: { sku: string; name: string; quantity: number }[];
  units: number;
}

export interface PackingTotals {
  boxes: number;
  units: number;
  /** Kilograms, to the gram. */
  weightKg: number;
}

/** The booking's boxes with each item's product name in `lang`, and the totals under the table. */
export function packingRows(detail: InboundDetail, lang: Lang): { boxes: PackedBox[]; totals: PackingTotals } {
  const names = new Map(detail.lines.map((line) => [line.sku.toUpperCase(), nameIn(line, lang)]));
  let units = 0;
  let grams = 0;
  const boxes = detail.boxes.map((box) => {
    const items = box.items.map((item) => ({
      sku: item.sku,
      name: names.get(item.sku.toUpperCase()) ?? '',
      quantity: item.quantity,
    }));
    const inBox = items.reduce((sum, item) => sum + item.quantity, 0);
    units += inBox;
    grams += Math.round(box.weight_kg * 1000);
    return {
      box_no: box.box_no,
      box_code: box.box_code,
      weight_kg: box.weight_kg,
      dimensions: `${box.length_cm} × ${box.width_cm} × ${box.height_cm}`,
      items,
      units: inBox,
    };
  });
  return { boxes, totals: { boxes: boxes.length, units, weightKg: grams / 1000 } };
}
