/**
 * The value limits the tax rules of a quote turn on (spec 9; docs/SHIPPING-RATES.md "Taxes"). The
 * rate engine applies them and the tariff threshold page states them: one number, one place.
 */

/** EU VAT is due from the first cent of an import since this day (the 22 EUR exemption ended). */
export const EU_VAT_FROM_ZERO_SINCE = '2021-07-01';

/** A recipient's goods of one day under this many euro cents go under IOSS, delivered duties paid. */
export const IOSS_LIMIT_EUR_CENTS = 15_000;

/** Singapore goods up to this many SGD cents fall under the overseas-vendor GST regime. */
export const SG_LOW_VALUE_SGD_CENTS = 40_000;
