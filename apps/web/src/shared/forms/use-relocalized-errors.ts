import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Messages already under fields were written in the old language: check those fields again. */
export function useRelocalizedErrors(form: FormInstance): void {
  const { i18n } = useTranslation();
  const shown = useRef(i18n.language);

  useEffect(() => {
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    const withErrors = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (withErrors.length > 0) form.validateFields(withErrors.map((field) => field.name)).catch(() => {});
  }, [form, i18n.language]);
}
