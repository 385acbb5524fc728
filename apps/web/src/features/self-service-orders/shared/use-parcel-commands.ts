import { selfServiceOrder } from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { useConfirmedAction } from '../../../shared/feedback/use-confirmed-action';
import { pdfFileName } from '../../../shared/files/save-file';
import { useDownload } from '../../../shared/files/use-download';
import { formatCents } from '../../../shared/format/money';

/** The parcel a command names: its id for the server, its number for the merchant. */
export interface ParcelTarget {
  id: number;
  parcel_no: string;
}

/**
 * What the list and the detail do with a parcel order besides cancel and interception (which ask a
 * reason, `ParcelReasonDialog`): pre-advise a draft after a confirmation, and download its label or
 * customs declaration (PDF, the spec's `PDF<time>.pdf` name). The server decides; its refusals are
 * toasted by the request layer. The resource tags of each write mark the list, the counts and the
 * wallet old.
 */
export function useParcelCommands() {
  const { t } = useTranslation();
  const confirm = useConfirmedAction();
  const submit = useOperationMutation(selfServiceOrder.submitParcels);
  const download = useDownload();

  const confirmSubmit = useCallback(
    (parcel: ParcelTarget) =>
      confirm({
        title: t('parcels.submit.title', { no: parcel.parcel_no }),
        content: t('parcels.submit.content'),
        okText: t('parcels.actions.submit'),
        run: () => submit.mutateAsync({ body: { ids: [parcel.id] } }),
        done: (done) => t('parcels.submit.done', { total: formatCents(done.estimated_total) }),
      }),
    [confirm, submit.mutateAsync, t],
  );

  const { run } = download;
  const printLabel = useCallback(
    (id: number) =>
      run(() => callOperation(selfServiceOrder.printParcelLabel, { query: { id }, silent: true }), pdfFileName()),
    [run],
  );
  const printDeclaration = useCallback(
    (id: number) =>
      run(
        () => callOperation(selfServiceOrder.printCustomsDeclaration, { query: { id }, silent: true }),
        pdfFileName(),
      ),
    [run],
  );

  return useMemo(
    () => ({ confirmSubmit, printLabel, printDeclaration, downloading: download.busy }),
    [confirmSubmit, printLabel, printDeclaration, download.busy],
  );
}
