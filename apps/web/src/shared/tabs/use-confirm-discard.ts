import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tabStore } from './tab-store';
import { tabTitleText } from './tab-title';
import { unsavedChanges } from './unsaved-changes';

/**
 * Asks whether the unsaved changes in the tabs `keys` may be thrown away, naming those tabs.
 * Resolves true at once when none of them holds any.
 */
export function useConfirmDiscard(): (keys?: readonly string[]) => Promise<boolean> {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (keys) => {
      const dirty = new Set(unsavedChanges.dirtyKeys(keys));
      if (dirty.size === 0) return Promise.resolve(true);
      const titles = tabStore
        .getTabs()
        .filter((tab) => dirty.has(tab.key))
        .map((tab) => `“${tabTitleText(tab.title, t, i18n.language)}”`);
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('tabs.unsaved.title'),
          content: t('tabs.unsaved.content', { tabs: titles.join(', ') }),
          okText: t('tabs.unsaved.discard'),
          okButtonProps: { danger: true },
          cancelText: t('tabs.unsaved.keep'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [t, i18n, modal],
  );
}
