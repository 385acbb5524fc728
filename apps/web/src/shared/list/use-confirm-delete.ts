import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from '../feedback/use-confirmed-action';

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
  const confirm = useConfirmedAction();
  return useCallback(
    (ids) =>
      confirm({
        title: title(ids.length),
        content: t('common.deleteConfirm'),
        danger: true,
        run: () => run(ids),
        done: ({ deleted }) => done(deleted),
      }),
    [confirm, t, title, done, run],
  );
}
