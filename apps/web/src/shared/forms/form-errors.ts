import { CoreErrorCode } from '@portal/contract';
import type { FormInstance } from 'antd';
import { ApiError, CLIENT_ERROR } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { serverFieldErrors } from './server-field-errors';

/**
 * What a toast should say about a failed (silent) call, or null when nothing should be said:
 * timeouts and session expiry have their own modal, and a superseded duplicate is no failure.
 */
export function failureText(error: Error): string | null {
  if (!(error instanceof ApiError)) return error.message;
  if (error.code === CLIENT_ERROR.network) return i18n.t('request.network');
  return error.code > 0 && error.code !== CoreErrorCode.SESSION_EXPIRED ? error.message : null;
}

/** Shows why a form's submit was refused: field messages under the fields the form has, the rest as a toast (spec 8). */
export function showFormError(form: FormInstance, error: Error, toast: (text: string) => void): void {
  const known = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const fields =
    error instanceof ApiError ? serverFieldErrors(error.content).filter((field) => known.has(field.name)) : [];
  if (fields.length > 0) {
    form.setFields(fields);
    return;
  }
  const text = failureText(error);
  if (text) toast(text);
}
