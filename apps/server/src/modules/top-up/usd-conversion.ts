import { currencyDecimals, type TopUpCurrency } from '@portal/contract';

/**
 * Cents credited for `amount` minor units of `currency` at `rate` (USD for one unit, exact decimal
 * text): amount × rate × 100 / 10^decimals, rounded half up to the whole cent. BigInt throughout, so
 * no float ever touches money: 12345 JPY at 0.0067123 → 82.863… USD → 8286 cents.
 */
export function creditedCents(amount: number, currency: TopUpCurrency, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const numerator = BigInt(amount) * BigInt(`${whole}${fraction}`) * 100n;
  const denominator = 10n ** BigInt(fraction.length + currencyDecimals(currency));
  const cents = (numerator * 2n + denominator) / (denominator * 2n);
  return Number(cents);
}

/** "1.2500" → "1.25", "007" → "7": one spelling per rate. */
export function canonicalRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}
