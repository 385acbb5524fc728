import { useTranslation } from 'react-i18next';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { AUTH_PATHS } from './auth-paths';
import { ForgetRequestForm } from './forget-request-form';
import { useResetLinkToken } from './reset-link-token';
import { ResetPasswordForm } from './reset-password-form';

/** /forget asks for the email; the mailed link lands on /forget#token=… to set the new password. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const token = useResetLinkToken();
  return (
    <AuthLayout
      title={t(token ? 'auth.reset.title' : 'auth.forget.title')}
      footer={<AuthLink to={AUTH_PATHS.login}>{t('auth.forget.backToLogin')}</AuthLink>}
    >
      {token ? <ResetPasswordForm key={token} token={token} /> : <ForgetRequestForm />}
    </AuthLayout>
  );
}
