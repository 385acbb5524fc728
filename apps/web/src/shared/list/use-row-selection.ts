import { type Key, useCallback, useState } from 'react';

/**
 * The rows ticked in a list. Other filters show other rows, so the selection is dropped when
 * `filtersKey` changes; turning pages keeps it.
 */
export function useRowSelection(filtersKey: string) {
  const [selection, setSelection] = useState<{ keys: Key[]; filtersKey: string }>({ keys: [], filtersKey });
  const selectedKeys = selection.filtersKey === filtersKey ? selection.keys : [];
  const onChange = useCallback((keys: Key[]) => setSelection({ keys, filtersKey }), [filtersKey]);
  const clear = useCallback(() => setSelection({ keys: [], filtersKey }), [filtersKey]);
  /** Unticks rows that are gone (deleted). */
  const drop = useCallback(
    (gone: Key[]) =>
      setSelection((current) => ({ ...current, keys: current.keys.filter((key) => !gone.includes(key)) })),
    [],
  );
  return { selectedKeys, onChange, clear, drop };
}
