import type { RateZone } from '@portal/contract';

/**
 * A method's cards as a shipper's rate sheet: one row per weight break of any zone, one price per
 * zone, read the way the engine prices (the first break at or above the weight; past the last, the
 * extra steps; `null` where the zone carries nothing that heavy).
 */
export interface RateSheetRow {
  up_to_g: number;
  prices: (number | null)[];
}

export function priceAt(zone: RateZone, grams: number): number | null {
  const breaks = [...zone.breaks].sort((a, b) => a.up_to_g - b.up_to_g);
  const first = breaks.find((one) => one.up_to_g >= grams);
  if (first) return first.price;
  const last = breaks.at(-1);
  if (!last || zone.extra_step_g === null || zone.extra_step_price === null) return null;
  return last.price + Math.ceil((grams - last.up_to_g) / zone.extra_step_g) * zone.extra_step_price;
}

export function rateSheet(zones: RateZone[]): RateSheetRow[] {
  const weights = [...new Set(zones.flatMap((zone) => zone.breaks.map((one) => one.up_to_g)))].sort((a, b) => a - b);
  return weights.map((up_to_g) => ({ up_to_g, prices: zones.map((zone) => priceAt(zone, up_to_g)) }));
}
