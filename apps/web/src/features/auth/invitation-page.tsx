import { ErrorCode, subAccount } from '@portal/contract';
import { Alert, Form, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationCall } from '../../shared/api/use-operation-call';
import { toastError } from '../../shared/feedback/toast';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { PasswordInput } from '../../shared/forms/password-input';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { HOME_PATH } from '../../shared/routing/home-path';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
import { AUTH_PATHS } from './auth-paths';
import { useResetLinkToken } from './reset-link-token';
import { useSignIn } from './use-sign-in';

interface Invitation {
  email: string;
  first_name: string;
  merchant: string;
}

interface AcceptValues {
  token: string;
  password: string;
  confirm_password: string;
}

/**
 * /invitation#token=…, opened from the invitation a main account had mailed: whose account it is,
 * then the invitee's own password, which signs them in. A used, replaced, withdrawn or expired link
 * says so and sends them to the sign-in page.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const token = useResetLinkToken();
  const [invitation, setInvitation] = useState<Invitation | 'invalid' | null>(null);
  const lookUp = useOperationCall(subAccount.getInvitation, { silent: true });
  const { call } = lookUp;

  useEffect(() => {
    if (!token) {
      setInvitation('invalid');
      return;
    }
    call({ body: { token } }, { onSuccess: setInvitation, onError: () => setInvitation('invalid') });
  }, [token, call]);

  return (
    <AuthLayout
      title={t('auth.invitation.title')}
      footer={<AuthLink to={AUTH_PATHS.login}>{t('auth.forget.backToLogin')}</AuthLink>}
    >
      {invitation === null ? (
        <Spin />
      ) : invitation === 'invalid' || !token ? (
        <Alert type="warning" showIcon message={t('auth.invitation.invalid')} />
      ) : (
        <AcceptForm token={token} invitation={invitation} onExpired={() => setInvitation('invalid')} />
      )}
    </AuthLayout>
  );
}

function AcceptForm({ token, invitation, onExpired }: { token: string; invitation: Invitation; onExpired(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AcceptValues>();
  useRelocalizedErrors(form);
  const signIn = useSignIn();
  const accept = useOperationCall(subAccount.acceptInvitation, { silent: true });
  const bound = bindForm(subAccount.acceptInvitationRequest, {
    label: (name) => t(name === 'confirm_password' ? 'auth.fields.confirmNewPassword' : 'auth.fields.newPassword'),
  });

  const onFinish = (values: AcceptValues) =>
    accept.call(
      { body: { ...values, token } },
      {
        onSuccess: (reply) => signIn(reply.token, HOME_PATH),
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.INVITATION_INVALID) onExpired();
          else showFormError(form, error, toastError);
        },
      },
    );

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ token }}>
      <p style={{ marginTop: 0 }}>
        {t('auth.invitation.intro', { name: invitation.first_name, merchant: invitation.merchant })}
      </p>
      <p>
        <strong>{invitation.email}</strong>
      </p>
      <Form.Item {...bound('password')}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item {...bound('confirm_password')} dependencies={['password']}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <BusyButton type="primary" htmlType="submit" block busy={accept.isPending}>
          {t('auth.invitation.submit')}
        </BusyButton>
      </Form.Item>
    </Form>
  );
}
