import { ExportOutlined } from '@ant-design/icons';
import type { OperationDef, QueryOf } from '@portal/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../api/call-operation';
import { downloadFile, timestampedName } from '../files/save-file';

/** A GET operation whose reply is a file. */
type FileOperation = OperationDef & { method: 'GET'; response: 'binary' };

interface ExportButtonProps<O extends FileOperation> {
  /** Answers an xlsx file. */
  operation: O;
  /** The list's filters, or the ids of the selected rows. */
  query: QueryOf<O>;
  /** The saved file is named `<fileName>_<timestamp>.xlsx`. */
  fileName: string;
  label?: string;
}

/**
 * Exports a list as xlsx. The server refuses an empty export ('No data is exported') or one over
 * its row limit; the request layer shows that reason as an error toast, so nothing is saved then.
 */
export function ExportButton<O extends FileOperation>({ operation, query, fileName, label }: ExportButtonProps<O>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(
        // A binary operation answers a Blob; TypeScript cannot resolve ContentOf for a generic one.
        () => callOperation(operation, { query }) as Promise<Blob>,
        timestampedName(fileName, 'xlsx'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<ExportOutlined />} loading={busy} onClick={() => void run()} data-testid="export-button">
      {label ?? t('listKit.export')}
    </Button>
  );
}
