import { ErrorCode } from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';
import { failureText } from '../../../shared/forms/form-errors';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { isProductField, type ProductFieldName } from './product-form-values';

/** Refusals about one field: said under that field rather than in a toast far from it. */
const FIELD_OF_REFUSAL: Partial<Record<number, ProductFieldName>> = {
  [ErrorCode.SKU_EXISTS]: 'sku',
  // SKUs and packages share codes: a package holding the code refuses the SKU too.
  [ErrorCode.PACKAGE_EXISTS]: 'sku',
  [ErrorCode.SKU_IMMUTABLE]: 'sku',
  [ErrorCode.UPC_EXISTS]: 'barcode',
};

export interface FieldErrors {
  name: ProductFieldName;
  errors: string[];
}

/**
 * Where to show why addProduct refused: field messages for the form's fields, or a toast text.
 * The server names list items by path (`category_ids.10`); the form shows those on the list's field.
 */
export function productSaveErrors(error: Error): { fields: FieldErrors[]; toast: string | null } {
  if (error instanceof ApiError) {
    const field = FIELD_OF_REFUSAL[error.code];
    if (field) return { fields: [{ name: field, errors: [error.message] }], toast: null };
    const byField = new Map<ProductFieldName, string[]>();
    for (const { name, errors } of serverFieldErrors(error.content)) {
      const top = name.split('.')[0] ?? name;
      if (isProductField(top)) byField.set(top, [...(byField.get(top) ?? []), ...errors]);
    }
    if (byField.size > 0) return { fields: [...byField].map(([name, errors]) => ({ name, errors })), toast: null };
  }
  return { fields: [], toast: failureText(error) };
}
