import { STORAGE_CROSSING_WINDOW_DAYS, STORAGE_FORECAST_HORIZONS } from '@portal/contract';
import type { OpenLayer } from '../inventory';
import { addDays, daysBetween, type LocalDayCache } from './local-days';
import type { RateTier } from './rate-card-repository';
import { MICRO_PER_CENT, rateOn, roundVolume } from './storage-pricing';

export interface SkuForecast {
  productId: number;
  warehouseId: number;
  units: number;
  volumeM3: number;
  /** Cents after the discount, per horizon (30, 60, 90 days). */
  costs: [number, number, number];
  crossingUnits: number;
  crossingDate: string | null;
}

/**
 * What one SKU's layers in one warehouse will cost if nothing ships: for each of the next 30/60/90
 * local days starting today (today is charged tomorrow morning), every layer pays the rate of the
 * tier its age reaches that day; the sum is rounded to cents once and discounted like a charge.
 * Units "crossing" are those of layers whose daily rate rises within the next 7 days (a free layer
 * reaching its first paid day counts too), with the first day that happens.
 */
export function forecastSku(
  layers: readonly OpenLayer[],
  today: string,
  context: { tiers: readonly RateTier[]; unitVolumeM3: number; arrivals: LocalDayCache; discountBp: number },
): SkuForecast {
  const first = layers[0] as OpenLayer;
  const longest = STORAGE_FORECAST_HORIZONS[STORAGE_FORECAST_HORIZONS.length - 1] as number;
  const micro = STORAGE_FORECAST_HORIZONS.map(() => 0);
  let units = 0;
  let crossingUnits = 0;
  let crossingIn: number | null = null;
  for (const layer of layers) {
    units += layer.remaining;
    const volume = layer.remaining * context.unitVolumeM3;
    const ageToday = daysBetween(context.arrivals.of(layer.receivedAt), today) + 1;
    for (let k = 0; k < longest; k++) {
      const cost = volume * rateOn(ageToday + k, context.tiers);
      STORAGE_FORECAST_HORIZONS.forEach((horizon, i) => {
        if (k < horizon) micro[i] = (micro[i] as number) + cost;
      });
    }
    const rateToday = rateOn(ageToday, context.tiers);
    for (let k = 1; k <= STORAGE_CROSSING_WINDOW_DAYS; k++) {
      if (rateOn(ageToday + k, context.tiers) > rateToday) {
        crossingUnits += layer.remaining;
        crossingIn = crossingIn === null ? k : Math.min(crossingIn, k);
        break;
      }
    }
  }
  const discounted = (m: number) => {
    const cents = Math.round(m / MICRO_PER_CENT);
    return cents - Math.round((cents * context.discountBp) / 10_000);
  };
  return {
    productId: first.productId,
    warehouseId: first.warehouseId,
    units,
    volumeM3: roundVolume(units * context.unitVolumeM3),
    costs: micro.map(discounted) as [number, number, number],
    crossingUnits,
    crossingDate: crossingIn === null ? null : addDays(today, crossingIn),
  };
}
