import { type BodyOf, inbound, validationMessage } from '@portal/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { failureText } from '../../../shared/forms/form-errors';
import { serverFieldErrors } from '../../../shared/forms/server-field-errors';
import { type FieldErrors, packedPath, stepOfPath, type WizardStep } from './step-checks';
import { saveBodyFrom, type WizardState } from './wizard-state';

export interface SavedBooking {
  id: number;
  receiving_no: string;
  status: WizardState['status'];
  submitted: boolean;
}

const MISMATCH = new Set([
  validationMessage('v.skuQuantityMismatch', 'en'),
  validationMessage('v.skuQuantityMismatch', 'zh_CN'),
]);

/** The server's refusal: its field messages (1001) and the step of the first, or a toast. */
export function refusalOf(error: Error): { errors: FieldErrors; step: WizardStep | null; toast: string | null } {
  if (error instanceof ApiError) {
    const fields = serverFieldErrors(error.content);
    if (fields.length > 0) {
      const errors: FieldErrors = {};
      let step: WizardStep | null = null;
      for (const field of fields) {
        const message = field.errors[0] ?? '';
        const path = field.name.split('.');
        // The server says a SKU's packed units do not match under its booked quantity: the packing list shows it.
        const mismatch = MISMATCH.has(message) && path[0] === 'lines';
        errors[mismatch ? packedPath(path) : field.name] ??= message;
        const at = mismatch ? 2 : stepOfPath(path);
        if (step === null || at < step) step = at;
      }
      return { errors, step, toast: null };
    }
  }
  return { errors: {}, step: null, toast: failureText(error) };
}

/** Save (draft) or Submit shipment; refusals go under their fields (the wizard shows their step) or to a toast. */
export function useSaveBooking(
  onSaved: (saved: SavedBooking) => void,
  onRefused: (errors: FieldErrors, step: WizardStep | null) => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const draft = useOperationMutation(inbound.saveDraft, { silent: true });
  const submit = useOperationMutation(inbound.submit, { silent: true });
  const [submitting, setSubmitting] = useState(false);

  const run = (state: WizardState, asSubmit: boolean) => {
    setSubmitting(asSubmit);
    // The wizard checked the body with the contract's schema; the server checks it again.
    const body = saveBodyFrom(state) as BodyOf<typeof inbound.saveDraft>;
    (asSubmit ? submit : draft).mutate(
      { body },
      {
        onSuccess: (saved) => {
          void message.success(
            t(asSubmit ? 'inbound.wizard.submitted' : 'inbound.wizard.saved', { no: saved.receiving_no }),
          );
          onSaved({ ...saved, submitted: asSubmit });
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          if (refusal.toast) void message.error(refusal.toast);
          onRefused(refusal.errors, refusal.step);
        },
      },
    );
  };

  const busy = draft.isPending || submit.isPending;
  return { run, busy, saving: busy && !submitting, submitting: busy && submitting };
}
