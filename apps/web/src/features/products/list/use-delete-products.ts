import { product } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { useConfirmDelete } from '../../../shared/list/use-confirm-delete';

/**
 * Deletes SKUs after the spec's confirmation. The server deletes all or none: a SKU with stock or
 * used by a packing list or order makes it refuse, and the request layer shows its reason.
 */
export function useDeleteProducts(onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation();
  const remove = useOperationMutation(product.deleteProduct);
  const confirm = useConfirmDelete({
    title: useCallback(() => t('productList.deleteTitle'), [t]),
    done: useCallback((count: number) => t('productList.deleted', { count }), [t]),
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
