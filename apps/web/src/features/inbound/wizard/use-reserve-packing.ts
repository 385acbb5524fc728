import { type BodyOf, inbound } from '@portal/contract';
import { App } from 'antd';
import { useOperationMutation } from '../../../shared/api/use-operation';
import type { FieldErrors, WizardStep } from './step-checks';
import type { SavedBooking } from './use-save-booking';
import { refusalOf } from './use-save-booking';
import { saveBodyFrom, type WizardState } from './wizard-state';

/** Steps 1–3 of the wizard as `inbound.reserve` takes them (and the draft's id once it has one). */
export function packingBodyFrom(state: WizardState): Record<string, unknown> {
  const { id, warehouse_id, remark, lines, packing_method, boxes } = saveBodyFrom(state);
  return { ...(id === undefined ? {} : { id }), warehouse_id, remark, lines, packing_method, boxes };
}

/** Steps 1–3 as last kept on the server, to tell whether reserving again would change anything. */
export function packingKey(state: WizardState): string {
  const { id: _id, ...packing } = packingBodyFrom(state);
  return JSON.stringify(packing);
}

/**
 * Step 3 complete: keeps steps 1–3 as a draft (a new booking gets its receiving number) so step 4
 * prints its packing list and shipping marks; step 5 is asked for by Save and Submit only.
 */
export function useReservePacking(
  onReserved: (saved: SavedBooking) => void,
  onRefused: (errors: FieldErrors, step: WizardStep | null) => void,
) {
  const { message } = App.useApp();
  const reserve = useOperationMutation(inbound.reserve, { silent: true });
  const run = (state: WizardState) => {
    const body = packingBodyFrom(state) as BodyOf<typeof inbound.reserve>;
    reserve.mutate(
      { body },
      {
        onSuccess: (saved) => onReserved({ ...saved, submitted: false }),
        onError: (error) => {
          const refusal = refusalOf(error);
          if (refusal.toast) void message.error(refusal.toast);
          onRefused(refusal.errors, refusal.step);
        },
      },
    );
  };
  return { run, busy: reserve.isPending };
}
