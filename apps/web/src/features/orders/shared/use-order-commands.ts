import { order } from '@portal/contract';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { useConfirmedAction } from '../../../shared/feedback/use-confirmed-action';
import { formatCents } from '../../../shared/format/money';
import { useConfirmDelete } from '../../../shared/list/use-confirm-delete';

/** The delete's question and toast, counting the orders. */
const DELETE_TEXTS = { title: 'orderList.deleteTitle', done: 'orderList.deleted' } as const;

/**
 * What the list and the detail do with orders: delete (after the spec's confirmation), copy, and
 * ship (submit). The server decides (all or none); its refusals are toasted by the request layer
 * and the dialogs close either way. Each answers whether it went through.
 */
export function useOrderCommands() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmedAction();
  const copy = useOperationMutation(order.copyOrder);
  const submit = useOperationMutation(order.submitOrders);

  const confirmDelete = useConfirmDelete(order.deleteOrder, DELETE_TEXTS);

  const copyOrder = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        const copied = await copy.mutateAsync({ body: { id } });
        void message.success(t('orderList.copied', { no: copied.platform_order_no }));
        return true;
      } catch {
        return false;
      }
    },
    [copy.mutateAsync, message, t],
  );

  const confirmSubmit = useCallback(
    (ids: number[]) =>
      confirm({
        title: t('orderList.submitTitle', { count: ids.length }),
        content: t('orderList.submitContent'),
        okText: t('orderList.actions.ship'),
        run: () => submit.mutateAsync({ body: { ids } }),
        done: (done) => t('orderList.submitted', { count: done.submitted, total: formatCents(done.estimated_total) }),
      }),
    [confirm, submit.mutateAsync, t],
  );

  return useMemo(
    () => ({ confirmDelete, copyOrder, confirmSubmit, copying: copy.isPending }),
    [confirmDelete, copyOrder, confirmSubmit, copy.isPending],
  );
}

export type OrderCommands = ReturnType<typeof useOrderCommands>;
