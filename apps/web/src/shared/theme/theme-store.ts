import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { contentSize, type ScreenSize } from './content-size';
import {
  DEFAULT_THEME_SETTINGS,
  parseThemeSettings,
  pickSettings,
  SETTING_KEYS,
  type ThemeRuntime,
  type ThemeSettings,
  type ThemeState,
} from './theme-settings';

export interface ThemeStore {
  getState(): ThemeState;
  subscribe(listener: () => void): () => void;
  /** Changes settings and saves them at once. */
  update(patch: Partial<ThemeSettings>): void;
  /** Changes this page load's state (tabs, content fullscreen); nothing is saved. */
  setRuntime(patch: Partial<Pick<ThemeRuntime, 'tabs' | 'bodyFullscreen'>>): void;
  setScreen(screen: ScreenSize): void;
  /** Back to the defaults; the saved theme is removed, not overwritten. */
  reset(): void;
}

/** Reads the saved theme; a broken one is logged and the defaults are used (spec section 8). */
export function loadSettings(storage: Storage): ThemeSettings {
  try {
    const saved = storage.getItem(STORAGE_KEYS.theme);
    if (saved === null) return { ...DEFAULT_THEME_SETTINGS };
    const parsed: unknown = JSON.parse(saved);
    return parseThemeSettings(parsed);
  } catch (error) {
    console.error('Failed to read the saved theme; using the defaults.', error);
    return { ...DEFAULT_THEME_SETTINGS };
  }
}

export function createThemeStore(storage: Storage, screen: ScreenSize): ThemeStore {
  const listeners = new Set<() => void>();
  const initial = loadSettings(storage);
  let state: ThemeState = withContentSize({ ...initial, ...emptyRuntime(screen) });

  function commit(next: ThemeState): void {
    state = withContentSize(next);
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      if (SETTING_KEYS.every((key) => !(key in patch) || patch[key] === state[key])) return;
      commit({ ...state, ...patch });
      storage.setItem(STORAGE_KEYS.theme, JSON.stringify(pickSettings(state)));
    },
    setRuntime(patch) {
      commit({ ...state, ...patch });
    },
    setScreen({ width, height }) {
      if (width === state.screenWidth && height === state.screenHeight) return;
      commit({ ...state, screenWidth: width, screenHeight: height });
    },
    reset() {
      storage.removeItem(STORAGE_KEYS.theme);
      commit({ ...state, ...DEFAULT_THEME_SETTINGS });
    },
  };
}

function emptyRuntime(screen: ScreenSize): ThemeRuntime {
  return {
    tabs: [],
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

export function useTheme(): ThemeState {
  return useSyncExternalStore(themeStore.subscribe, themeStore.getState);
}
