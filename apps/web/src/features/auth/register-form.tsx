import { auth, type BodyOf, CURRENCIES, ErrorCode } from '@portal/contract';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationCall } from '../../shared/api/use-operation-call';
import { toastError, toastSuccess } from '../../shared/feedback/toast';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { FormSelect } from '../../shared/forms/form-select';
import { PasswordInput } from '../../shared/forms/password-input';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { usePlatform } from '../../shared/platform';
import { resultPath } from '../../shared/routing/result-path';
import { CountrySelect } from './country-select';
import { PrivacyAgreement } from './privacy-agreement';
import { registerLabel } from './register-labels';
import { useEmailTakenRule } from './use-email-taken-rule';
import { useSignIn } from './use-sign-in';

type RegisterValues = BodyOf<typeof auth.register>;

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * Registration (spec 5): every rule is the contract's registerRequest; a new merchant is signed in at
 * once and lands on the result page, which offers the getting-started checklist.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [form] = Form.useForm<RegisterValues>();
  useRelocalizedErrors(form);
  const emailTaken = useEmailTakenRule();
  const signIn = useSignIn();
  const register = useOperationCall(auth.register, { silent: true });
  const field = bindForm(auth.registerRequest, {
    label: (name) => registerLabel(t, name),
    choices: ['country', 'currency', 'agree_privacy'],
  });

  const emailField = field('email');

  const onFailure = (error: Error) => {
    if (error instanceof ApiError && error.code === ErrorCode.EMAIL_EXISTS) {
      return form.setFields([{ name: 'email', errors: [error.message] }]);
    }
    showFormError(form, error, toastError);
  };

  const onFinish = (values: RegisterValues) =>
    register.call(
      { body: { ...values, platform_type: platform.type } },
      {
        onError: onFailure,
        onSuccess: ({ token }) => {
          toastSuccess(t('auth.register.welcome'));
          signIn(token, resultPath('success', 'registration'));
        },
      },
    );

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ agree_privacy: false }}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item {...field('first_name')}>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item {...field('last_name')}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...emailField} validateTrigger={['onChange', 'onBlur']} rules={[...emailField.rules, emailTaken]}>
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item {...field('password')}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item {...field('confirm_password')} dependencies={['password']}>
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <Form.Item {...field('phone')}>
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <Form.Item {...field('country')}>
            <CountrySelect />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item {...field('currency')}>
            <FormSelect options={CURRENCY_OPTIONS} showSearch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item {...field('company_name')}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item name="agree_privacy" valuePropName="checked" rules={field('agree_privacy').rules}>
        <PrivacyAgreement />
      </Form.Item>
      <Form.Item>
        <BusyButton type="primary" htmlType="submit" size="large" block busy={register.isPending}>
          {t('auth.register.submit')}
        </BusyButton>
      </Form.Item>
    </Form>
  );
}
