/** The API keeps money in integer cents; screens show dollars with two decimals: 1234 → "12.34". */
export function formatCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
