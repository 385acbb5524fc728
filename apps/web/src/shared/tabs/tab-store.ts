import { useSyncExternalStore } from 'react';
import { type ThemeStore, themeStore } from '../theme/theme-store';
import {
  addTab,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  limitTabs,
  removedKeys,
  retitleTab,
  type Tab,
  type TabChange,
} from './tab-model';
import type { TabTitle } from './tab-title';
import { type UnsavedChanges, unsavedChanges } from './unsaved-changes';

export type CloseCommand = 'current' | 'left' | 'right' | 'others' | 'all';

export interface TabStore {
  getTabs(): Tab[];
  subscribe(listener: () => void): () => void;
  open(tab: Tab): void;
  /**
   * What a close command on the tab `key` would do while `activeKey` is shown, without doing it:
   * the shell asks about unsaved changes in the tabs it would close, then applies it.
   */
  plan(command: CloseCommand, key: string, activeKey: string | undefined): TabChange;
  /** Applies a planned change; the closed tabs' unsaved changes are dropped with them. */
  apply(change: TabChange): void;
  /** Closes one tab, wherever it is (a page leaving its own tab). */
  remove(key: string): void;
  /** The page shown in a tab names what it shows ("Edit SKU MUG-01"). */
  setTitle(key: string, title: TabTitle): void;
  /**
   * Starts `owner`'s session: the tabs saved for them come back, each rebuilt for this session's
   * routes (null drops it); tabs saved for anyone else are discarded.
   */
  begin(owner: string, rebuild: (saved: Tab) => Tab | null): void;
  /** Signing out: the open and saved tabs go. */
  end(): void;
}

/** The open tabs live in the theme state (spec section 3 lists `tabs` there); this is their API. */
export function createTabStore(theme: ThemeStore, unsaved: UnsavedChanges = unsavedChanges): TabStore {
  const getTabs = () => theme.getState().tabs;
  // A page shown at a new address names itself before the shell has opened its tab (children's
  // effects run first): the title waits here for the tab.
  const waitingTitles = new Map<string, TabTitle>();
  // Tab keys from least to most recently shown, in memory: after a reload, the bar's order.
  let usedOrder: string[] = [];
  const markUsed = (key: string) => {
    usedOrder = [...usedOrder.filter((used) => used !== key), key];
  };
  const replace = (tabs: Tab[]) => {
    const gone = removedKeys(getTabs(), tabs);
    theme.setTabs({ tabs });
    unsaved.forget(gone);
    for (const key of gone) waitingTitles.delete(key);
    usedOrder = usedOrder.filter((key) => !gone.includes(key));
  };
  return {
    getTabs,
    subscribe: theme.subscribe,
    open(tab) {
      const title = waitingTitles.get(tab.key);
      waitingTitles.delete(tab.key);
      markUsed(tab.key);
      const added = addTab(getTabs(), title ? { ...tab, title } : tab);
      // Past the limit the least recently used tab closes, never one with unsaved changes.
      const next = limitTabs(added, usedOrder, (key) => key === tab.key || unsaved.isDirty(key));
      if (next !== getTabs()) replace(next);
    },
    plan: (command, key, activeKey) => runClose(command, getTabs(), key, activeKey),
    apply(change) {
      if (change.ok && change.tabs !== getTabs()) replace(change.tabs);
    },
    remove(key) {
      replace(getTabs().filter((tab) => tab.key !== key));
    },
    setTitle(key, title) {
      if (!getTabs().some((tab) => tab.key === key)) {
        waitingTitles.set(key, title);
        return;
      }
      const next = retitleTab(getTabs(), key, title);
      if (next !== getTabs()) theme.setTabs({ tabs: next });
    },
    begin(owner, rebuild) {
      const { tabs, tabsOwner } = theme.getState();
      const rebuilt = tabsOwner === owner ? tabs.flatMap((tab) => rebuild(tab) ?? []) : [];
      // Rebuilt for today's routes, two saved tabs may now be the same page.
      const restored = rebuilt.reduce<Tab[]>((tabs, tab) => addTab(tabs, tab), []);
      usedOrder = restored.map((tab) => tab.key);
      unsaved.forget(unsaved.dirtyKeys());
      theme.setTabs({ tabs: restored, tabsOwner: owner });
    },
    end() {
      waitingTitles.clear();
      usedOrder = [];
      unsaved.forget(unsaved.dirtyKeys());
      theme.setTabs({ tabs: [], tabsOwner: null });
    },
  };
}

function runClose(command: CloseCommand, tabs: Tab[], key: string, activeKey: string | undefined): TabChange {
  switch (command) {
    case 'current':
      return closeTab(tabs, key, activeKey);
    case 'left':
      return closeLeft(tabs, key, activeKey);
    case 'right':
      return closeRight(tabs, key, activeKey);
    case 'others':
      return closeOthers(tabs, key, activeKey);
    case 'all':
      return closeAll(tabs, activeKey);
  }
}

export const tabStore = createTabStore(themeStore);

export function useTabs(): Tab[] {
  return useSyncExternalStore(tabStore.subscribe, tabStore.getTabs);
}
