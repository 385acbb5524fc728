type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Asks the header's account menu to open the settings drawer: a page (the profile) offers the
 * drawer without importing the feature that owns it.
 */
export function openSettingsDrawer(): void {
  for (const listener of listeners) listener();
}

/** The account menu listens while it is mounted; answers the unsubscribe. */
export function onSettingsDrawerRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
