import { useEffect } from 'react';
import { useAnyUnsavedChanges } from '../../shared/tabs/unsaved-changes';

/**
 * Reloading or closing the browser page while a tab holds unsaved changes asks first (the
 * browser's own question: pages may not word it). Listening only while there are changes keeps
 * the browser's back-forward cache for everyone else.
 */
export function useLeaveWarning(): void {
  const unsaved = useAnyUnsavedChanges();
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
