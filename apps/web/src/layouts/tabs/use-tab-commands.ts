import { user as userOps } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { removedKeys } from '../../shared/tabs/tab-model';
import { type CloseCommand, tabStore } from '../../shared/tabs/tab-store';
import { unsavedChanges } from '../../shared/tabs/unsaved-changes';
import { useConfirmDiscard } from '../../shared/tabs/use-confirm-discard';

export type TabCommand = CloseCommand | 'reload';

/**
 * Runs a tab-menu command on the tab `key`: refusals become a warning toast in the UI language,
 * closing the shown tab navigates, reload remounts the page and refetches its data. Closing or
 * reloading a tab with unsaved changes asks first.
 *
 * `shownKey` is asked at the moment of the command, not taken from the last render: a navigation
 * renders in a transition, so a tab switched to by Enter and closed by Delete right after is
 * already the shown one in the address while the render still shows the one before.
 */
export function useTabCommands(shownKey: () => string | undefined, reloadPage: (key: string) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmDiscard = useConfirmDiscard();

  return useCallback(
    async (command: TabCommand, key: string) => {
      if (command === 'reload') {
        if (!(await confirmDiscard([key]))) return;
        unsavedChanges.forget([key]);
        reloadPage(key);
        // The menu comes from the current user; refetching it would rebuild every route.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userOps.getCurrentUser.id });
        return;
      }
      const change = tabStore.plan(command, key, shownKey());
      if (!change.ok) {
        void message.warning(t(`tabs.${change.refusal}`));
        return;
      }
      if (!(await confirmDiscard(removedKeys(tabStore.getTabs(), change.tabs)))) return;
      // The list may have changed while the question was open: plan again on what is there now.
      const now = tabStore.plan(command, key, shownKey());
      tabStore.apply(now);
      if (now.ok && now.navigate) void navigate(now.navigate);
    },
    [shownKey, reloadPage, queryClient, message, navigate, t, confirmDiscard],
  );
}
