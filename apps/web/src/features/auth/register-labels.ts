import { useTranslation } from 'react-i18next';

/** Field labels of registration; the same words name the field in its required message. */
export function useRegisterLabels() {
  const { t } = useTranslation();
  return {
    firstName: t('auth.fields.firstName'),
    lastName: t('auth.fields.lastName'),
    email: t('auth.fields.email'),
    password: t('auth.fields.password'),
    confirm: t('auth.fields.confirmPassword'),
    phone: t('auth.fields.phone'),
    country: t('auth.fields.country'),
    currency: t('auth.fields.currency'),
    company: t('auth.fields.company'),
    companyOptional: t('auth.register.companyLabel'),
    privacy: t('auth.fields.privacy'),
  };
}
