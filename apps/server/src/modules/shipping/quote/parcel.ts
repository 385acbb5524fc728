import type { MeasuredParcel, ShipmentConsumable, ShipmentLine } from '@portal/contract';
import { ceilFine } from './money';

/** A parcel as rates see it: its weight and its sides, longest first. */
export interface Parcel {
  weight_g: number;
  sides: readonly [number, number, number];
}

const descending = (a: number, b: number) => b - a;

function sorted(a: number, b: number, c: number): [number, number, number] {
  const [x = 0, y = 0, z = 0] = [a, b, c].sort(descending);
  return [x, y, z];
}

/** Rounds a side up to the millimetre, so an estimate never reads smaller than what it stands for. */
const toMillimetre = (cm: number) => ceilFine(cm * 10) / 10;

/**
 * The parcel an order's lines make before the warehouse packs it (the estimate at submit). Weight:
 * every unit and every consumable. Sides: one unit alone keeps its own; several are taken as a box
 * of their summed volume that is as long as the longest unit, and at least as wide and as high as
 * the widest and highest, as near to square in section as that allows. Consumables add no volume:
 * the measured parcel at packing settles the difference.
 */
export function parcelOfLines(lines: readonly ShipmentLine[], consumables: readonly ShipmentConsumable[]): Parcel {
  let weight = 0;
  let units = 0;
  let volume = 0;
  let longest = 0;
  let middle = 0;
  let shortest = 0;
  let single: [number, number, number] = [0, 0, 0];
  for (const line of lines) {
    const sides = sorted(line.length_cm, line.width_cm, line.height_cm);
    weight += line.weight_g * line.quantity;
    units += line.quantity;
    volume += sides[0] * sides[1] * sides[2] * line.quantity;
    longest = Math.max(longest, sides[0]);
    middle = Math.max(middle, sides[1]);
    shortest = Math.max(shortest, sides[2]);
    single = sides;
  }
  for (const consumable of consumables) weight += consumable.weight_g * consumable.quantity;
  const weight_g = ceilFine(weight);
  if (units === 1 || volume === 0 || longest === 0) return { weight_g, sides: single };
  const width = Math.max(middle, Math.sqrt(volume / longest));
  const height = Math.max(shortest, volume / (longest * width));
  return { weight_g, sides: sorted(longest, toMillimetre(width), toMillimetre(height)) };
}

export function parcelMeasured(parcel: MeasuredParcel): Parcel {
  return { weight_g: ceilFine(parcel.weight_g), sides: sorted(parcel.length_cm, parcel.width_cm, parcel.height_cm) };
}

export function longestSide(parcel: Parcel): number {
  return parcel.sides[0];
}

/** 2 × (width + height): round the parcel across its length. */
export function girth(parcel: Parcel): number {
  return 2 * (parcel.sides[1] + parcel.sides[2]);
}

/** Length plus girth, L + 2W + 2H. */
export function lengthGirth(parcel: Parcel): number {
  return parcel.sides[0] + girth(parcel);
}

/** L × W × H × 1000 / factor, in whole grams rounded up. */
export function volumetricWeight(parcel: Parcel, volumeFactor: number): number {
  const [l, w, h] = parcel.sides;
  return ceilFine((l * w * h * 1000) / volumeFactor);
}
