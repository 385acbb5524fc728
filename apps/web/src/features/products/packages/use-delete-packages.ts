import { product } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { useConfirmDelete } from '../../../shared/list/use-confirm-delete';

/**
 * Deletes packages after the spec's confirmation. The server deletes all or none: a package any
 * order names is refused with the spec's in-use message, which the request layer shows.
 */
export function useDeletePackages(onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation();
  const remove = useOperationMutation(product.deletePackage);
  const confirm = useConfirmDelete({
    title: useCallback(() => t('packages.list.deleteTitle'), [t]),
    done: useCallback((count: number) => t('packages.list.deleted', { count }), [t]),
    run: useCallback((ids: number[]) => remove.mutateAsync({ body: { ids } }), [remove.mutateAsync]),
  });
  return useCallback(
    (ids: number[]) => {
      void confirm(ids).then((deleted) => {
        if (deleted) onDeleted(ids);
      });
    },
    [confirm, onDeleted],
  );
}
