import { HOME_PATH } from '../routing/home-path';
import { sameTitle, type TabTitle } from './tab-title';

/** A tab of the tab bar (spec section 2, "Tabs"). */
export interface Tab {
  /**
   * One tab per page address (the path, and for a page that names them, the query parameters that
   * say which record it shows); the same key with another query replaces the tab.
   */
  key: string;
  /** pathname + search: where the tab returns to. */
  fullPath: string;
  path: string;
  /** In a form that follows a language switch without rebuilding tabs. */
  title: TabTitle;
  closable: boolean;
  /** Page-registry keys rendered in the tab: what keep-alive keeps. */
  components: string[];
  meta: { keepAlive: boolean };
}

/** Why a close was refused; each has a message in locales/<lang>/tabs.ts. */
export type TabRefusal = 'notClosable' | 'noneLeft' | 'noneRight' | 'noneToClose';

export type TabChange =
  | {
      ok: true;
      tabs: Tab[];
      /** Set when the active tab was closed: the address to show instead. */
      navigate?: string;
    }
  | { ok: false; refusal: TabRefusal };

/**
 * Opens a tab; an open tab with the same key keeps its place and takes the new address. It shows
 * the same record, so it keeps the title its page gave it.
 */
export function addTab(tabs: Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.key === tab.key);
  const open = tabs[index];
  if (!open) return [...tabs, tab];
  if (open.fullPath === tab.fullPath) return tabs;
  return tabs.map((t, i) => (i === index ? { ...tab, title: open.title } : t));
}

/** More open tabs than this make the bar unusable: the least recently used closable one closes. */
export const MAX_OPEN_TABS = 20;

/**
 * The tabs within MAX_OPEN_TABS: the closable tabs least recently used go first. `usedOrder` lists
 * tab keys from least to most recently shown (a tab missing from it counts as older, in bar order);
 * `kept` says which tabs must stay (the one being opened, one with unsaved changes).
 */
export function limitTabs(tabs: Tab[], usedOrder: readonly string[], kept: (key: string) => boolean): Tab[] {
  if (tabs.length <= MAX_OPEN_TABS) return tabs;
  const recency = new Map(usedOrder.map((key, index) => [key, index]));
  const candidates = tabs
    .map((tab, index) => ({ tab, used: recency.get(tab.key) ?? index - tabs.length }))
    .filter(({ tab }) => tab.closable && !kept(tab.key))
    .sort((a, b) => a.used - b.used);
  const closing = new Set(candidates.slice(0, tabs.length - MAX_OPEN_TABS).map(({ tab }) => tab.key));
  return tabs.filter((tab) => !closing.has(tab.key));
}

/** The tab's new title; the list as it is when nothing changes. */
export function retitleTab(tabs: Tab[], key: string, title: TabTitle): Tab[] {
  const index = tabs.findIndex((t) => t.key === key);
  const tab = tabs[index];
  if (!tab || sameTitle(tab.title, title)) return tabs;
  return tabs.map((t, i) => (i === index ? { ...t, title } : t));
}

/** Keys of the tabs a change removes. */
export function removedKeys(before: Tab[], after: Tab[]): string[] {
  const kept = new Set(after.map((t) => t.key));
  return before.filter((t) => !kept.has(t.key)).map((t) => t.key);
}

/** Closes one tab; closing the active one goes to the tab before it, or home. */
export function closeTab(tabs: Tab[], key: string, activeKey: string | undefined): TabChange {
  const index = tabs.findIndex((t) => t.key === key);
  const target = tabs[index];
  if (!target) return { ok: true, tabs };
  if (!target.closable) return { ok: false, refusal: 'notClosable' };
  const rest = tabs.filter((t) => t.key !== key);
  if (key !== activeKey) return { ok: true, tabs: rest };
  return { ok: true, tabs: rest, navigate: tabs[index - 1]?.fullPath ?? HOME_PATH };
}

export function closeLeft(tabs: Tab[], key: string, activeKey: string | undefined): TabChange {
  const index = tabs.findIndex((t) => t.key === key);
  return closeWhere(tabs, key, activeKey, (_t, i) => i < index, 'noneLeft');
}

export function closeRight(tabs: Tab[], key: string, activeKey: string | undefined): TabChange {
  const index = tabs.findIndex((t) => t.key === key);
  return closeWhere(tabs, key, activeKey, (_t, i) => index >= 0 && i > index, 'noneRight');
}

export function closeOthers(tabs: Tab[], key: string, activeKey: string | undefined): TabChange {
  return closeWhere(tabs, key, activeKey, (t) => t.key !== key, 'noneToClose');
}

/** Closes every closable tab; if the active one goes, home is shown. */
export function closeAll(tabs: Tab[], activeKey: string | undefined): TabChange {
  const home = tabs.find((t) => t.path === HOME_PATH);
  return closeWhere(tabs, home?.key ?? HOME_PATH, activeKey, () => true, 'noneToClose');
}

/**
 * Removes the closable tabs `picked` selects. Non-closable tabs always stay; if the active tab is
 * removed, the tab the user acted on (`key`) becomes active, or home when it is gone too.
 */
function closeWhere(
  tabs: Tab[],
  key: string,
  activeKey: string | undefined,
  picked: (tab: Tab, index: number) => boolean,
  refusal: TabRefusal,
): TabChange {
  const removed = new Set(tabs.filter((t, i) => t.closable && picked(t, i)).map((t) => t.key));
  if (removed.size === 0) return { ok: false, refusal };
  const rest = tabs.filter((t) => !removed.has(t.key));
  if (activeKey === undefined || !removed.has(activeKey)) return { ok: true, tabs: rest };
  return { ok: true, tabs: rest, navigate: rest.find((t) => t.key === key)?.fullPath ?? HOME_PATH };
}
