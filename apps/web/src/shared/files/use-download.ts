import { App } from 'antd';
import { useCallback, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { type DownloadOutcome, fetchAndSave } from './download';

/**
 * Downloads for buttons (export, template, failed rows, label PDFs): `busy` while the file comes,
 * the server's reason shown as an error toast (or by `onRefused`), a failure only logged.
 */
export function useDownload() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (
      fetchBlob: () => Promise<Blob>,
      fileName: string,
      onRefused: (refusal: ApiError) => void = (refusal) => void message.error(refusal.message),
    ): Promise<DownloadOutcome> => {
      setBusy(true);
      try {
        return await fetchAndSave(fetchBlob, fileName, onRefused);
      } finally {
        setBusy(false);
      }
    },
    [message],
  );
  return { run, busy };
}
