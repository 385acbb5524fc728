import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameter that names the record a list's detail drawer shows. */
export const OPENED_RECORD_PARAM = 'detail';

/** The record id an address names, or null when it names none or something that cannot be an id. */
export function openedRecordOf(params: URLSearchParams, param = OPENED_RECORD_PARAM): number | null {
  const raw = params.get(param);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * The record a list screen's detail drawer shows, kept in the address beside the list's filters
 * (`?detail=<id>`): a reload, a shared link, back and forward open the same record again. Opening
 * and closing are each a step of the history, so back closes a drawer just opened.
 */
export function useOpenedRecord(param = OPENED_RECORD_PARAM) {
  const [params, setParams] = useSearchParams();
  const id = useMemo(() => openedRecordOf(params, param), [params, param]);
  const change = useCallback(
    (next: number | null) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next === null) copy.delete(param);
        else copy.set(param, String(next));
        return copy;
      }),
    [setParams, param],
  );
  const open = useCallback((next: number) => change(next), [change]);
  const close = useCallback(() => change(null), [change]);
  return { id, open, close };
}
