import type { FormEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationCall } from '../../shared/api/use-operation-call';
import { toastError } from '../../shared/feedback/toast';
import { failureText } from '../../shared/forms/form-errors';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import { afterLoginPath } from './auth-paths';
import type { LoginField } from './login-contract';
import { useSignIn } from './use-sign-in';

export type LoginValues = Record<LoginField, string>;
export type LoginErrors = Partial<Record<LoginField, string>>;

const FIELDS: LoginField[] = ['email', 'password'];
const LABEL_KEYS = { email: 'auth.fields.email', password: 'auth.fields.password' } as const;

// Loaded on the first check or submit, so zod is not part of /login's first download.
const loadContract = () => import('./login-contract');
const loadLogin = () => loadContract().then((m) => m.loginOperation);

function isLoginField(name: string): name is LoginField {
  return (FIELDS as string[]).includes(name);
}

/**
 * The login form's state without antd's Form: each field is checked as it changes and all of them
 * on submit, with the contract's messages; the server's field messages go under the fields too.
 */
export function useLoginForm(from: string | null) {
  const { t, i18n } = useTranslation();
  const signIn = useSignIn();
  // Silent: a wrong password is told once, by this form, not also by the request layer.
  const login = useOperationCall(loadLogin, { silent: true });
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const latest = useRef(values);

  const validate = useCallback(
    async (fields: LoginField[], checked: LoginValues): Promise<LoginErrors> => {
      const { loginFieldMessage } = await loadContract();
      const found: LoginErrors = {};
      for (const field of fields) found[field] = loginFieldMessage(field, checked[field], t(LABEL_KEYS[field]));
      // A message about a value the user has since changed would be stale.
      const current = fields.filter((field) => latest.current[field] === checked[field]);
      setErrors((shown) => ({ ...shown, ...Object.fromEntries(current.map((field) => [field, found[field]])) }));
      return found;
    },
    [t],
  );

  const change = (field: LoginField, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    validate([field], next).catch(() => {});
  };

  const showError = (error: Error) => {
    const fields =
      error instanceof ApiError ? serverFieldErrors(error.content).filter((field) => isLoginField(field.name)) : [];
    if (fields.length > 0) {
      setErrors((shown) => ({ ...shown, ...Object.fromEntries(fields.map((field) => [field.name, field.errors[0]])) }));
      return;
    }
    const text = failureText(error);
    if (text) toastError(text);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = latest.current;
    validate(FIELDS, body)
      .then((found) => {
        if (FIELDS.some((field) => found[field])) return;
        login.call({ body }, { onSuccess: ({ token }) => signIn(token, afterLoginPath(from)), onError: showError });
      })
      .catch((error: unknown) => showError(error instanceof Error ? error : new Error(String(error))));
  };

  // Messages already under fields were written in the old language: check those fields again.
  const shownLanguage = useRef(i18n.language);
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    const withErrors = FIELDS.filter((field) => errors[field]);
    if (withErrors.length > 0) validate(withErrors, latest.current).catch(() => {});
  }, [i18n.language, errors, validate]);

  return { values, errors, change, submit, isPending: login.isPending };
}
