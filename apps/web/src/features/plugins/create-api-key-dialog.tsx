import { type ApiKeyScope, apiKey } from '@portal/contract';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { OneTimeSecret } from './one-time-secret';
import { ScopeInput } from './scope-input';
import { SecretDialog } from './secret-dialog';

interface ApiKeyForm {
  name: string;
  scopes: ApiKeyScope[];
}

/**
 * Creates a named key: its name and scopes, then the key itself, shown once. Closing forgets it
 * (it stays in no state, cache or list).
 */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ApiKeyForm>();
  useRelocalizedErrors(form);
  const create = useOperationMutation(apiKey.create, { silent: true });
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const bound = bindForm(apiKey.createApiKeyRequest, {
    label: (name) => t(`plugins.apiKeys.fields.${name}`),
  });

  const close = () => {
    setCreated(null);
    form.resetFields();
    onClose();
  };
  const onFinish = (values: ApiKeyForm) => {
    create.mutate(
      { body: { name: values.name, scopes: values.scopes ?? [] } },
      {
        onSuccess: (reply) => setCreated({ name: values.name, key: reply.key }),
        onError: (error) => showFormError(form, error, (text) => void message.error(text)),
      },
    );
  };

  return (
    <SecretDialog
      open={open}
      onClose={close}
      doneText={t('plugins.apiKeys.done')}
      form={{
        title: t('plugins.apiKeys.createTitle'),
        submitText: t('plugins.apiKeys.createSubmit'),
        busy: create.isPending,
        onSubmit: () => form.submit(),
        body: (
          <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ name: '', scopes: [] }}>
            <Form.Item {...bound('name')}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item {...bound('scopes')}>
              <ScopeInput />
            </Form.Item>
          </Form>
        ),
      }}
      revealed={
        created && {
          title: t('plugins.apiKeys.createdTitle'),
          body: (
            <OneTimeSecret
              secret={created.key}
              testId="api-key-secret"
              texts={{
                warning: t('plugins.apiKeys.shownOnce', { name: created.name }),
                copy: t('plugins.apiKeys.copy'),
                copied: t('plugins.apiKeys.copied'),
                copyFailed: t('plugins.apiKeys.copyFailed'),
              }}
            />
          ),
        }
      }
    />
  );
}
