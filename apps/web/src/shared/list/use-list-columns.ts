import { useCallback, useMemo } from 'react';
import { themeStore, useListColumnChoice, useTheme } from '../theme/theme-store';
import { type ListColumn, pickColumns, shownColumnKeys } from './list-columns';

/**
 * A list's columns as shown: the merchant's pick (saved per browser under the list's id), or the
 * list's defaults for the window's width. `pick` and `reset` change the pick.
 */
export function useListColumns<T>(listId: string, columns: ListColumn<T>[]) {
  const { screenWidth } = useTheme();
  const picked = useListColumnChoice(listId);
  const shown = useMemo(() => shownColumnKeys(columns, picked, screenWidth), [columns, picked, screenWidth]);
  const visible = useMemo(() => pickColumns(columns, shown), [columns, shown]);
  const pick = useCallback((keys: readonly string[]) => themeStore.setListColumns(listId, keys), [listId]);
  const reset = useCallback(() => themeStore.setListColumns(listId, null), [listId]);
  return { all: columns, shown, visible, screenWidth, isPicked: picked !== undefined, pick, reset };
}

export type ListColumns<T> = ReturnType<typeof useListColumns<T>>;
