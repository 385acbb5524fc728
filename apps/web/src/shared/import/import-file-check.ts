import { type ErrorCodeName, IMPORT_FILE_NAME_MAX, IMPORT_FILE_NAME_MIN } from '@portal/contract';

export const IMPORT_ACCEPT = '.xls,.xlsx';

/**
 * Why a chosen file cannot be imported, named by the server's own error code so the message is
 * the one the server would give; undefined when it may be sent. The name counts whole, with its
 * extension, as the server counts it.
 */
export function importFileProblem(fileName: string): ErrorCodeName | undefined {
  if (!/\.xlsx?$/i.test(fileName)) return 'INVALID_FILE_TYPE';
  const length = [...fileName].length;
  if (length < IMPORT_FILE_NAME_MIN || length > IMPORT_FILE_NAME_MAX) return 'IMPORT_FILE_NAME';
  return undefined;
}
