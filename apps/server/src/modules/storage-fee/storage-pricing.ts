import { STORAGE_FREE_DAYS } from '@portal/contract';
import type { OpenLayer } from '../inventory';
import { daysBetween, type LocalDayCache } from './local-days';
import type { RateTier } from './rate-card-repository';

/** Micro-dollars in one cent. */
export const MICRO_PER_CENT = 10_000;

/** The tier a layer of this age pays, or undefined while it is free (days 1–30, or before the card's first tier). */
export function tierFor(ageDays: number, tiers: readonly RateTier[]): RateTier | undefined {
  if (ageDays <= STORAGE_FREE_DAYS) return undefined;
  let found: RateTier | undefined;
  for (const tier of tiers) if (tier.fromDay <= ageDays) found = tier;
  return found;
}

export function rateOn(ageDays: number, tiers: readonly RateTier[]): number {
  return tierFor(ageDays, tiers)?.dailyRateMicro ?? 0;
}

/** Cents a sum of micro-dollars comes to, and the discount on it (each rounded half up, once). */
export function settle(totalMicro: number, discountBp: number): { receivable: number; discount: number; net: number } {
  const receivable = Math.round(totalMicro / MICRO_PER_CENT);
  const discount = Math.round((receivable * discountBp) / 10_000);
  return { receivable, discount, net: receivable - discount };
}

export interface PricedLine {
  layer: OpenLayer;
  ageDays: number;
  tier: RateTier;
  unitVolumeM3: number;
  amountMicro: number;
}

export interface PricedDay {
  customerId: number;
  storedVolumeM3: number;
  chargedVolumeM3: number;
  lines: PricedLine[];
  receivable: number;
  discountBp: number;
  discount: number;
  net: number;
}

/**
 * One merchant's storage fee in one warehouse for one local day: each open layer on hand that day pays
 * its units × unit volume × the daily rate of its age tier; the sum is rounded to cents once, then the
 * discount is taken off. A layer whose SKU has no volume on record counts as 0 m³.
 */
export function priceDay(
  customerId: number,
  layers: readonly OpenLayer[],
  day: string,
  context: { tiers: readonly RateTier[]; volumes: Map<number, number>; arrivals: LocalDayCache; discountBp: number },
): PricedDay {
  let stored = 0;
  let charged = 0;
  let totalMicro = 0;
  const lines: PricedLine[] = [];
  for (const layer of layers) {
    const unitVolumeM3 = context.volumes.get(layer.productId) ?? 0;
    const volume = unitVolumeM3 * layer.remaining;
    stored += volume;
    const ageDays = daysBetween(context.arrivals.of(layer.receivedAt), day) + 1;
    const tier = tierFor(ageDays, context.tiers);
    if (!tier) continue;
    charged += volume;
    const amountMicro = volume * tier.dailyRateMicro;
    totalMicro += amountMicro;
    lines.push({ layer, ageDays, tier, unitVolumeM3, amountMicro });
  }
  return {
    customerId,
    storedVolumeM3: roundVolume(stored),
    chargedVolumeM3: roundVolume(charged),
    lines,
    discountBp: context.discountBp,
    ...settle(totalMicro, context.discountBp),
  };
}

/** Volumes are kept to the cm³ (6 decimals of m³): floating sums do not leave 0.30000000000000004. */
export function roundVolume(m3: number): number {
  return Math.round(m3 * 1_000_000) / 1_000_000;
}
