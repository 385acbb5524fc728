import { ApiError } from '../../../shared/api/api-error';
import { failureText } from '../../../shared/forms/form-errors';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { RECIPIENT_FIELDS } from './parcel-form-values';

type NamePath = (string | number)[];

export interface ParcelSaveErrors {
  fields: { name: NamePath; errors: string[] }[];
  /** A refusal no field holds (the wallet cannot hold the estimate, a newer save), shown on the page. */
  alert: string | null;
}

const FORM_FIELDS = new Set<string>([
  ...RECIPIENT_FIELDS,
  'customer_ref',
  'sender_id',
  'warehouse_id',
  'shipping_method_code',
  'address_type',
  'pieces',
  'duty_terms',
  'tax_codes',
  'handover',
  'insured_value',
  'note',
]);

/** A field of the server's path (`recipient.first_name`, `pieces.0.customs_lines.1.hs_code`) as the form names it. */
export function formNameOf(path: string): NamePath | null {
  const parts: NamePath = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const named = parts[0] === 'recipient' ? parts.slice(1) : parts;
  return FORM_FIELDS.has(String(named[0] ?? '')) ? named : null;
}

/** Where to show why save refused: under the fields it names, or on the page (in the user's language, as the server words it). */
export function parcelSaveErrors(error: Error): ParcelSaveErrors {
  if (error instanceof ApiError) {
    const fields = serverFieldErrors(error.content).flatMap(({ name, errors }) => {
      const formName = formNameOf(name);
      return formName ? [{ name: formName, errors }] : [];
    });
    if (fields.length > 0) return { fields, alert: null };
  }
  return { fields: [], alert: failureText(error) };
}
