import { ErrorCode, warningEmail } from '@portal/contract';
import { App, Divider, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationMutation } from '../../shared/api/use-operation';
import { useFormatDateTime } from '../../shared/format/date-time';
import { BusyButton } from '../../shared/forms/busy-button';
import { showFormError } from '../../shared/forms/form-errors';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { useFormUnsavedChanges } from '../../shared/forms/use-unsaved-changes';
import { DigestHourSelect } from './digest-hour-select';
import { RecipientList } from './recipient-list';
import { useWarningEmailFields } from './use-warning-email-fields';
import { saveBody, valuesOf, type WarningEmailValues } from './warning-email-values';

interface WarningEmailFormProps {
  setting: warningEmail.WarningEmailSetting;
  /** The server refused because the setting is off: the page reads it again and turns read-only. */
  onDisabled(): void;
}

/**
 * The addresses, their kinds and the digest hour, saved together. Read-only (every control disabled)
 * until customer service enables warning e-mails. What is typed stays while another tab is shown;
 * closing the tab with unsaved changes asks first.
 */
export function WarningEmailForm({ setting, onDisabled }: WarningEmailFormProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { message } = App.useApp();
  const [form] = Form.useForm<WarningEmailValues>();
  useRelocalizedErrors(form);
  const fields = useWarningEmailFields();
  // What the form started from: the setting as loaded, then as last saved.
  const [initial, setInitial] = useState(() => valuesOf(setting));
  const unsaved = useFormUnsavedChanges(initial);
  const save = useOperationMutation(warningEmail.save, { silent: true });
  const enabled = setting.enabled === 1;

  const onFinish = (values: WarningEmailValues) =>
    save.mutate(
      { body: saveBody(values) },
      {
        onSuccess: (saved) => {
          // The addresses as stored (trimmed, lower case).
          const next = valuesOf(saved);
          setInitial(next);
          form.setFieldsValue(next);
          unsaved.markSaved();
          void message.success(t('warningEmail.saved'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.WARNING_EMAIL_DISABLED) onDisabled();
          showFormError(form, error, (text) => void message.error(text));
        },
      },
    );

  return (
    <Form<WarningEmailValues>
      form={form}
      name="warning-email"
      layout="vertical"
      disabled={!enabled}
      initialValues={initial}
      onValuesChange={unsaved.onValuesChange}
      onFinish={onFinish}
      scrollToFirstError={{ block: 'center' }}
    >
      {/*
        Read-only: a disabled fieldset says so to assistive technology for every control inside,
        antd's Select included, whose shown value is a span no `disabled` attribute reaches.
      */}
      <fieldset disabled={!enabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('warningEmail.recipients')}
        </Typography.Title>
        <RecipientList fields={fields} readOnly={!enabled} />
        <Divider />
        <Form.Item {...fields.setting('digest_hour')}>
          <DigestHourSelect />
        </Form.Item>
        <Flex align="center" gap={12} wrap>
          <BusyButton type="primary" htmlType="submit" busy={save.isPending} disabled={!enabled}>
            {t('common.save')}
          </BusyButton>
          {setting.updated_at ? (
            <Typography.Text type="secondary">
              {t('warningEmail.updatedAt', { time: formatDateTime(setting.updated_at) })}
            </Typography.Text>
          ) : null}
        </Flex>
      </fieldset>
    </Form>
  );
}
