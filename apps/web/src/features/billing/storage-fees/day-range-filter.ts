import dayjs from 'dayjs';
import type { DateRange, FilterCodec } from '../../../shared/list/filter-codecs';

/**
 * A range of calendar days kept as `YYYY-MM-DD` (storage fees are charged per warehouse local day,
 * so the days are not instants in the user's time zone); either end may be open.
 */
export function dayRangeFilter(params: { from: string; to: string }): FilterCodec<DateRange> {
  return {
    params: () => [params.from, params.to],
    read: (texts) => {
      const from = texts[params.from];
      const to = texts[params.to];
      if (!from && !to) return undefined;
      return [from ? dayjs(from) : null, to ? dayjs(to) : null];
    },
    write: (value) => {
      const [start, end] = value ?? [null, null];
      return {
        [params.from]: start ? start.format('YYYY-MM-DD') : undefined,
        [params.to]: end ? end.format('YYYY-MM-DD') : undefined,
      };
    },
  };
}
