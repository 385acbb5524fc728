/**
 * Shopify gives money as decimal strings (`"19.99"`, `"1000.0"`) in the currency's major unit; the
 * portal keeps minor units. The conversion is string arithmetic, so no float ever turns 19.99 into
 * 1998.9999: the digits are moved by the currency's ISO 4217 exponent (JPY 0, EUR 2, KWD 3) and a
 * longer fraction is rounded half up.
 */
export function decimalToMinorUnits(amount: string, currency: string): number {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) throw new Error(`not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const decimals = currencyExponent(currency);
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = (fraction[decimals] ?? '0') >= '5' ? 1 : 0;
  const minor = Number(`${whole}${kept}`) + roundUp;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** Digits after the decimal point in `currency` (2 for a code the runtime does not know). */
export function currencyExponent(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
