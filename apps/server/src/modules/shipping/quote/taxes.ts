import {
  type FeeItemCode,
  IOSS_LIMIT_EUR_CENTS,
  SG_LOW_VALUE_SGD_CENTS,
  type ShipmentTaxCodes,
  type TaxKind,
} from '@portal/contract';
import { BP, percentOf, roundDiv } from './money';
import type { RateData } from './rate-data';

/**
 * Import taxes the provider pays for the merchant when it ships duties-paid (DDP), charged back as
 * fee items. Their rules (docs/SHIPPING-RATES.md, "Taxes"):
 * - EU (a destination with an `eu_vat` rate, from a warehouse outside the EU): VAT is due from the
 *   first cent (the 22 EUR exemption ended on 2021-07-01). Goods of one recipient and one day
 *   (this order plus `recipient_day_value`) under 150 EUR go under IOSS: charged as `eu_ioss`
 *   unless the merchant gives its own IOSS number (it collected the VAT at checkout and declares
 *   it itself). From 150 EUR, import VAT: charged as `vat` unless the merchant gives its VAT
 *   number (it imports in its own name and accounts for the VAT itself). Intra-EU: nothing.
 * - Singapore: GST on goods up to 400 SGD is the seller's under the overseas-vendor regime, so a
 *   merchant with a GST number is not charged; above 400 SGD, or without a number, `sg_gst`.
 * - Brazil: ICMS of the destination state (the country's rate where the state has none), charged
 *   unless the merchant gives its ICMS registration; it is levied "por dentro", on a base that
 *   includes itself: value × r / (1 − r).
 * The base is the goods value of this order (Σ unit price × quantity); freight is the provider's.
 */

export interface TaxContext {
  warehouseCountry: string | undefined;
  country: string;
  state: string;
  /** This order's goods, US cents. */
  goodsValue: number;
  /** The same recipient's other goods of the day, US cents. */
  recipientDayValue: number;
  codes: ShipmentTaxCodes;
}

export interface TaxLine {
  code: FeeItemCode;
  amount: number;
}

function rateOf(data: RateData, tax: TaxKind, country: string | undefined, region = ''): number | undefined {
  if (country === undefined) return undefined;
  const regions = data.taxRates.get(tax)?.get(country);
  return regions?.get(region) ?? regions?.get('');
}

/** Whether `usdCents` is below (or, `inclusive`, at most) `limit` minor units of `currency`. */
function withinLimit(usdCents: number, usdPerUnitMicros: number | undefined, limit: number, inclusive: boolean) {
  // No rate on file: the value cannot be told to be low, so the higher regime applies.
  if (usdPerUnitMicros === undefined) return false;
  const value = BigInt(usdCents) * 1_000_000n;
  const bound = BigInt(limit) * BigInt(usdPerUnitMicros);
  return inclusive ? value <= bound : value < bound;
}

export function taxLines(data: RateData, context: TaxContext): TaxLine[] {
  if (context.goodsValue <= 0 || context.warehouseCountry === context.country) return [];
  const lines: TaxLine[] = [];
  const codes = context.codes;

  const vat = rateOf(data, 'eu_vat', context.country);
  if (vat !== undefined && rateOf(data, 'eu_vat', context.warehouseCountry) === undefined) {
    const dayValue = context.goodsValue + context.recipientDayValue;
    const underIoss = withinLimit(dayValue, data.usdPerUnitMicros.get('EUR'), IOSS_LIMIT_EUR_CENTS, false);
    if (underIoss && !codes.ioss) lines.push({ code: 'eu_ioss', amount: percentOf(context.goodsValue, vat) });
    if (!underIoss && !codes.vat) lines.push({ code: 'vat', amount: percentOf(context.goodsValue, vat) });
  }

  const gst = rateOf(data, 'sg_gst', context.country);
  if (gst !== undefined) {
    const lowValue = withinLimit(context.goodsValue, data.usdPerUnitMicros.get('SGD'), SG_LOW_VALUE_SGD_CENTS, true);
    if (!(lowValue && codes.gst)) lines.push({ code: 'sg_gst', amount: percentOf(context.goodsValue, gst) });
  }

  const icms = rateOf(data, 'br_icms', context.country, context.state.trim().toUpperCase());
  if (icms !== undefined && !codes.icms && icms < BP) {
    lines.push({ code: 'br_icms', amount: roundDiv(context.goodsValue * icms, BP - icms) });
  }
  return lines.filter((line) => line.amount > 0);
}
