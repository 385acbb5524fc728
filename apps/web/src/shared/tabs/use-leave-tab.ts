import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTabKey } from './tab-context';
import { tabStore } from './tab-store';
import { unsavedChanges } from './unsaved-changes';
import { useConfirmDiscard } from './use-confirm-discard';

export interface LeaveOptions {
  /** The changes were just saved: nothing to ask. */
  saved?: boolean;
}

/**
 * A page leaving its own tab ("Back to list", after a save): the tab closes and `to` is shown.
 * With unsaved changes the user is asked first; a refusal leaves everything as it was.
 */
export function useLeaveTab(): (to: string, options?: LeaveOptions) => Promise<boolean> {
  const key = useTabKey();
  const navigate = useNavigate();
  const confirmDiscard = useConfirmDiscard();
  return useCallback(
    async (to, options = {}) => {
      if (key && !options.saved && unsavedChanges.isDirty(key) && !(await confirmDiscard([key]))) return false;
      void navigate(to);
      if (key) tabStore.remove(key);
      return true;
    },
    [key, navigate, confirmDiscard],
  );
}
