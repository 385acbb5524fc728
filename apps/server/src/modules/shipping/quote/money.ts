/** Integer arithmetic for charges: amounts in US cents, rates in basis points (1 bp = 0.01 %). */

export const BP = 10_000;

/** n / d rounded half up, for non-negative integers (exact where Math.round(n / d) may not be). */
export function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** `amount` × `bp` / 10,000, rounded half up to the cent. */
export function percentOf(amount: number, bp: number): number {
  return roundDiv(amount * bp, BP);
}

/** Rounds up, forgiving the binary noise of decimal sides (12.3 × 4.1 …) that would add a whole unit. */
export function ceilFine(x: number): number {
  return Math.ceil(x - 1e-9);
}
