import type { CURRENCIES } from '../../rules/account-values';

/**
 * Money of a top-up is kept in its currency's minor unit: JPY and KRW have none (1 = one yen),
 * every other remittance currency of spec 9 has cents (1 = 0.01). Zod-free: the web form converts
 * what is typed with these, the server formats amounts for its exports.
 */
export type TopUpCurrency = (typeof CURRENCIES)[number];

const ZERO_DECIMAL: readonly TopUpCurrency[] = ['JPY', 'KRW'];

export function currencyDecimals(currency: TopUpCurrency): 0 | 2 {
  return ZERO_DECIMAL.includes(currency) ? 0 : 2;
}

/** Largest amount a record may hold, in minor units: far above any transfer, well inside a safe integer. */
export const TOP_UP_AMOUNT_MAX = 100_000_000_000;

/**
 * "1234.5" in EUR → 123450; undefined when the text is not a positive amount with at most the
 * currency's decimals. String arithmetic: no float ever rounds what the merchant typed.
 */
export function toMinorUnits(text: string, currency: TopUpCurrency): number | undefined {
  const decimals = currencyDecimals(currency);
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  const minor = Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
  return minor > 0 && minor <= TOP_UP_AMOUNT_MAX ? minor : undefined;
}

/** 123450 in EUR → "1234.50"; 5000 in JPY → "5000". */
export function minorUnitsText(amount: number, currency: TopUpCurrency): string {
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
