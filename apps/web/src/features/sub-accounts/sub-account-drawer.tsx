import {
  ErrorCode,
  type Grant,
  merchantWideAreaOf,
  SUB_ACCOUNT_TYPES,
  SUPPLIER_GRANT,
  type SubAccountItem,
  type SubAccountType,
  subAccount,
} from '@portal/contract';
import { App, Button, Drawer, Flex, Form, Input, Radio, Switch } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationMutation, useOperationQuery } from '../../shared/api/use-operation';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { PasswordInput } from '../../shared/forms/password-input';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { GrantInput, SkuScopeInput, withoutMerchantWideAreas } from './grant-input';
import { SkuChooser } from './sku-chooser';

interface SubAccountForm {
  account_type: SubAccountType;
  first_name: string;
  last_name: string;
  email: string;
  invite: boolean;
  password?: string;
  grant: Grant;
  /** The chosen SKUs of a grant limited to them. */
  sku_ids: number[];
}

/** What a new insider starts with: nothing, until the main account grants it. */
const NEW_ACCOUNT: SubAccountForm = {
  account_type: 'insider',
  first_name: '',
  last_name: '',
  email: '',
  invite: true,
  grant: { areas: {}, export: false, skus: 'all' },
  sku_ids: [],
};

/** A row as the form edits it: a grant stored before SKU permissions reaches all SKUs. */
function formOf(row: SubAccountItem): SubAccountForm {
  return { ...row, invite: false, grant: { ...row.grant, skus: row.grant.skus ?? 'all' }, sku_ids: [] };
}

interface SubAccountDrawerProps {
  /** `null`: closed; `'new'`: adding one; a row: editing it. */
  editing: SubAccountItem | 'new' | null;
  onClose(): void;
}

/**
 * Adds a sub-account (by invitation, or with a typed password) or edits one: type, names, e-mail
 * (fixed once created), the SKUs it reaches (all, or chosen ones) and the rights. A supplier starts
 * with products and inbound bookings, limited to SKUs still to be chosen.
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
  const skuScope = Form.useWatch(['grant', 'skus'], form);

  // An edited account limited to chosen SKUs: its SKUs, put in the form once they come.
  const edited = editing !== null && editing !== 'new' ? editing : null;
  const grantedSkus = useOperationQuery(
    subAccount.getSkus,
    { id: edited?.id ?? 0 },
    { enabled: edited?.grant.skus === 'chosen' },
  );
  const skusShownFor = useRef<number | null>(null);

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? NEW_ACCOUNT : formOf(editing));
    skusShownFor.current = null;
  }, [editing, form]);

  useEffect(() => {
    // Once per opening: a refetch later must not undo what the main account changed meanwhile.
    if (!edited || !grantedSkus.data || skusShownFor.current === edited.id) return;
    skusShownFor.current = edited.id;
    form.setFieldValue(
      'sku_ids',
      grantedSkus.data.list.map((sku) => sku.id),
    );
  }, [edited, grantedSkus.data, form]);

  const bound = bindForm(subAccount.createRequest, {
    label: (name) => t(`subAccounts.fields.${name}`),
    choices: ['account_type'],
  });
  // An empty choice of SKUs says the contract's own words ("Please choose at least one SKU").
  const boundSkus = bindForm(subAccount.createRequest, {
    label: (name) => t(`subAccounts.fields.${name}`),
    ownEmptyMessages: true,
  })('sku_ids');

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
      // Kept only for a limited grant: a grant reaching all SKUs names none.
      sku_ids: values.grant.skus === 'chosen' ? (form.getFieldValue('sku_ids') as number[]) : [],
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
          // Limited to chosen SKUs: billing, top-up and statistics go (the contract refuses them).
          else if (changed.grant) {
            const grant = form.getFieldValue('grant') as Grant;
            if (merchantWideAreaOf(grant)) form.setFieldValue('grant', withoutMerchantWideAreas(grant));
          }
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
        <Form.Item name={['grant', 'skus']} label={t('subAccounts.fields.skus')}>
          <SkuScopeInput />
        </Form.Item>
        {skuScope === 'chosen' ? (
          <Form.Item {...boundSkus} required>
            <SkuChooser known={grantedSkus.data?.list} loading={grantedSkus.isLoading} />
          </Form.Item>
        ) : null}
        <Form.Item name="grant" label={t('subAccounts.fields.grant')}>
          <GrantInput />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
