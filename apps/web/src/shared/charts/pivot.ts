/**
 * Rows of (x, series, value) as echarts series: one per series name, values in the order of the
 * x labels, 0 where a pair has no row.
 */
export function pivot<R>(
  rows: R[],
  x: (row: R) => string,
  series: (row: R) => string,
  value: (row: R) => number,
): { labels: string[]; series: { name: string; data: number[] }[] } {
  const labels = [...new Set(rows.map(x))].sort();
  const names = [...new Set(rows.map(series))];
  const at = new Map(labels.map((label, index) => [label, index]));
  const out = names.map((name) => ({ name, data: labels.map(() => 0) }));
  const byName = new Map(out.map((s) => [s.name, s]));
  for (const row of rows) {
    const target = byName.get(series(row));
    const index = at.get(x(row));
    if (target && index !== undefined) target.data[index] = (target.data[index] ?? 0) + value(row);
  }
  return { labels, series: out };
}

/** Cents as dollars for a chart axis: exact to the cent. */
export const dollars = (cents: number) => Math.round(cents) / 100;
