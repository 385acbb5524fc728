import { DRAFT_STEP_FIELDS } from './order-form-values';

/** The order form's two steps: recipient and SKUs, then shipping and the rest. */
export type OrderStep = 'draft' | 'shipping';

/** The step a form field (by its name path) is on. */
export function stepOfField(name: readonly (string | number)[]): OrderStep {
  return DRAFT_STEP_FIELDS.includes(String(name[0])) ? 'draft' : 'shipping';
}
