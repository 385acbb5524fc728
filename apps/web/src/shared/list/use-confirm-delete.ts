import type { OperationDef } from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useOperationMutation } from '../api/use-operation';
import { useConfirmedAction } from '../feedback/use-confirmed-action';

/** A list's delete operation: the rows' ids in, how many went out (SKUs, packages, orders). */
export interface DeleteOperation extends OperationDef {
  body: z.ZodObject<{ ids: z.ZodType<unknown[]> }>;
  response: z.ZodType<{ deleted: number }>;
}

/** What the question and the toast say, as keys given the count ("Delete 2 orders", "2 orders deleted"). */
export interface ConfirmDeleteTexts {
  title: ParseKeys;
  done: ParseKeys;
}

/**
 * Deletes rows after the spec's confirmation ('This operation will delete the selected data,
 * continue or not?'). The server deletes all or none; its refusal (a SKU with stock, a package on
 * an order) is toasted by the request layer and the dialog closes either way. Answers whether the
 * rows went.
 */
export function useConfirmDelete(
  operation: DeleteOperation,
  texts: ConfirmDeleteTexts,
): (ids: number[]) => Promise<boolean> {
  const { t } = useTranslation();
  const confirm = useConfirmedAction();
  const { mutateAsync } = useOperationMutation(operation);
  const { title, done } = texts;
  return useCallback(
    (ids) =>
      confirm({
        title: t(title, { count: ids.length }),
        content: t('common.deleteConfirm'),
        danger: true,
        run: () => mutateAsync({ body: { ids } }),
        done: ({ deleted }) => t(done, { count: deleted }),
      }),
    [confirm, t, title, done, mutateAsync],
  );
}

/** `useConfirmDelete` for a list's rows: once they went, `onDeleted` (the list drops them from its selection). */
export function useDeleteRows(
  operation: DeleteOperation,
  texts: ConfirmDeleteTexts,
  onDeleted: (ids: number[]) => void,
): (ids: number[]) => void {
  const confirm = useConfirmDelete(operation, texts);
  return useCallback(
    (ids) => {
      void confirm(ids).then((deleted) => {
        if (deleted) onDeleted(ids);
      });
    },
    [confirm, onDeleted],
  );
}
