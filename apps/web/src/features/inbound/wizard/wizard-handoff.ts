import type { WizardStep } from './step-checks';
import type { WizardState } from './wizard-state';

/** What a new booking's wizard hands to its edit page once it has a number: all typed, the step shown. */
export interface WizardHandoff {
  state: WizardState;
  step: WizardStep;
  dirty: boolean;
}

const waiting = new Map<number, WizardHandoff>();

/**
 * After the first save (or the number reserved at step 3) the address becomes `/inbound/edit?id=`:
 * the create tab closes and the edit tab opens. The edit page starts from what the merchant typed
 * (read while rendering, dropped once the wizard has mounted: a later visit reads the saved
 * booking), so nothing typed on step 5 is lost.
 */
export const wizardHandoff = {
  put(id: number, handoff: WizardHandoff): void {
    waiting.set(id, handoff);
  },
  get(id: number): WizardHandoff | undefined {
    return waiting.get(id);
  },
  drop(id: number): void {
    waiting.delete(id);
  },
};
