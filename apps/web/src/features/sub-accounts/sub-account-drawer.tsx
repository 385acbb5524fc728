import {
  ErrorCode,
  type Grant,
  SUB_ACCOUNT_TYPES,
  SUPPLIER_GRANT,
  type SubAccountItem,
  type SubAccountType,
  subAccount,
} from '@portal/contract';
import { App, Button, Drawer, Flex, Form, Input, Radio, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationMutation } from '../../shared/api/use-operation';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { PasswordInput } from '../../shared/forms/password-input';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { GrantInput } from './grant-input';

interface SubAccountForm {
  account_type: SubAccountType;
  first_name: string;
  last_name: string;
  email: string;
  invite: boolean;
  password?: string;
  grant: Grant;
}

/** What a new insider starts with: nothing, until the main account grants it. */
const NEW_ACCOUNT: SubAccountForm = {
  account_type: 'insider',
  first_name: '',
  last_name: '',
  email: '',
  invite: true,
  grant: { areas: {}, export: false },
};

interface SubAccountDrawerProps {
  /** `null`: closed; `'new'`: adding one; a row: editing it. */
  editing: SubAccountItem | 'new' | null;
  onClose(): void;
}

/**
 * Adds a sub-account (by invitation, or with a typed password) or edits one: type, names, e-mail
 * (fixed once created) and the rights. A supplier starts with its SKUs and inbound bookings.
 */
export function SubAccountDrawer({ editing, onClose }: SubAccountDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SubAccountForm>();
  useRelocalizedErrors(form);
  const creating = editing === 'new';
  const create = useOperationMutation(subAccount.create, { silent: true });
  const update = useOperationMutation(subAccount.update, { silent: true });
  const invite = Form.useWatch('invite', form);

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? NEW_ACCOUNT : { ...editing, invite: false });
  }, [editing, form]);

  const bound = bindForm(subAccount.createRequest, {
    label: (name) => t(`subAccounts.fields.${name}`),
    choices: ['account_type'],
  });

  const onFailure = (error: Error) => {
    if (error instanceof ApiError && error.code === ErrorCode.EMAIL_EXISTS) {
      form.setFields([{ name: 'email', errors: [error.message] }]);
      return;
    }
    showFormError(form, error, (text) => void message.error(text));
  };

  const onFinish = (values: SubAccountForm) => {
    const fields = {
      account_type: values.account_type,
      first_name: values.first_name,
      last_name: values.last_name,
      grant: values.grant,
    };
    const done = () => {
      void message.success(
        t(creating ? (values.invite ? 'subAccounts.invited' : 'subAccounts.created') : 'subAccounts.saved'),
      );
      onClose();
    };
    if (editing === 'new') {
      create.mutate(
        {
          body: {
            ...fields,
            email: values.email,
            invite: values.invite ? 1 : 0,
            ...(values.invite ? {} : { password: values.password }),
          },
        },
        { onSuccess: done, onError: onFailure },
      );
    } else if (editing) {
      update.mutate({ body: { ...fields, id: editing.id } }, { onSuccess: done, onError: onFailure });
    }
  };

  return (
    <Drawer
      open={editing !== null}
      title={creating ? t('subAccounts.addTitle') : t('subAccounts.editTitle')}
      onClose={onClose}
      // Full width on a phone, where 520 px would run off the screen.
      width="min(520px, 100vw)"
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <BusyButton type="primary" busy={create.isPending || update.isPending} onClick={() => form.submit()}>
            {creating && invite ? t('subAccounts.sendInvitation') : t('common.save')}
          </BusyButton>
        </Flex>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={(changed: Partial<SubAccountForm>) => {
          // A new supplier is offered its SKUs and inbound bookings, which the main account may change.
          if (creating && changed.account_type === 'supplier') form.setFieldValue('grant', SUPPLIER_GRANT);
        }}
      >
        <Form.Item {...bound('account_type')}>
          <Radio.Group
            options={SUB_ACCOUNT_TYPES.map((value) => ({ value, label: t(`subAccounts.types.${value}`) }))}
          />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item {...bound('first_name')} style={{ flex: 1 }}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item {...bound('last_name')} style={{ flex: 1 }}>
            <Input autoComplete="off" />
          </Form.Item>
        </Flex>
        {creating ? (
          <>
            <Form.Item {...bound('email')}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item name="invite" label={t('subAccounts.fields.invite')} valuePropName="checked">
              <Switch />
            </Form.Item>
            {invite ? null : (
              <Form.Item
                {...bound('password')}
                required
                rules={[{ required: true, message: t('subAccounts.passwordRequired') }, ...bound('password').rules]}
              >
                <PasswordInput autoComplete="new-password" />
              </Form.Item>
            )}
          </>
        ) : (
          <Form.Item label={t('subAccounts.fields.email')}>
            <Input value={editing?.email} disabled />
          </Form.Item>
        )}
        <Form.Item name="grant" label={t('subAccounts.fields.grant')}>
          <GrantInput />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
