import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { AUTH_PATHS } from './auth-paths';
import { RegisterForm } from './register-form';

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.register.title')}
      width={560}
      footer={
        <>
          {t('auth.register.haveAccount')} <AuthLink to={AUTH_PATHS.login}>{t('auth.register.login')}</AuthLink>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
