import { useSyncExternalStore } from 'react';
import { type ThemeStore, themeStore } from '../theme/theme-store';
import { addTab, closeAll, closeLeft, closeOthers, closeRight, closeTab, type Tab, type TabChange } from './tab-model';

export type CloseCommand = 'current' | 'left' | 'right' | 'others' | 'all';

export interface TabStore {
  getTabs(): Tab[];
  subscribe(listener: () => void): () => void;
  open(tab: Tab): void;
  /**
   * Applies a close command to the tab `key` while `activeKey` is shown. The caller shows the
   * refusal or goes to `navigate`; the store only keeps the list.
   */
  close(command: CloseCommand, key: string, activeKey: string | undefined): TabChange;
  /** A new session starts without the previous user's tabs. */
  clear(): void;
}

/** The open tabs live in the theme state (spec section 3 lists `tabs` there); this is their API. */
export function createTabStore(theme: ThemeStore): TabStore {
  const getTabs = () => theme.getState().tabs;
  return {
    getTabs,
    subscribe: theme.subscribe,
    open(tab) {
      const next = addTab(getTabs(), tab);
      if (next !== getTabs()) theme.setRuntime({ tabs: next });
    },
    close(command, key, activeKey) {
      const change = runClose(command, getTabs(), key, activeKey);
      if (change.ok && change.tabs !== getTabs()) theme.setRuntime({ tabs: change.tabs });
      return change;
    },
    clear() {
      theme.setRuntime({ tabs: [] });
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
