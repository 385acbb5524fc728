/** The calendar quarter (UTC) of a moment, `2026-Q4`, and the first day of the next one. */
export function quarterOf(now: Date): { quarter: string; nextOpensOn: string } {
  const year = now.getUTCFullYear();
  const index = Math.floor(now.getUTCMonth() / 3);
  const next = new Date(Date.UTC(year, (index + 1) * 3, 1));
  return { quarter: `${year}-Q${index + 1}`, nextOpensOn: next.toISOString().slice(0, 10) };
}
