import { z } from 'zod';
import { idRule } from '../../rules/id';
import { dateRule } from '../../rules/strict-values';

/** The longest range a statistics read covers: a year, leap day included. */
export const STATISTICS_MAX_DAYS = 366;

/** A calendar day (UTC), `YYYY-MM-DD`, that exists. */
const dayRule = dateRule();

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * The filters of every chart: a range of whole UTC days (both ends included; the server's default is
 * the last 12 months up to today) and one warehouse or all.
 */
const filterShape = {
  start_date: dayRule.optional(),
  end_date: dayRule.optional(),
  warehouse_id: idRule.optional(),
};

/** Refuses an end before the start or a range over STATISTICS_MAX_DAYS. */
export function withStatisticsRange<S extends z.ZodObject<typeof filterShape>>(schema: S) {
  return schema.refine(
    (q) =>
      !q.start_date ||
      !q.end_date ||
      (q.end_date >= q.start_date && daysBetween(q.start_date, q.end_date) < STATISTICS_MAX_DAYS),
    { message: 'v.dateRange', path: ['end_date'] },
  );
}

export const statisticsFilterObject = z.object(filterShape);
export const statisticsFilterSchema = withStatisticsRange(statisticsFilterObject);
export type StatisticsFilters = z.input<typeof statisticsFilterSchema>;

/** The range a reply covers, after the defaults: the page shows it and the export names it. */
export const statisticsRangeSchema = z.object({ start_date: z.string(), end_date: z.string() });
