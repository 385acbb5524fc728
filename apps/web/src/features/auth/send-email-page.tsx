import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toastError, toastSuccess } from '../../shared/feedback/toast';
import { BusyButton } from '../../shared/forms/busy-button';
import { failureText } from '../../shared/forms/form-errors';
import { useCountdown } from '../../shared/hooks/use-countdown';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { AUTH_PATHS } from './auth-paths';
import { RESEND_AFTER_MS, type SentState, useSendResetMail, useSentAt } from './reset-mail';

/** /send-email?email=…: where the reset link went, and a resend once the countdown has run out. */
export default function SendEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const email = useSearchParams()[0].get('email');
  const secondsLeft = useCountdown(useSentAt() + RESEND_AFTER_MS);
  const mail = useSendResetMail();

  if (!email) return <Navigate to={AUTH_PATHS.forget} replace />;

  const resend = () =>
    mail.send(email, {
      onSuccess: () => {
        toastSuccess(t('auth.sendEmail.resent'));
        const state: SentState = { sentAt: Date.now() };
        void navigate(`${location.pathname}${location.search}`, { replace: true, state });
      },
      onError: (error) => {
        const text = failureText(error);
        if (text) toastError(text);
      },
    });

  return (
    <AuthLayout
      title={t('auth.sendEmail.title')}
      footer={<AuthLink to={AUTH_PATHS.login}>{t('auth.sendEmail.backToLogin')}</AuthLink>}
    >
      <p style={{ marginTop: 0 }} data-testid="sent-to">
        {t('auth.sendEmail.sent', { email })}
      </p>
      <p>{t('auth.sendEmail.hint')}</p>
      <BusyButton
        block
        size="large"
        onClick={resend}
        disabled={secondsLeft > 0}
        busy={mail.isPending}
        style={{ marginBottom: 24 }}
      >
        {secondsLeft > 0 ? t('auth.sendEmail.resendIn', { seconds: secondsLeft }) : t('auth.sendEmail.resend')}
      </BusyButton>
    </AuthLayout>
  );
}
