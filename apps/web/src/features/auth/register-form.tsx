import { auth, type BodyOf, CURRENCIES, ErrorCode } from '@portal/contract';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationCall } from '../../shared/api/use-operation-call';
import { toastError, toastSuccess } from '../../shared/feedback/toast';
import { showFormError } from '../../shared/forms/form-errors';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { zodFieldRule, zodRule } from '../../shared/forms/zod-rules';
import { usePlatform } from '../../shared/platform';
import { HOME_PATH } from '../../shared/routing/home-path';
import { CountrySelect } from './country-select';
import { PrivacyAgreement } from './privacy-agreement';
import { useRegisterLabels } from './register-labels';
import { useEmailTakenRule } from './use-email-taken-rule';
import { useSignIn } from './use-sign-in';

type RegisterValues = BodyOf<typeof auth.register>;

const shape = auth.registerRequest.shape;
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** Registration (spec 5): every rule is the contract's registerRequest; a new merchant is signed in at once. */
export function RegisterForm() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [form] = Form.useForm<RegisterValues>();
  useRelocalizedErrors(form);
  const emailTaken = useEmailTakenRule();
  const signIn = useSignIn();
  const register = useOperationCall(auth.register, { silent: true });
  const label = useRegisterLabels();

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
          signIn(token, HOME_PATH);
        },
      },
    );

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ agree_privacy: false }}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="first_name"
            label={label.firstName}
            required
            rules={[zodRule(shape.first_name, { label: label.firstName })]}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="last_name"
            label={label.lastName}
            required
            rules={[zodRule(shape.last_name, { label: label.lastName })]}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="email"
        label={label.email}
        required
        validateTrigger={['onChange', 'onBlur']}
        rules={[zodRule(shape.email, { label: label.email }), emailTaken]}
      >
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={label.password}
        required
        rules={[zodRule(shape.password, { label: label.password })]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label={label.confirm}
        required
        dependencies={['password']}
        rules={[zodFieldRule(auth.registerRequest, 'confirm_password', { label: label.confirm })]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="phone" label={label.phone} required rules={[zodRule(shape.phone, { label: label.phone })]}>
        <Input autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <Form.Item
            name="country"
            label={label.country}
            required
            rules={[zodRule(shape.country, { label: label.country, select: true })]}
          >
            <CountrySelect />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item
            name="currency"
            label={label.currency}
            required
            rules={[zodRule(shape.currency, { label: label.currency, select: true })]}
          >
            <Select options={CURRENCY_OPTIONS} showSearch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="company_name"
        label={label.companyOptional}
        rules={[zodRule(shape.company_name, { label: label.company })]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="agree_privacy"
        valuePropName="checked"
        rules={[zodRule(shape.agree_privacy, { label: label.privacy, select: true })]}
      >
        <PrivacyAgreement />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
