import type { StatisticsFilters } from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The chart filters kept in the address (`start_date`, `end_date`, `warehouse_id`), so a link or reload keeps them. */
export function useChartFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<StatisticsFilters>(() => {
    const out: StatisticsFilters = {};
    const start = params.get('start_date');
    const end = params.get('end_date');
    const warehouse = Number(params.get('warehouse_id'));
    if (start && DAY.test(start)) out.start_date = start;
    if (end && DAY.test(end)) out.end_date = end;
    if (Number.isInteger(warehouse) && warehouse > 0) out.warehouse_id = warehouse;
    return out;
  }, [params]);
  const setFilters = useCallback(
    (next: StatisticsFilters) => {
      const search = new URLSearchParams();
      if (next.start_date) search.set('start_date', next.start_date);
      if (next.end_date) search.set('end_date', next.end_date);
      if (next.warehouse_id) search.set('warehouse_id', String(next.warehouse_id));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return { filters, setFilters };
}
