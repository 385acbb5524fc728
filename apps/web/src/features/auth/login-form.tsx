import { LockOutlined, MailOutlined } from '@ant-design/icons';
// The input alone: antd's Input barrel also brings TextArea, Search and OTP, which /login does not
// show and its bundle budget cannot carry.
import Input from 'antd/es/input/Input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/forms/busy-button';
import { FormField } from '../../shared/forms/form-field';
import { PasswordInput } from '../../shared/forms/password-input';
import { AuthLink } from './auth-link';
import { AUTH_PATHS } from './auth-paths';
import { useLoginForm } from './use-login-form';

/** A plain form rather than antd's Form, whose label Tooltip and Grid /login's budget cannot carry. */
export function LoginForm({ from }: { from: string | null }) {
  const { t } = useTranslation();
  const form = useLoginForm(from);
  const emailErrorId = useId();
  const passwordErrorId = useId();
  const { errors } = form;

  return (
    <form onSubmit={form.submit} noValidate autoComplete="on">
      <FormField errorId={emailErrorId} error={errors.email}>
        <Input
          size="large"
          prefix={<MailOutlined />}
          placeholder={t('auth.fields.email')}
          aria-label={t('auth.fields.email')}
          autoComplete="username"
          inputMode="email"
          value={form.values.email}
          onChange={(event) => form.change('email', event.target.value)}
          status={errors.email ? 'error' : undefined}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? emailErrorId : undefined}
        />
      </FormField>
      <FormField errorId={passwordErrorId} error={errors.password}>
        <PasswordInput
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('auth.fields.password')}
          aria-label={t('auth.fields.password')}
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.change('password', event.target.value)}
          status={errors.password ? 'error' : undefined}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? passwordErrorId : undefined}
        />
      </FormField>
      <div style={{ textAlign: 'right', margin: '-8px 0 16px' }}>
        <AuthLink to={AUTH_PATHS.forget}>{t('auth.login.forgot')}</AuthLink>
      </div>
      <div style={{ marginBottom: 24 }}>
        <BusyButton type="primary" htmlType="submit" size="large" block busy={form.isPending}>
          {t('auth.login.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
