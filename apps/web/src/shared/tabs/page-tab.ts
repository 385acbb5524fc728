import type { TabTitle } from './tab-title';

/** How a page's tabs are told apart and titled before the page itself says more. */
export interface PageTab {
  /**
   * Query parameters that say which record the page shows: each value gets its own tab (editing
   * SKU 5 and SKU 9 are two tabs, each keeping its own half-filled form); other parameters
   * (filters, page) only change the address the tab returns to.
   */
  keyParams?: readonly string[];
  /**
   * The path of the page whose tab this page is shown in (the order form's next step, in the tab of
   * the form it continues, so one kept-alive form holds both steps); by default its own path.
   */
  keyPath?(params: URLSearchParams): string;
  /** The title for an address ("Edit SKU" for `?id=`), shown until the page names its record. */
  title?(params: URLSearchParams): TabTitle | undefined;
}

/** The tab key of an address: the path, and the key parameters present, in the page's order. */
export function tabKeyFor(pathname: string, search: string, keyParams: readonly string[] = []): string {
  if (keyParams.length === 0) return pathname;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keyParams) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The key of the tab a page shows an address in: its own, or the one of the page it continues. */
export function pageTabKey(page: PageTab, pathname: string, search: string): string {
  const keyPath = page.keyPath?.(new URLSearchParams(search)) ?? pathname;
  return tabKeyFor(keyPath, search, page.keyParams);
}
