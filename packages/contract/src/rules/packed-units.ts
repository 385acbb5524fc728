/** A carton row of a packing list: `box_count` identical cartons, each holding `items`; empty while typed. */
export interface PackedCartonRow {
  box_count: number | null | undefined;
  items: readonly { sku: string; quantity: number | null | undefined }[];
}

/** SKU codes compare without case on a packing list, as everywhere in the portal. */
export const packingSkuKey = (sku: string): string => sku.toUpperCase();

/**
 * Units packed per SKU (keyed by `packingSkuKey`): Σ quantity per carton × carton count. One rule for
 * the wizard's packed/remaining counter and the booking's check that packed units match booked ones.
 */
export function packedUnitsBySku(boxes: readonly PackedCartonRow[]): Map<string, number> {
  const packed = new Map<string, number>();
  for (const box of boxes) {
    for (const item of box.items) {
      const key = packingSkuKey(item.sku);
      packed.set(key, (packed.get(key) ?? 0) + (item.quantity ?? 0) * (box.box_count ?? 0));
    }
  }
  return packed;
}
