import { AppError } from '../../../kernel/app-error';

/** A calendar month in UTC: `2026-10` → [2026-10-01T00:00Z, 2026-11-01T00:00Z). */
export interface StatementMonth {
  month: string;
  from: string;
  to: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function startOf(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 1)).toISOString();
}

/**
 * The month a statement asks for, refused with its words when it is no month or not closed yet
 * (the current month and later ones are still moving).
 */
export function closedMonth(text: string, now: Date): StatementMonth {
  const match = MONTH.exec(text);
  if (!match || Number(match[1]) < 2000) throw new AppError('STATEMENT_MONTH_INVALID', { params: { month: text } });
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  // Compared as month numbers, not ISO strings: the end of 9999-12 is `+010000-…`, which sorts first.
  if (year * 12 + index >= now.getUTCFullYear() * 12 + now.getUTCMonth()) {
    throw new AppError('STATEMENT_MONTH_NOT_CLOSED', { params: { month: text } });
  }
  return { month: text, from: startOf(year, index), to: startOf(year, index + 1) };
}

/** The closed months from the one holding `first` to last month, newest first (none for an unused wallet). */
export function closedMonthsSince(first: string | null, now: Date): string[] {
  if (!first) return [];
  const start = new Date(first);
  const months: string[] = [];
  let year = now.getUTCFullYear();
  let index = now.getUTCMonth() - 1;
  while (year > start.getUTCFullYear() || (year === start.getUTCFullYear() && index >= start.getUTCMonth())) {
    if (index < 0) {
      year -= 1;
      index = 11;
      continue;
    }
    months.push(`${year}-${String(index + 1).padStart(2, '0')}`);
    index -= 1;
  }
  return months;
}
