import type { MenuDataItem } from '@ant-design/pro-components';
import { useCallback, useEffect, useState } from 'react';
import { ancestorKeys } from './menu-data';

/**
 * The side menu's open submenus: the current page's groups open on navigation; with `unique`
 * (the sideUniqueOpen setting) opening a submenu closes the ones outside its branch.
 */
export function useMenuOpenKeys(items: MenuDataItem[], pathname: string, unique: boolean) {
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(items, pathname));

  useEffect(() => {
    const needed = ancestorKeys(items, pathname);
    // The same keys keep the same list: a new one would re-render the whole layout for nothing.
    setOpenKeys((current) => sameKeys(current, unique ? needed : [...new Set([...current, ...needed])]));
  }, [items, pathname, unique]);

  const onOpenChange = useCallback(
    (keys: string[] | false) => {
      if (keys) setOpenKeys((current) => (unique ? accordion(items, current, keys) : keys));
    },
    [items, unique],
  );

  return { openKeys, onOpenChange };
}

/** Keeps only the branch of the submenu just opened; a close is taken as it is. */
export function accordion(items: MenuDataItem[], previous: string[], next: string[]): string[] {
  const opened = next.find((key) => !previous.includes(key));
  if (!opened) return next;
  const branch = new Set([...ancestorKeys(items, opened), opened]);
  return next.filter((key) => branch.has(key));
}

/** `next`, or `current` itself when it holds the same keys in the same order. */
function sameKeys(current: string[], next: string[]): string[] {
  return current.length === next.length && current.every((key, i) => key === next[i]) ? current : next;
}
