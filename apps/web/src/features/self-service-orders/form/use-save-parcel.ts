import { selfServiceOrder } from '@portal/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { type EditedParcel, type ParcelFormState, saveBodyFrom } from './parcel-form-values';
import { type ParcelSaveErrors, parcelSaveErrors } from './parcel-save-errors';

/**
 * Saves the parcel as a draft (Save draft), or saves and pre-advises it in one go (`submit: true`:
 * the estimate is held on the wallet). Refusals go to `onRefused` (under their fields, or on the page).
 */
export function useSaveParcel(
  edited: EditedParcel | undefined,
  onSaved: (saved: { id: number }) => void,
  onRefused: (errors: ParcelSaveErrors) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useOperationMutation(selfServiceOrder.saveParcel, { silent: true });
  // Which button is busy: the mutation's variables say nothing of it.
  const [submitting, setSubmitting] = useState(false);

  const run = (values: ParcelFormState, submit: boolean) => {
    setSubmitting(submit);
    save.mutate(
      { body: saveBodyFrom(values, edited, submit) },
      {
        onSuccess: (saved) => {
          void message.success(
            t(submit ? 'parcelForm.actions.preAdvised' : 'parcelForm.actions.saved', { no: saved.parcel_no }),
          );
          onSaved({ id: saved.id });
        },
        onError: (error) => onRefused(parcelSaveErrors(error)),
      },
    );
  };

  return {
    run,
    saving: save.isPending && !submitting,
    submitting: save.isPending && submitting,
    busy: save.isPending,
  };
}
