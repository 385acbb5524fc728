import { ErrorCode, WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEventType, webhook } from '@portal/contract';
import { App, Checkbox, Flex, Form, Input, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationMutation } from '../../shared/api/use-operation';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { OneTimeSecret } from './one-time-secret';
import { SecretDialog } from './secret-dialog';
import { useWebhookEventWord } from './webhook-event-words';
import { webhookSecretTexts } from './webhook-secret-texts';

interface WebhookForm {
  url: string;
  event_types: WebhookEventType[];
  description: string;
  enabled: boolean;
}

const EMPTY: WebhookForm = { url: '', event_types: [], description: '', enabled: true };

/**
 * Adds an endpoint (`editing` null) or edits one: URL, events, description, on or off. Once added,
 * the dialog turns into its signing secret, shown once; closing forgets it.
 */
export function WebhookDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: WebhookEndpoint | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const eventWord = useWebhookEventWord();
  const [form] = Form.useForm<WebhookForm>();
  useRelocalizedErrors(form);
  const create = useOperationMutation(webhook.create, { silent: true });
  const update = useOperationMutation(webhook.update, { silent: true });
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const bound = bindForm(webhook.create.body, {
    label: (name) => t(`plugins.webhooks.fields.${name}`),
    choices: ['event_types'],
  });

  const initial: WebhookForm = editing
    ? {
        url: editing.url,
        event_types: editing.event_types,
        description: editing.description,
        enabled: editing.enabled === 1,
      }
    : EMPTY;

  const close = () => {
    setCreated(null);
    form.resetFields();
    onClose();
  };
  const onError = (error: Error) => {
    // The server's own check of the address (https, a public host) belongs under the URL field.
    if (error instanceof ApiError && error.code === ErrorCode.WEBHOOK_URL_NOT_ALLOWED) {
      form.setFields([{ name: 'url', errors: [error.message] }]);
      return;
    }
    showFormError(form, error, (text) => void message.error(text));
  };
  const onFinish = (values: WebhookForm) => {
    const body = {
      url: values.url,
      event_types: WEBHOOK_EVENT_TYPES.filter((type) => values.event_types.includes(type)),
      description: values.description ?? '',
      enabled: values.enabled ? (1 as const) : (0 as const),
    };
    if (editing) {
      update.mutate(
        { body: { id: editing.id, ...body } },
        {
          onSuccess: () => {
            void message.success(t('plugins.webhooks.saved'));
            close();
          },
          onError,
        },
      );
      return;
    }
    create.mutate({ body }, { onSuccess: (reply) => setCreated({ url: reply.url, secret: reply.secret }), onError });
  };

  return (
    <SecretDialog
      open={open}
      onClose={close}
      doneText={t('plugins.webhooks.done')}
      form={{
        title: editing ? t('plugins.webhooks.editTitle') : t('plugins.webhooks.createTitle'),
        submitText: editing ? t('plugins.webhooks.editSubmit') : t('plugins.webhooks.createSubmit'),
        busy: create.isPending || update.isPending,
        onSubmit: () => form.submit(),
        body: (
          <Form key={editing?.id ?? 'new'} form={form} layout="vertical" onFinish={onFinish} initialValues={initial}>
            <Form.Item {...bound('url')}>
              <Input autoComplete="off" placeholder="https://" />
            </Form.Item>
            <Form.Item {...bound('event_types')}>
              <Checkbox.Group>
                <Flex wrap gap={8}>
                  {WEBHOOK_EVENT_TYPES.map((type) => (
                    <Checkbox key={type} value={type}>
                      {eventWord(type)}
                    </Checkbox>
                  ))}
                </Flex>
              </Checkbox.Group>
            </Form.Item>
            <Form.Item {...bound('description')}>
              <Input.TextArea rows={2} />
            </Form.Item>
            <Form.Item {...bound('enabled')} valuePropName="checked" rules={[]}>
              <Switch />
            </Form.Item>
          </Form>
        ),
      }}
      revealed={
        created && {
          title: t('plugins.webhooks.createdTitle'),
          body: (
            <OneTimeSecret secret={created.secret} testId="webhook-secret" texts={webhookSecretTexts(t, created.url)} />
          ),
        }
      }
    />
  );
}
