import { useSyncExternalStore } from 'react';

/**
 * Which open tabs hold unsaved changes, one flag per tab key. The page's form reports its state
 * (`useUnsavedChanges`); closing the tab, reloading it, "Back to list", reloading the browser
 * page and signing out ask before that work is thrown away. Flags live here rather than in the
 * page, because a kept-alive page that is hidden runs no effects and cannot be asked.
 */
export interface UnsavedChanges {
  set(key: string, dirty: boolean): void;
  isDirty(key: string): boolean;
  /** The keys among `keys` (all when omitted) that hold unsaved changes. */
  dirtyKeys(keys?: readonly string[]): string[];
  /** The tabs are gone: so are their changes. */
  forget(keys: readonly string[]): void;
  subscribe(listener: () => void): () => void;
  /** Bumps on every change, for React to notice. */
  version(): number;
}

export function createUnsavedChanges(): UnsavedChanges {
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  let revision = 0;
  const changed = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };
  return {
    set(key, value) {
      if (dirty.has(key) === value) return;
      if (value) dirty.add(key);
      else dirty.delete(key);
      changed();
    },
    isDirty: (key) => dirty.has(key),
    dirtyKeys: (keys) => (keys ? keys.filter((key) => dirty.has(key)) : [...dirty]),
    forget(keys) {
      const before = dirty.size;
      for (const key of keys) dirty.delete(key);
      if (dirty.size !== before) changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => revision,
  };
}

/** The portal's one registry, per browser tab. */
export const unsavedChanges = createUnsavedChanges();

/** True while any open tab holds unsaved changes. */
export function useAnyUnsavedChanges(): boolean {
  useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.version);
  return unsavedChanges.dirtyKeys().length > 0;
}
