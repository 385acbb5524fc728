import { user } from '@portal/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useOperationMutation } from '../../shared/api/use-operation';
import { changeLanguage, i18n } from '../../shared/i18n/i18n';
import { apiLang, type UiLanguage } from '../../shared/i18n/languages';

/**
 * The signed-in header's language switch: the portal changes at once, and the account's profile
 * keeps the choice (mail about the account and its next sign-in elsewhere follow it). The save does
 * not hold the switch up; when it fails the portal stays in the language chosen and says so. The
 * public pages switch locally only (`features/auth/auth-language-switch.tsx`).
 */
export function useSwitchLanguage(): (language: UiLanguage) => void {
  const { message } = App.useApp();
  const save = useOperationMutation(user.updateLanguage, { silent: true });
  const { mutate } = save;
  return useCallback(
    (language) => {
      const switching = changeLanguage(language);
      mutate(
        { body: { lang: apiLang(language) } },
        // Said once the chosen language's texts are in, so in that language.
        { onError: () => void switching.then(() => void message.error(i18n.t('shell.languageNotSaved'))) },
      );
    },
    [message, mutate],
  );
}
