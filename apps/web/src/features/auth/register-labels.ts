import type { auth } from '@portal/contract';
import type { TFunction } from 'i18next';
import type { FieldName } from '../../shared/forms/form-binding';

type RegisterField = FieldName<typeof auth.registerRequest>;

/** Field labels of registration; the same words name the field in its required message. */
export function registerLabel(t: TFunction, name: RegisterField): string {
  const labels: Record<RegisterField, string> = {
    first_name: t('auth.fields.firstName'),
    last_name: t('auth.fields.lastName'),
    email: t('auth.fields.email'),
    password: t('auth.fields.password'),
    confirm_password: t('auth.fields.confirmPassword'),
    phone: t('auth.fields.phone'),
    country: t('auth.fields.country'),
    currency: t('auth.fields.currency'),
    // Optional: its label says so; it has no required message to name it in.
    company_name: t('auth.register.companyLabel'),
    agree_privacy: t('auth.fields.privacy'),
    platform_type: '',
  };
  return labels[name];
}
