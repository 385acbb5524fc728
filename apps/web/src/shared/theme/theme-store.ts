import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { contentSize, type ScreenSize } from './content-size';
import {
  DEFAULT_THEME_SETTINGS,
  type ListColumnsSession,
  parseListColumns,
  parseTabSession,
  parseThemeSettings,
  pickSettings,
  SETTING_KEYS,
  type TabSession,
  type ThemeRuntime,
  type ThemeSettings,
  type ThemeState,
} from './theme-settings';

/** The theme without the open tabs and picked columns: what the look of the shell and of antd depends on. */
export type ThemeLook = Omit<ThemeState, keyof TabSession | keyof ListColumnsSession>;

export interface ThemeStore {
  getState(): ThemeState;
  /** The same object until something other than the tabs changes. */
  getLook(): ThemeLook;
  subscribe(listener: () => void): () => void;
  /** Changes settings and saves them at once. */
  update(patch: Partial<ThemeSettings>): void;
  /** Changes the open tabs (and whose they are) and saves them, so a reload brings them back. */
  setTabs(patch: Partial<TabSession>): void;
  /** Saves the columns picked for a list (null: back to the list's own choice). */
  setListColumns(listId: string, keys: readonly string[] | null): void;
  /** Changes this page load's state (content fullscreen); nothing is saved. */
  setRuntime(patch: Partial<Pick<ThemeRuntime, 'bodyFullscreen'>>): void;
  setScreen(screen: ScreenSize): void;
  /** Back to the default look; the saved look is removed, not overwritten, and the open tabs stay. */
  reset(): void;
}

/** Reads the saved theme as stored; a broken one is logged and counts as none (spec section 8). */
function readSaved(storage: Storage): unknown {
  try {
    const saved = storage.getItem(STORAGE_KEYS.theme);
    return saved === null ? null : (JSON.parse(saved) as unknown);
  } catch (error) {
    console.error('Failed to read the saved theme; using the defaults.', error);
    return null;
  }
}

/** The saved look, each unreadable field replaced by its default. */
export function loadSettings(storage: Storage): ThemeSettings {
  const saved = readSaved(storage);
  return saved === null ? { ...DEFAULT_THEME_SETTINGS } : parseThemeSettings(saved);
}

export function createThemeStore(storage: Storage, screen: ScreenSize): ThemeStore {
  const listeners = new Set<() => void>();
  const saved = readSaved(storage);
  const initial = saved === null ? { ...DEFAULT_THEME_SETTINGS } : parseThemeSettings(saved);
  let state: ThemeState = withContentSize({
    ...initial,
    ...parseTabSession(saved),
    ...parseListColumns(saved),
    ...emptyRuntime(screen),
  });
  let look: ThemeLook = lookOf(state);
  // Until the look is changed, only the tabs are saved: a later version's defaults then still apply.
  let lookSaved = typeof saved === 'object' && saved !== null && SETTING_KEYS.some((key) => key in saved);

  function commit(next: ThemeState): void {
    state = withContentSize(next);
    const nextLook = lookOf(state);
    if ((Object.keys(nextLook) as (keyof ThemeLook)[]).some((key) => nextLook[key] !== look[key])) look = nextLook;
    for (const listener of listeners) listener();
  }

  function save(): void {
    const tabs: TabSession = { tabs: state.tabs, tabsOwner: state.tabsOwner };
    const columns = Object.keys(state.listColumns).length > 0 ? { listColumns: state.listColumns } : {};
    const look = lookSaved ? pickSettings(state) : {};
    if (!lookSaved && !tabs.tabsOwner && !columns.listColumns) storage.removeItem(STORAGE_KEYS.theme);
    else storage.setItem(STORAGE_KEYS.theme, JSON.stringify({ ...look, ...tabs, ...columns }));
  }

  return {
    getState: () => state,
    getLook: () => look,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      if (SETTING_KEYS.every((key) => !(key in patch) || patch[key] === state[key])) return;
      commit({ ...state, ...patch });
      lookSaved = true;
      save();
    },
    setTabs(patch) {
      if (patch.tabs === state.tabs && (patch.tabsOwner === undefined || patch.tabsOwner === state.tabsOwner)) return;
      commit({ ...state, ...patch });
      save();
    },
    setListColumns(listId, keys) {
      const { [listId]: _previous, ...others } = state.listColumns;
      commit({ ...state, listColumns: keys ? { ...others, [listId]: [...keys] } : others });
      save();
    },
    setRuntime(patch) {
      commit({ ...state, ...patch });
    },
    setScreen({ width, height }) {
      if (width === state.screenWidth && height === state.screenHeight) return;
      commit({ ...state, screenWidth: width, screenHeight: height });
    },
    reset() {
      lookSaved = false;
      commit({ ...state, ...DEFAULT_THEME_SETTINGS });
      save();
    },
  };
}

function lookOf({ tabs: _tabs, tabsOwner: _owner, listColumns: _columns, ...rest }: ThemeState): ThemeLook {
  return rest;
}

function emptyRuntime(screen: ScreenSize): ThemeRuntime {
  return {
    bodyFullscreen: false,
    screenWidth: screen.width,
    screenHeight: screen.height,
    contentWidth: screen.width,
    contentHeight: screen.height,
  };
}

function withContentSize(state: ThemeState): ThemeState {
  const size = contentSize(state, { width: state.screenWidth, height: state.screenHeight }, state.bodyFullscreen);
  if (size.width === state.contentWidth && size.height === state.contentHeight) return state;
  return { ...state, contentWidth: size.width, contentHeight: size.height };
}

/** The portal's one theme store, per browser tab. */
export const themeStore = createThemeStore(localStorage, { width: window.innerWidth, height: window.innerHeight });

/**
 * The theme as the shell and antd use it. Opening, closing or retitling a tab does not change it,
 * so those re-render the tab bar only, not the layout and every antd component below the theme.
 */
export function useTheme(): ThemeLook {
  return useSyncExternalStore(themeStore.subscribe, themeStore.getLook);
}

const NO_CHOICE = undefined;

/** The columns the user picked for a list, or undefined while the list chooses them itself. */
export function useListColumnChoice(listId: string): readonly string[] | undefined {
  return useSyncExternalStore(themeStore.subscribe, () => themeStore.getState().listColumns[listId] ?? NO_CHOICE);
}
