/**
 * Receiving days as a reader says them: runs of three or more days joined ("Mon–Fri"), others
 * listed ("Mon, Wed, Sat"). `name(day)` words an ISO weekday (1 Monday … 7 Sunday).
 */
export function receivingDaysText(days: readonly number[], name: (day: number) => string, separator: string): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${name(run[0] as number)}–${name(run.at(-1) as number)}`] : run.map((day) => name(day)),
    )
    .join(separator);
}
