import { useCallback, useState } from 'react';

/** A counter per tab: bumping it gives the page a new React key, so "reload" remounts it fresh. */
export function usePageRevisions() {
  const [revisions, setRevisions] = useState<Record<string, number>>({});
  const reload = useCallback((key: string) => {
    setRevisions((current) => ({ ...current, [key]: (current[key] ?? 0) + 1 }));
  }, []);
  return { revisions, reload };
}
