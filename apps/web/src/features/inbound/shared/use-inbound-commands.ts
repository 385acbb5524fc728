import { type BodyOf, inbound } from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { useConfirmedAction } from '../../../shared/feedback/use-confirmed-action';

interface Booking {
  id: number;
  receiving_no: string;
}

/**
 * What the list and the detail do with a booking: withdraw and delete (each after a confirmation)
 * and submit a saved draft. The server decides; its refusals are toasted by the request layer.
 * Each answers whether it went through.
 */
export function useInboundCommands() {
  const { t } = useTranslation();
  const withdraw = useOperationMutation(inbound.withdraw);
  const remove = useOperationMutation(inbound.deleteDraft);
  const submit = useOperationMutation(inbound.submit);

  const confirm = useConfirmedAction();

  const confirmWithdraw = useCallback(
    (row: Booking) =>
      confirm({
        title: t('inbound.commands.withdrawTitle', { no: row.receiving_no }),
        content: t('inbound.commands.withdrawContent'),
        danger: true,
        run: () => withdraw.mutateAsync({ body: { id: row.id } }),
        done: t('inbound.commands.withdrawn', { no: row.receiving_no }),
      }),
    [confirm, withdraw.mutateAsync, t],
  );

  const confirmDelete = useCallback(
    (row: Booking) =>
      confirm({
        title: t('inbound.commands.deleteTitle', { no: row.receiving_no }),
        content: t('common.deleteConfirm'),
        danger: true,
        run: () => remove.mutateAsync({ body: { id: row.id } }),
        done: t('inbound.commands.deleted', { no: row.receiving_no }),
      }),
    [confirm, remove.mutateAsync, t],
  );

  /** Submits a saved booking as it was saved (its detail holds the whole booking). */
  const confirmSubmit = useCallback(
    (row: Booking) =>
      confirm({
        title: t('inbound.commands.submitTitle', { no: row.receiving_no }),
        content: t('inbound.commands.submitContent'),
        run: async () => {
          const saved = await callOperation(inbound.getDetail, { query: { id: row.id } });
          // A draft kept at step 3 has no volume or arrival period yet: sent missing, the server names them.
          const { volume_m3, arrival_period, ...shipping } = saved.booking.shipping;
          const given = { ...shipping, volume_m3: volume_m3 ?? undefined, arrival_period: arrival_period ?? undefined };
          await submit.mutateAsync({
            body: { id: row.id, ...saved.booking, shipping: given } as BodyOf<typeof inbound.submit>,
          });
        },
        done: t('inbound.commands.submitted', { no: row.receiving_no }),
      }),
    [confirm, submit.mutateAsync, t],
  );

  return useMemo(
    () => ({ confirmWithdraw, confirmDelete, confirmSubmit }),
    [confirmWithdraw, confirmDelete, confirmSubmit],
  );
}
