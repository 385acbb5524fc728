import { ExportOutlined } from '@ant-design/icons';
import type { OperationDef, QueryOf } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../api/call-operation';
import { timestampedName } from '../files/save-file';
import { useDownload } from '../files/use-download';
import { BusyButton } from '../forms/busy-button';
import { useMay } from '../session/use-may';

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
 * Exports a list as xlsx. The server refuses an empty export ('No data is exported') or one over its
 * row limit, and the reason is shown as an error toast; a download that fails otherwise is logged.
 * A sub-account without the export right does not see it.
 */
export function ExportButton<O extends FileOperation>({ operation, query, fileName, label }: ExportButtonProps<O>) {
  const { t } = useTranslation();
  const download = useDownload();
  const may = useMay();
  const run = () =>
    download.run(
      // A binary operation answers a Blob; TypeScript cannot resolve ContentOf for a generic one.
      () => callOperation(operation, { query, silent: true }) as Promise<Blob>,
      timestampedName(fileName, 'xlsx'),
    );
  if (!may(operation)) return null;
  return (
    <BusyButton icon={<ExportOutlined />} busy={download.busy} onClick={() => void run()} data-testid="export-button">
      {label ?? t('listKit.export')}
    </BusyButton>
  );
}
