import type { BillingMethod } from '@portal/contract';
import { type Parcel, volumetricWeight } from './parcel';
import { inRange, postcodeKey } from './postcodes';
import type { CompiledArea, CompiledMethod, RateCard } from './rate-data';

export interface Weights {
  actual_weight_g: number;
  volumetric_weight_g: number;
  chargeable_weight_g: number;
}

/** The weight a method bills, rounded up to its step (a parcel of nothing still costs one step). */
export function weightsFor(
  parcel: Parcel,
  method: { billing_method: BillingMethod; volume_factor: number; weight_step_g: number },
): Weights {
  const actual = parcel.weight_g;
  const volumetric = volumetricWeight(parcel, method.volume_factor);
  const billed =
    method.billing_method === 'actual'
      ? actual
      : method.billing_method === 'volumetric'
        ? volumetric
        : Math.max(actual, volumetric);
  const step = method.weight_step_g;
  const chargeable = Math.max(step, Math.ceil(billed / step) * step);
  return { actual_weight_g: actual, volumetric_weight_g: volumetric, chargeable_weight_g: chargeable };
}

/**
 * The price of a chargeable weight: the first break at or above it; past the last break, the last
 * break's price plus the extra step's price per started step. null: the card does not go that heavy.
 */
export function cardPrice(card: RateCard, grams: number): number | null {
  for (const entry of card.breaks) if (grams <= entry.up_to_g) return entry.price;
  const last = card.breaks.at(-1);
  if (!last || card.extra_step_g === null || card.extra_step_price === null) return null;
  return last.price + Math.ceil((grams - last.up_to_g) / card.extra_step_g) * card.extra_step_price;
}

/** Whether an area holds the destination (its country, and its postcode range if it has one). */
export function areaHolds(area: CompiledArea, country: string, key: string): boolean {
  return area.country === country && (area.range === null || inRange(area.range, country, key));
}

/**
 * The method's zone for a destination: of the areas holding it, the most specific (a postcode range
 * before its whole country, a longer beginning before a shorter), then the narrower range.
 */
export function zoneOf(method: CompiledMethod, country: string, zip: string): string | null {
  const areas = method.zonesByCountry.get(country);
  if (!areas) return null;
  const key = postcodeKey(country, zip);
  let best: { zone: string; specificity: number; width: number } | null = null;
  for (const area of areas) {
    if (!areaHolds(area, country, key)) continue;
    const width =
      area.range?.from == null || area.range.to == null ? Number.MAX_SAFE_INTEGER : area.range.to - area.range.from;
    if (!best || area.specificity > best.specificity || (area.specificity === best.specificity && width < best.width)) {
      best = { zone: area.zone, specificity: area.specificity, width };
    }
  }
  return best?.zone ?? null;
}
