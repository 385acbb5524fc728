import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmedAction<R> {
  title: string;
  content: string;
  /** A red Confirm: the action deletes, withdraws or takes a right away. */
  danger?: boolean;
  /** The Confirm button's words when the action has a name of its own ("Ship"). */
  okText?: string;
  /** The action itself, once confirmed; the dialog's Confirm shows it busy until it settles. */
  run(): Promise<R>;
  /** The toast once done, or what to say of the result ("2 orders deleted"). */
  done: string | ((result: R) => string);
}

/**
 * Runs an action after antd's confirmation dialog (Confirm / Cancel in the UI language), toasts
 * `done` when it went through, and answers whether it did. A refusal is toasted by the request layer
 * and answers false; the dialog closes either way.
 */
export function useConfirmedAction(): <R>(action: ConfirmedAction<R>) => Promise<boolean> {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  return useCallback(
    <R>({ title, content, danger = false, okText, run, done }: ConfirmedAction<R>) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: okText ?? t('common.confirm'),
          okButtonProps: { danger },
          cancelText: t('common.cancel'),
          onOk: async () => {
            try {
              const result = await run();
              void message.success(typeof done === 'string' ? done : done(result));
              resolve(true);
            } catch {
              resolve(false);
            }
          },
          onCancel: () => resolve(false),
        });
      }),
    [modal, message, t],
  );
}
