import { ErrorCode, setting } from '@portal/contract';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useOperationMutation } from '../../shared/api/use-operation';
import { useReturnFocus } from '../../shared/focus/use-return-focus';
import { busyOkProps } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { PasswordInput } from '../../shared/forms/password-input';
import { useRelocalizedErrors } from '../../shared/forms/use-relocalized-errors';
import { useEndSession } from './use-end-session';

interface PasswordForm {
  current_pwd: string;
  new_pwd: string;
  confirm_new_pwd: string;
}

const FIELDS = [
  { name: 'current_pwd', label: 'settings.password.current', autoComplete: 'current-password' },
  { name: 'new_pwd', label: 'settings.password.new', autoComplete: 'new-password', dependencies: ['current_pwd'] },
  {
    name: 'confirm_new_pwd',
    label: 'settings.password.confirm',
    autoComplete: 'new-password',
    dependencies: ['new_pwd'],
  },
] as const;

/**
 * Main accounts only (spec section 6). The server signs the account out everywhere on success,
 * this browser included, so the user is told and sent to the login page.
 */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<PasswordForm>();
  useRelocalizedErrors(form);
  // Opened from the avatar's menu, whose item is gone when it closes: antd's own return misses.
  useReturnFocus(open);
  const endSession = useEndSession();
  // Silent: refusals about a field go under that field instead of a toast.
  // The change ends every session, this one too: the merchant reads the confirmation, then signs in again.
  const update = useOperationMutation(setting.updatePwd, { silent: true, markStale: false });

  const bound = bindForm(setting.updatePwdRequest, {
    label: (name) => t(FIELDS.find((field) => field.name === name)?.label ?? 'settings.password.new'),
  });

  const onFailure = (error: Error) => {
    // The wrong current password belongs under its field, not in a toast that hides the form.
    if (error instanceof ApiError && error.code === ErrorCode.CURRENT_PASSWORD_WRONG) {
      form.setFields([{ name: 'current_pwd', errors: [error.message] }]);
      return;
    }
    showFormError(form, error, (text) => void message.error(text));
  };

  const onFinish = (values: PasswordForm) =>
    update.mutate(
      { body: values },
      {
        onError: onFailure,
        onSuccess: () => {
          onClose();
          modal.success({
            title: t('settings.password.changedTitle'),
            content: t('settings.password.changed'),
            okText: t('settings.password.loginAgain'),
            keyboard: false,
            onOk: endSession,
          });
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('settings.password.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={busyOkProps(update.isPending)}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
        {FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            {...bound(field.name)}
            dependencies={'dependencies' in field ? [...field.dependencies] : undefined}
          >
            <PasswordInput autoComplete={field.autoComplete} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
