import { product } from '@portal/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';

/**
 * Deletes SKUs after the spec's confirmation. The server deletes all or none: a SKU with stock or
 * used by a packing list or order makes it refuse, and the request layer shows its reason.
 */
export function useDeleteProducts(onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const remove = useOperationMutation(product.deleteProduct);

  return useCallback(
    (ids: number[]) => {
      modal.confirm({
        title: t('productList.deleteTitle'),
        content: t('common.deleteConfirm'),
        okText: t('common.confirm'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            const { deleted } = await remove.mutateAsync({ body: { ids } });
            void message.success(t('productList.deleted', { count: deleted }));
            onDeleted(ids);
          } catch {
            // Already shown as a toast; the dialog closes either way.
          }
        },
      });
    },
    [modal, message, remove.mutateAsync, onDeleted, t],
  );
}
