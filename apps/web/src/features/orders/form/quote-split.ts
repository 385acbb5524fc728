import type { ShippingQuote } from '@portal/contract';

/** A quote's basic shipping charge ("estimated cost"), and everything else it adds ("other charges"). */
export function splitQuote(quote: ShippingQuote): { basic: number; other: number } {
  const basic = quote.charges
    .filter((line) => line.code === 'basic_shipping')
    .reduce((sum, line) => sum + line.amount, 0);
  return { basic, other: quote.total - basic };
}
