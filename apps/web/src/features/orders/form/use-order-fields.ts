import { order, orderPackagingInputSchema } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { bindForm } from '../../../shared/forms/form-binding';
import { useRecipientFields } from '../../../shared/forms/use-recipient-fields';

/**
 * The order form's fields bound to the contract's rules, each saying the spec's own message when
 * left empty ('Please enter First Name', 'Please Select Country', spec 5 "Order create").
 */
export function useOrderFields() {
  const { t } = useTranslation();
  return {
    recipient: useRecipientFields(),
    draft: bindForm(order.orderDraftSchema.pick({ platform_order_no: true, warehouse_id: true, note: true }), {
      label: (name) => (name === 'warehouse_id' ? t('orderLabels.fields.warehouse') : t(`orderLabels.fields.${name}`)),
      choices: ['warehouse_id'],
      ownEmptyMessages: true,
    }),
    line: bindForm(order.orderLineFormSchema, {
      label: (name) => t(`orderForm.lines.${name}`),
      ownEmptyMessages: true,
    }),
    service: bindForm(order.valueAddedServiceInputSchema, {
      label: (name) => t(`orderForm.services.${name}`),
      choices: ['code'],
      ownEmptyMessages: true,
    }),
    consumable: bindForm(order.consumableInputSchema, {
      label: (name) => t(`orderForm.consumables.${name}`),
      choices: ['id'],
      required: ['quantity'],
    }),
    packaging: bindForm(orderPackagingInputSchema, {
      label: (name) => t(`orderForm.packaging.${name}`),
      choices: ['id'],
      required: ['quantity'],
    }),
  };
}

export type OrderFields = ReturnType<typeof useOrderFields>;
