import type { StatisticsFilters } from '@portal/contract';

/** A resolved range: the days the reply names and the half-open UTC times the queries take. */
export interface StatisticsRange {
  startDate: string;
  endDate: string;
  from: string;
  to: string;
  warehouseId?: number;
}

const DAY_MS = 86_400_000;

export function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The start of a UTC day as the ISO text rows store (`2026-01-31T00:00:00.000Z`). */
export function startOf(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/**
 * The filters with their defaults: without dates, the 12 months up to today (a whole year of
 * months); with only one end, a year from or up to it, so a range never exceeds the contract's limit.
 */
export function resolveRange(query: StatisticsFilters, today: Date, defaultDays = 365): StatisticsRange {
  const end = query.end_date ?? (query.start_date ? addDays(query.start_date, defaultDays - 1) : dayOf(today));
  const start = query.start_date ?? addDays(end, -(defaultDays - 1));
  const warehouseId = query.warehouse_id === undefined ? undefined : Number(query.warehouse_id);
  return {
    startDate: start,
    endDate: end,
    from: startOf(start),
    to: startOf(addDays(end, 1)),
    ...(warehouseId === undefined ? {} : { warehouseId }),
  };
}

/** The months a range touches, `YYYY-MM`, in order. */
export function monthsOf(range: Pick<StatisticsRange, 'startDate' | 'endDate'>): string[] {
  const months: string[] = [];
  let year = Number(range.startDate.slice(0, 4));
  let month = Number(range.startDate.slice(5, 7));
  const last = range.endDate.slice(0, 7);
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    months.push(label);
    if (label >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** The first day after a month, `YYYY-MM-DD`. */
export function nextMonthStart(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}
