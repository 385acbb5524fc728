import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../shared/forms/busy-button';

/** The form's part of the dialog: its title, body and submit button. */
export interface SecretDialogForm {
  title: string;
  submitText: string;
  busy: boolean;
  /** The submit button's click: the caller submits its antd form. */
  onSubmit(): void;
  body: ReactNode;
}

/** What the dialog turns into once the form went through: a secret shown this once (and what goes with it). */
export interface SecretDialogReveal {
  title: string;
  body: ReactNode;
}

/**
 * The frame of the integration dialogs that end in a secret shown once (a named API key, a webhook's
 * signing secret, a connection's key): the form with Cancel and its submit button, then, once
 * `revealed` is given, the secret with a single Done. A dialog without `form` only reveals (a rotated
 * secret). The caller keeps the revealed value and drops it in `onClose`, so closing forgets it; the
 * mask does not close the dialog, so a stray click cannot lose a secret not yet copied.
 */
export function SecretDialog({
  open,
  onClose,
  form,
  revealed,
  doneText,
}: {
  open: boolean;
  onClose(): void;
  form?: SecretDialogForm;
  revealed: SecretDialogReveal | null;
  doneText: string;
}) {
  const { t } = useTranslation();
  const footer = revealed ? (
    <Button type="primary" onClick={onClose}>
      {doneText}
    </Button>
  ) : form ? (
    <>
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <BusyButton type="primary" busy={form.busy} onClick={form.onSubmit}>
        {form.submitText}
      </BusyButton>
    </>
  ) : null;
  return (
    <Modal
      open={open}
      title={revealed ? revealed.title : form?.title}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={footer}
    >
      {revealed ? revealed.body : form?.body}
    </Modal>
  );
}
