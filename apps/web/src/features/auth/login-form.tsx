import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { auth } from '@portal/contract';
import { Button, Form } from 'antd';
// The input and the password input alone: antd's Input barrel also brings TextArea, Search and OTP,
// which /login does not show and its bundle budget cannot carry.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { useOperationCall } from '../../shared/api/use-operation-call';
import { toastError } from '../../shared/feedback/toast';
import { showFormError } from '../../shared/forms/form-errors';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { zodRule } from '../../shared/forms/zod-rules';
import { AuthLink } from './auth-link';
import { AUTH_PATHS, afterLoginPath } from './auth-paths';
import { useSignIn } from './use-sign-in';

interface LoginValues {
  email: string;
  password: string;
}

const rules = auth.loginRequest.shape;

export function LoginForm({ from }: { from: string | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  useRelocalizedErrors(form);
  const signIn = useSignIn();
  // Silent: a wrong password is told once, by this form, not also by the request layer.
  const login = useOperationCall(auth.login, { silent: true });

  const onFinish = (values: LoginValues) =>
    login.call(
      { body: values },
      {
        onSuccess: ({ token }) => signIn(token, afterLoginPath(from)),
        onError: (error) => showFormError(form, error, toastError),
      },
    );

  return (
    <Form form={form} size="large" onFinish={onFinish} autoComplete="on">
      <Form.Item name="email" rules={[zodRule(rules.email, { label: t('auth.fields.email') })]}>
        <Input
          prefix={<MailOutlined />}
          placeholder={t('auth.fields.email')}
          aria-label={t('auth.fields.email')}
          autoComplete="username"
          inputMode="email"
        />
      </Form.Item>
      <Form.Item name="password" rules={[zodRule(rules.password, { label: t('auth.fields.password') })]}>
        <Password
          prefix={<LockOutlined />}
          placeholder={t('auth.fields.password')}
          aria-label={t('auth.fields.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      <div style={{ textAlign: 'right', margin: '-8px 0 16px' }}>
        <AuthLink to={AUTH_PATHS.forget}>{t('auth.login.forgot')}</AuthLink>
      </div>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
