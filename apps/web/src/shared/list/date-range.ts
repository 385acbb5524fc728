import dayjs, { type Dayjs } from 'dayjs';

/** A range picker's value: either end may be open. */
export type DateRangeValue = [Dayjs | null, Dayjs | null] | null | undefined;

/**
 * Days picked in the user's time zone, as the ISO UTC instants the API filters on: from the start
 * of the first day to the end of the last.
 */
export function dateRangeToIso(range: DateRangeValue): { from?: string; to?: string } {
  const [start, end] = range ?? [null, null];
  return {
    from: start ? start.startOf('day').toISOString() : undefined,
    to: end ? end.endOf('day').toISOString() : undefined,
  };
}

/** The picker's value for the instants kept in the address. */
export function isoToDateRange(
  from: string | undefined,
  to: string | undefined,
): [Dayjs | null, Dayjs | null] | undefined {
  if (!from && !to) return undefined;
  return [from ? dayjs(from) : null, to ? dayjs(to) : null];
}
