/** The API keeps money in integer cents; forms and tables show dollars with two decimals: 1234 → "12.34". */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount shown on its own, as a headline figure: 12345678 → "US$ 123,456.78". */
export function formatUsd(cents: number): string {
  return `US$ ${grouped.format(cents / 100)}`;
}
