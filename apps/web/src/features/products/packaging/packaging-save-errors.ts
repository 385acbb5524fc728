import { ErrorCode } from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';
import { failureText } from '../../../shared/forms/form-errors';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { isPackagingField, type PackagingFieldName } from './packaging-form-values';

/** SKUs, packages and packaging share codes: any holder of the code refuses it under the code. */
const CODE_TAKEN: readonly number[] = [ErrorCode.PACKAGING_EXISTS, ErrorCode.PACKAGE_EXISTS, ErrorCode.SKU_EXISTS];

/**
 * Where to show why a save was refused: under its field (a default code `default_for.1` under the
 * default codes), or in a toast.
 */
export function packagingSaveErrors(error: Error): {
  fields: { name: PackagingFieldName; errors: string[] }[];
  toast: string | null;
} {
  if (error instanceof ApiError) {
    if (CODE_TAKEN.includes(error.code))
      return { fields: [{ name: 'code' as const, errors: [error.message] }], toast: null };
    const fields = serverFieldErrors(error.content).flatMap(({ name, errors }) => {
      const field = name.split('.')[0] ?? '';
      return isPackagingField(field) ? [{ name: field, errors }] : [];
    });
    if (fields.length > 0) return { fields, toast: null };
  }
  return { fields: [], toast: failureText(error) };
}
