import { auth, ErrorCode } from '@portal/contract';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { useOperationCall } from '../../shared/api/use-operation-call';
import { toastError, toastSuccess } from '../../shared/feedback/toast';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { PasswordInput } from '../../shared/forms/password-input';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { AuthLink } from './auth-link';
import { AUTH_PATHS } from './auth-paths';

interface ResetValues {
  token: string;
  new_pwd: string;
  confirm_new_pwd: string;
}

const FIELDS = [
  { name: 'new_pwd', label: 'auth.fields.newPassword', dependencies: [] },
  { name: 'confirm_new_pwd', label: 'auth.fields.confirmNewPassword', dependencies: ['new_pwd'] },
] as const;

/** Step two, opened from the mailed link (/forget#token=…): the new password, then back to login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The token rides in the form's values so the contract's whole-request rule can be checked.
  const [form] = Form.useForm<ResetValues>();
  useRelocalizedErrors(form);
  const reset = useOperationCall(auth.resetPassword, { silent: true });
  const bound = bindForm(auth.resetPasswordRequest, {
    label: (name) => t(FIELDS.find((field) => field.name === name)?.label ?? 'auth.fields.newPassword'),
  });

  const onFinish = (values: ResetValues) =>
    reset.call(
      { body: { ...values, token } },
      {
        onSuccess: () => {
          toastSuccess(t('auth.reset.done'));
          void navigate(AUTH_PATHS.login, { replace: true });
        },
        onError: (error) => {
          const expired = error instanceof ApiError && error.code === ErrorCode.RESET_LINK_INVALID;
          if (expired) toastError(error.message);
          else showFormError(form, error, toastError);
        },
      },
    );

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ token }}>
      <p style={{ marginTop: 0 }}>{t('auth.reset.intro')}</p>
      {FIELDS.map((field) => (
        <Form.Item key={field.name} {...bound(field.name)} dependencies={[...field.dependencies]}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
      ))}
      <Form.Item>
        <BusyButton type="primary" htmlType="submit" block busy={reset.isPending}>
          {t('auth.reset.submit')}
        </BusyButton>
      </Form.Item>
      <p style={{ textAlign: 'center' }}>
        <AuthLink to={AUTH_PATHS.forget}>{t('auth.reset.requestNew')}</AuthLink>
      </p>
    </Form>
  );
}
