import { selfServiceOrder } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { bindForm } from '../../../shared/forms/form-binding';
import { customsLineFormSchema } from './parcel-form-values';

/**
 * The parcel form's fields bound to the contract's rules (`selfServiceOrder.parcelDraftObject`, the
 * piece and customs-line rules), each saying the contract's own message when left empty ('Please
 * select a sender address'). The recipient's are `RecipientFields`' own.
 */
export function useParcelFields() {
  const { t } = useTranslation();
  return {
    draft: bindForm(
      selfServiceOrder.parcelDraftObject.pick({
        customer_ref: true,
        sender_id: true,
        warehouse_id: true,
        note: true,
      }),
      {
        label: (name) => t(`parcelForm.fields.${name}`),
        choices: ['sender_id', 'warehouse_id'],
        ownEmptyMessages: true,
      },
    ),
    piece: bindForm(selfServiceOrder.pieceInputSchema.omit({ customs_lines: true }), {
      // Empty says 'Please input Weight (g)': the measure rule's own words are about the value's form.
      label: (name) => t(`parcelForm.pieces.${name}`),
    }),
    line: bindForm(customsLineFormSchema, {
      label: (name) => t(`parcelForm.lines.${name}`),
      choices: ['origin'],
      ownEmptyMessages: true,
    }),
  };
}

export type ParcelFields = ReturnType<typeof useParcelFields>;
