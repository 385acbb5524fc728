import type { ShippingArea } from '@portal/contract';
import { formatMeasure } from '../../shared/format/measures';

/** Grams as a shipper reads them: "450 g" below a kilogram, "2.5 kg" from one. */
export function formatGrams(grams: number): string {
  return grams < 1000 ? `${formatMeasure(grams)} g` : `${formatMeasure(grams / 1000)} kg`;
}

/** Basis points as a percentage: 1550 → "15.5 %". */
export function formatBasisPoints(bp: number): string {
  return `${formatMeasure(bp / 100)} %`;
}

export type AreaText = { key: 'whole' | 'range' | 'prefix'; values: { country: string; from?: string; to?: string } };

/** How one area of a zone or a remote-area surcharge reads: a whole country, or a postcode range of it. */
export function areaText(area: ShippingArea): AreaText {
  if (area.postcode_from === null) return { key: 'whole', values: { country: area.country } };
  if (area.postcode_to && area.postcode_to !== area.postcode_from)
    return { key: 'range', values: { country: area.country, from: area.postcode_from, to: area.postcode_to } };
  return { key: 'prefix', values: { country: area.country, from: area.postcode_from } };
}
