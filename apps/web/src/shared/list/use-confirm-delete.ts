import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDelete {
  /** The dialog's title for this many rows ("Delete 2 orders"). */
  title(count: number): string;
  /** The toast once done ("2 orders deleted"). */
  done(count: number): string;
  /** The delete itself (the list's delete operation): how many rows went. */
  run(ids: number[]): Promise<{ deleted: number }>;
}

/**
 * Deletes rows after the spec's confirmation ('This operation will delete the selected data,
 * continue or not?'). The server deletes all or none; its refusal is toasted by the request layer
 * and the dialog closes either way. Answers whether the rows went.
 */
export function useConfirmDelete({ title, done, run }: ConfirmDelete): (ids: number[]) => Promise<boolean> {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  return useCallback(
    (ids) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: title(ids.length),
          content: t('common.deleteConfirm'),
          okText: t('common.confirm'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: async () => {
            try {
              const { deleted } = await run(ids);
              void message.success(done(deleted));
              resolve(true);
            } catch {
              resolve(false);
            }
          },
          onCancel: () => resolve(false),
        });
      }),
    [modal, message, t, title, done, run],
  );
}
