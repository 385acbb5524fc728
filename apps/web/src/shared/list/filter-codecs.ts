import dayjs, { type Dayjs } from 'dayjs';
import { batchLines } from './batch-lines';

/** The texts a list's address holds for its filters, by query parameter. */
export type FilterTexts = Readonly<Record<string, string | undefined>>;

/**
 * How one filter field of a list's form is kept in the address: `read` gives the form's value from
 * the address's texts, `write` the texts for a value (undefined leaves a parameter out). The
 * parameters are the contract's filter fields; most filters keep one named like the form field,
 * a date range keeps two.
 */
export interface FilterCodec<V> {
  params(field: string): readonly string[];
  read(texts: FilterTexts, field: string): V | undefined;
  write(value: V | undefined, field: string): Record<string, string | undefined>;
}

const own = (field: string) => [field];

function trimmed(value: string | number | undefined | null): string | undefined {
  const text = value === undefined || value === null ? '' : String(value).trim();
  return text || undefined;
}

/** Free text (a name, a barcode): trimmed; blank leaves it out. */
export function textFilter(): FilterCodec<string> {
  return {
    params: own,
    read: (texts, field) => texts[field],
    write: (value, field) => ({ [field]: trimmed(value) }),
  };
}

/** The id of a picked option (a category, an attribute): a number in the form, digits in the address. */
export function idFilter(): FilterCodec<number> {
  return {
    params: own,
    read: (texts, field) => {
      const text = texts[field];
      return text && /^\d+$/.test(text) ? Number(text) : undefined;
    },
    write: (value, field) => ({ [field]: trimmed(value) }),
  };
}

/** One of a fixed set of choices (a status): a text outside the set, typed into the address, is dropped. */
export function choiceFilter<const T extends string>(choices: readonly T[]): FilterCodec<T> {
  return {
    params: own,
    read: (texts, field) => choices.find((choice) => choice === texts[field]),
    write: (value, field) => ({ [field]: value }),
  };
}

/** A batch search box: one entry per line, kept without blanks and repeats. */
export function batchLinesFilter(): FilterCodec<string> {
  return {
    params: own,
    read: (texts, field) => texts[field],
    write: (value, field) => ({ [field]: trimmed(batchLines(value).join('\n')) }),
  };
}

/** A tick box (only rows with stock, only alerts): '1' in the address when ticked, absent otherwise. */
export function flagFilter(): FilterCodec<boolean> {
  return {
    params: own,
    read: (texts, field) => (texts[field] === '1' ? true : undefined),
    write: (value, field) => ({ [field]: value ? '1' : undefined }),
  };
}

/** A range picker's value: either end may be open. */
export type DateRange = [Dayjs | null, Dayjs | null];

/**
 * Days picked in the user's time zone, kept as the ISO UTC instants the API filters on: from the
 * start of the first day (`from`) to the end of the last (`to`). With `days: true` they are kept as
 * calendar days (`YYYY-MM-DD`), for lists whose rows belong to a day rather than an instant (a
 * warehouse's local day of storage fees). With `utc: true` the days picked are UTC days, for a list
 * that shows its times in UTC (the operation log): the rows of a day picked are that day's rows shown.
 */
export function dateRangeFilter(params: {
  from: string;
  to: string;
  days?: boolean;
  utc?: boolean;
}): FilterCodec<DateRange> {
  // A UTC instant's calendar day, as the picker's (local) day of the same date.
  const day = (text: string) => (params.utc ? dayjs(text.slice(0, 10)) : dayjs(text));
  return {
    params: () => [params.from, params.to],
    read: (texts) => {
      const from = texts[params.from];
      const to = texts[params.to];
      if (!from && !to) return undefined;
      return [from ? day(from) : null, to ? day(to) : null];
    },
    write: (value) => {
      const [start, end] = value ?? [null, null];
      if (params.days) {
        return {
          [params.from]: start ? start.format('YYYY-MM-DD') : undefined,
          [params.to]: end ? end.format('YYYY-MM-DD') : undefined,
        };
      }
      if (params.utc) {
        return {
          [params.from]: start ? `${start.format('YYYY-MM-DD')}T00:00:00.000Z` : undefined,
          [params.to]: end ? `${end.format('YYYY-MM-DD')}T23:59:59.999Z` : undefined,
        };
      }
      return {
        [params.from]: start ? start.startOf('day').toISOString() : undefined,
        [params.to]: end ? end.endOf('day').toISOString() : undefined,
      };
    },
  };
}
