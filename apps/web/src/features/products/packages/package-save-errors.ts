import { ErrorCode } from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';
import { failureText } from '../../../shared/forms/form-errors';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { isPackageField } from './package-form-values';

/** Refusals about one field: said under it, in the language the server answered in, not in a toast. */
const FIELD_OF_REFUSAL: Partial<Record<number, string>> = {
  // SKUs and packages share codes: a SKU holding the code refuses the package too.
  [ErrorCode.PACKAGE_EXISTS]: 'code',
  [ErrorCode.SKU_EXISTS]: 'code',
  [ErrorCode.UPC_EXISTS]: 'barcode',
  [ErrorCode.PACKAGE_ON_OPEN_ORDERS]: 'components',
};

/** A field of the form, or a field of one component line (`['components', 1, 'sku']`). */
type FieldPath = string | (string | number)[];

export interface PackageFieldErrors {
  name: FieldPath;
  errors: string[];
}

/**
 * Where to show why a package save was refused: under its fields (a component line by its path,
 * `components.1.sku`), or in a toast.
 */
export function packageSaveErrors(error: Error): { fields: PackageFieldErrors[]; toast: string | null } {
  if (error instanceof ApiError) {
    const field = FIELD_OF_REFUSAL[error.code];
    if (field) return { fields: [{ name: field, errors: [error.message] }], toast: null };
    const fields = serverFieldErrors(error.content).flatMap(({ name, errors }) => {
      const path = name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      return isPackageField(String(path[0])) ? [{ name: path, errors }] : [];
    });
    if (fields.length > 0) return { fields, toast: null };
  }
  return { fields: [], toast: failureText(error) };
}
