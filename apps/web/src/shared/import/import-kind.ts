import type { importResultSchema, OperationDef } from '@portal/contract';

/** An upload operation of the contract answering an import result (total, success, failed, failures). */
export type ImportOperation = OperationDef & { multipart: true; response: typeof importResultSchema };

/** One kind of import the dialog offers (new SKUs, a tax-info update…). */
export interface ImportKind {
  value: string;
  label: string;
  /** What the file does, shown above the upload. */
  hint?: string;
  templateFileName: string;
  downloadTemplate(): Promise<Blob>;
  upload: ImportOperation;
  /** The upload takes `dry_run`: the dialog offers "Check first", which reports every row's problems and saves nothing. */
  dryRun?: boolean;
  /** The header of the column that names a failed row in the results (the SKU by default). */
  keyLabel?: string;
}
