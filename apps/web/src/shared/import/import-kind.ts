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
}
