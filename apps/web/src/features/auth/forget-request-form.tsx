import { auth } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastError } from '../../shared/feedback/toast';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { AUTH_PATHS } from './auth-paths';
import { type SentState, useSendResetMail } from './reset-mail';

interface ForgetValues {
  email: string;
}

/** Step one of the reset: the address to mail the link to; then /send-email tells where it went. */
export function ForgetRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetValues>();
  useRelocalizedErrors(form);
  const mail = useSendResetMail();

  const onFinish = ({ email }: ForgetValues) =>
    mail.send(email.trim(), {
      onSuccess: () => {
        const state: SentState = { sentAt: Date.now() };
        void navigate(`${AUTH_PATHS.sendEmail}?email=${encodeURIComponent(email.trim())}`, { state });
      },
      onError: (error) => showFormError(form, error, toastError),
    });

  return (
    <Form form={form} size="large" onFinish={onFinish}>
      <p style={{ marginTop: 0 }}>{t('auth.forget.intro')}</p>
      <Form.Item
        name="email"
        // The field has a placeholder, not a label: only its rule is bound.
        rules={bindForm(auth.sendResetEmail.body, { label: () => t('auth.fields.email') })('email').rules}
      >
        <Input
          placeholder={t('auth.fields.email')}
          aria-label={t('auth.fields.email')}
          autoComplete="email"
          inputMode="email"
        />
      </Form.Item>
      <Form.Item>
        <BusyButton type="primary" htmlType="submit" block busy={mail.isPending}>
          {t('auth.forget.submit')}
        </BusyButton>
      </Form.Item>
    </Form>
  );
}
