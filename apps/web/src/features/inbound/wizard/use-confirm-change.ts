import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardState } from './wizard-state';

/** A packing list (or insured SKUs) exists: changing what it was made from would make it wrong. */
export function hasDependents(state: WizardState): boolean {
  return state.boxes.length > 0 || state.services.insurance.length > 0;
}

/**
 * Changing the warehouse, the products or the packing method once later steps are filled asks
 * first (spec 5 "Inbound"); `apply` runs at once when nothing depends on it yet.
 */
export function useConfirmChange(state: WizardState): (apply: () => void) => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const filled = hasDependents(state);
  return useCallback(
    (apply) => {
      if (!filled) {
        apply();
        return;
      }
      modal.confirm({
        title: t('inbound.wizard.confirmChange.title'),
        content: t('inbound.wizard.confirmChange.content'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: apply,
      });
    },
    [filled, modal, t],
  );
}
