import { createContext, useContext, useEffect } from 'react';
import { tabStore } from './tab-store';
import type { TabTitle } from './tab-title';
import { unsavedChanges } from './unsaved-changes';

/** The key of the tab a page is shown in; the shell provides it around each tab's page. */
export const TabKeyContext = createContext<string | null>(null);

export function useTabKey(): string | null {
  return useContext(TabKeyContext);
}

/**
 * Names the tab after what the page shows ("Edit SKU MUG-01"); the document title follows. Null
 * keeps the title the tab was opened with. Outside a tab (tests, public pages) it does nothing.
 */
export function usePageTitle(title: TabTitle | null): void {
  const key = useTabKey();
  // Callers build a new object on every render; the store ignores a title equal to the current one.
  useEffect(() => {
    if (key && title) tabStore.setTitle(key, title);
  }, [key, title]);
}

/**
 * Tells the tab whether the page holds unsaved changes. The flag stays while the page is hidden
 * (a hidden kept-alive page runs no effects), and goes when the tab closes or the page reports
 * clean again; a page mounted afresh in the same tab starts clean.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const key = useTabKey();
  useEffect(() => {
    if (key) unsavedChanges.set(key, dirty);
  }, [key, dirty]);
}
