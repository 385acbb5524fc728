import { SURCHARGE_KINDS, type SurchargeKind } from '@portal/contract';
import { BP, roundDiv } from './money';
import { girth, lengthGirth, longestSide, type Parcel } from './parcel';
import { areaHolds } from './rate-card';
import type { CompiledMethod, CompiledSurcharge } from './rate-data';

/** What decides whether a surcharge applies and how much it is. */
export interface SurchargeContext {
  parcel: Parcel;
  chargeable_weight_g: number;
  /** Basic freight in cents. */
  freight: number;
  country: string;
  /** The destination postcode as ranges compare it (`postcodeKey`). */
  postcodeKey: string;
  /** The quoted day, YYYY-MM-DD (UTC). */
  day: string;
  dangerous: boolean;
}

function applies(surcharge: CompiledSurcharge, context: SurchargeContext): boolean {
  switch (surcharge.kind) {
    case 'remote_area':
      return surcharge.areas.some((area) => areaHolds(area, context.country, context.postcodeKey));
    case 'oversize':
      return (
        exceeds(longestSide(context.parcel), surcharge.over_longest_cm) ||
        exceeds(girth(context.parcel), surcharge.over_girth_cm) ||
        exceeds(lengthGirth(context.parcel), surcharge.over_length_girth_cm) ||
        exceeds(context.parcel.weight_g, surcharge.over_weight_g)
      );
    case 'peak_season':
      return (
        surcharge.starts_on !== null &&
        surcharge.ends_on !== null &&
        context.day >= surcharge.starts_on &&
        context.day <= surcharge.ends_on
      );
    case 'dangerous_goods':
      return context.dangerous;
  }
}

function exceeds(value: number, limit: number | null): boolean {
  return limit !== null && value > limit + 1e-9;
}

/**
 * The surcharge with its fuel, in cents: fixed + per started kg of chargeable weight + a share of
 * the freight, at least the minimum, then fuel on top; rounded half up once, at the end.
 */
export function surchargeAmount(surcharge: CompiledSurcharge, context: SurchargeContext): number {
  const kilos = Math.ceil(context.chargeable_weight_g / 1000);
  // In 1/10,000 of a cent, so the share of freight stays exact until the one rounding.
  const base = Math.max(
    (surcharge.fixed + surcharge.per_kg * kilos) * BP + context.freight * surcharge.freight_bp,
    surcharge.minimum * BP,
  );
  return roundDiv(base * (BP + surcharge.fuel_bp), BP * BP);
}

/** One amount per kind that applies: of several tiers of a kind (remote, extended remote), the dearest. */
export function surchargeLines(method: CompiledMethod, context: SurchargeContext): Map<SurchargeKind, number> {
  const out = new Map<SurchargeKind, number>();
  for (const kind of SURCHARGE_KINDS) {
    let dearest = 0;
    for (const surcharge of method.surcharges.get(kind) ?? []) {
      if (applies(surcharge, context)) dearest = Math.max(dearest, surchargeAmount(surcharge, context));
    }
    if (dearest > 0) out.set(kind, dearest);
  }
  return out;
}
