import { minorUnitsText, type TopUpCurrency } from '@portal/contract';

/** An amount in its own currency's unit: "1234.50 EUR", "150000 JPY"; '-' for none. */
export function amountText(amount: number | null, currency: TopUpCurrency): string {
  return amount === null ? '-' : `${minorUnitsText(amount, currency)} ${currency}`;
}
