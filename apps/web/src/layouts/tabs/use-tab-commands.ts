import { user as userOps } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type CloseCommand, tabStore } from '../../shared/tabs/tab-store';

export type TabCommand = CloseCommand | 'reload';

/**
 * Runs a tab-menu command on the tab `key`: refusals become a warning toast in the UI language,
 * closing the shown tab navigates, reload remounts the page and refetches its data.
 */
export function useTabCommands(activeKey: string | undefined, reloadPage: (key: string) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(
    (command: TabCommand, key: string) => {
      if (command === 'reload') {
        reloadPage(key);
        // The menu comes from the current user; refetching it would rebuild every route.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userOps.getCurrentUser.id });
        return;
      }
      const change = tabStore.close(command, key, activeKey);
      if (!change.ok) {
        void message.warning(t(`tabs.${change.refusal}`));
        return;
      }
      if (change.navigate) void navigate(change.navigate);
    },
    [activeKey, reloadPage, queryClient, message, navigate, t],
  );
}
