import { order } from '@portal/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { type EditedOrder, type OrderFormState, saveBodyFrom } from './order-form-values';
import { type OrderSaveErrors, orderSaveErrors } from './order-save-errors';

export type SavedOrder = { id: number; submitted: boolean };

/**
 * Saves the order (Save), or saves and ships it in one go (Ship the order: `submit: true`).
 * Refusals go to `onRefused` (the editor shows them under their fields, on their step) or a toast.
 */
export function useSaveOrder(
  edited: EditedOrder | undefined,
  onSaved: (saved: SavedOrder) => void,
  onRefused: (errors: OrderSaveErrors) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useOperationMutation(order.saveOrder, { silent: true });
  // Which button is busy: the save's variables are a body or FormData, which says nothing of it.
  const [shipping, setShipping] = useState(false);

  const run = (values: OrderFormState, submit: boolean) => {
    setShipping(submit);
    save.mutate(
      { body: saveBodyFrom(values, edited, submit) },
      {
        onSuccess: (saved) => {
          void message.success(
            t(submit ? 'orderForm.actions.shipped' : 'orderForm.actions.saved', { no: values.platform_order_no }),
          );
          onSaved({ id: saved.id, submitted: submit });
        },
        onError: (error) => {
          const shown = orderSaveErrors(error);
          if (shown.toast) void message.error(shown.toast);
          onRefused(shown);
        },
      },
    );
  };

  return { run, saving: save.isPending && !shipping, shipping: save.isPending && shipping, busy: save.isPending };
}
