import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { storePlatformType } from '../../shared/platform';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { AUTH_PATHS } from './auth-paths';
import { LoginForm } from './login-form';

/**
 * /login?platform_type=3&from=/order/order-list. The variant a link asks for is remembered for the
 * whole portal (spec 1); `from` is where a guarded visit or an expired session left off.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const platformType = params.get('platform_type');

  // Before the first paint, so the page never shows the previous variant's logo.
  useLayoutEffect(() => {
    if (platformType) storePlatformType(platformType);
  }, [platformType]);

  return (
    <AuthLayout
      title={t('auth.login.title')}
      footer={
        <>
          {t('auth.login.noAccount')} <AuthLink to={AUTH_PATHS.register}>{t('auth.login.register')}</AuthLink>
        </>
      }
    >
      <LoginForm from={params.get('from')} />
    </AuthLayout>
  );
}
