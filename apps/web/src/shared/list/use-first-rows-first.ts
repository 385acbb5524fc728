import { startTransition, useEffect, useMemo, useState } from 'react';

/** About a screenful of rows above the fold of a 900 px window, under the filters and the toolbar. */
export const FIRST_ROWS = 8;

/**
 * The rows a table shows: the first time it has more than a screenful, only those first, then all of
 * them in a render React may interrupt. A reload's first screen thus paints the rows in view about
 * 0.1 s sooner (docs/PERFORMANCE.md), and the rest follow within a few frames; from then on the table
 * shows every row it is given.
 */
export function useFirstRowsFirst<T>(rows: T[] | undefined): T[] {
  const [all, setAll] = useState(false);
  const long = (rows?.length ?? 0) > FIRST_ROWS;
  useEffect(() => {
    if (long && !all) startTransition(() => setAll(true));
  }, [long, all]);
  return useMemo(() => (all ? (rows ?? []) : (rows ?? []).slice(0, FIRST_ROWS)), [rows, all]);
}
