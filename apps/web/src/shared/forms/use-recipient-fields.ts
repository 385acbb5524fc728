import { order } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { bindForm } from './form-binding';

/**
 * The recipient's fields bound to the contract's rule of a recipient (`order.recipientSchema`), each
 * saying the spec's own message when left empty ('Please enter First Name', 'Please Select Country',
 * spec 5 "Order create"): the order form's and a shop order's recipient fix check the same way.
 */
export function useRecipientFields() {
  const { t } = useTranslation();
  return bindForm(order.recipientSchema, {
    label: (name) => t(`orderLabels.fields.${name}`),
    choices: ['country'],
    ownEmptyMessages: true,
  });
}
