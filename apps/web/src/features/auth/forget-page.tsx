import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { AUTH_PATHS } from './auth-paths';
import { ForgetRequestForm } from './forget-request-form';
import { ResetPasswordForm } from './reset-password-form';

/** /forget asks for the email; the mailed link lands on /forget?token=… to set the new password. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  return (
    <AuthLayout
      title={t(token ? 'auth.reset.title' : 'auth.forget.title')}
      footer={<AuthLink to={AUTH_PATHS.login}>{t('auth.forget.backToLogin')}</AuthLink>}
    >
      {token ? <ResetPasswordForm key={token} token={token} /> : <ForgetRequestForm />}
    </AuthLayout>
  );
}
