import { ErrorCode } from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';
import { failureText } from '../../../shared/forms/form-errors';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { DRAFT_STEP_FIELDS } from './order-form-values';
import { type OrderStep, stepOfField } from './step-fields';

type NamePath = (string | number)[];

export interface OrderSaveErrors {
  fields: { name: NamePath; errors: string[] }[];
  /** The step whose fields the refusal is about: the form goes there to show it. */
  step: OrderStep | null;
  toast: string | null;
}

const SHIPPING_STEP_FIELDS = [
  'shipping_method_code',
  'value_added_services',
  'consumables',
  'packaging',
  'tax_codes',
  'note',
];

/** A field of the server's path (`recipient.first_name`, `items.0.quantity`) as the form names it. */
export function formNameOf(path: string): NamePath | null {
  const parts: NamePath = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const named = parts[0] === 'recipient' ? parts.slice(1) : parts;
  const top = String(named[0] ?? '');
  return DRAFT_STEP_FIELDS.includes(top) || SHIPPING_STEP_FIELDS.includes(top) ? named : null;
}

/**
 * Where to show why saveOrder refused: under the fields it names (the step holding the first one is
 * shown), or in a toast (not editable any more, a newer save, stock, balance).
 */
export function orderSaveErrors(error: Error): OrderSaveErrors {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.ORDER_NO_EXISTS)
      return { fields: [{ name: ['platform_order_no'], errors: [error.message] }], step: 'draft', toast: null };
    const fields = serverFieldErrors(error.content).flatMap(({ name, errors }) => {
      const formName = formNameOf(name);
      return formName ? [{ name: formName, errors }] : [];
    });
    const first = fields[0];
    if (first) return { fields, step: stepOfField(first.name), toast: null };
  }
  return { fields: [], step: null, toast: failureText(error) };
}
