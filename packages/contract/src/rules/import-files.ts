import type { ErrorCodeName } from '../error-catalogue';

/** Spec 5 "Import": spreadsheet files, xls or xlsx, named with 3-64 characters. Zod-free for the web entry. */
export const IMPORT_EXTENSIONS = ['xlsx', 'xls'] as const;
/** The `accept` of a file input that takes import files. */
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** One import file holds at most this many data rows (the benchmark imports this many in one go). */
export const IMPORT_ROWS_MAX = 5000;
export const IMPORT_FILE_NAME_MIN = 3;
export const IMPORT_FILE_NAME_MAX = 64;
/** An import file is read whole into memory, so it is capped well below the multipart limit. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

const EXTENSION = new RegExp(`\\.(?:${IMPORT_EXTENSIONS.join('|')})$`, 'i');

/**
 * Why a file cannot be imported, by the server's own error code, so the browser refuses it with the
 * message the server would give; undefined when it may be sent. The name counts whole, with its
 * extension. (Whether it really is a workbook only the server can tell.)
 */
export function importFileProblem(fileName: string): ErrorCodeName | undefined {
  if (!EXTENSION.test(fileName)) return 'INVALID_FILE_TYPE';
  const length = [...fileName].length;
  if (length < IMPORT_FILE_NAME_MIN || length > IMPORT_FILE_NAME_MAX) return 'IMPORT_FILE_NAME';
  return undefined;
}
