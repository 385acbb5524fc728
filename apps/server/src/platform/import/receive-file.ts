import { IMPORT_FILE_MAX_BYTES, importFileProblem } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { FilePart } from '../../kernel/files';

/**
 * Receives an uploaded import file after checking its name by the contract's rule (.xls or .xlsx,
 * 3-64 characters). The whole stream is consumed either way, and a file cut short by a size limit
 * is refused, never half-read.
 */
export async function receiveImportFile(part: FilePart): Promise<{ name: string; file: Buffer }> {
  const problem = importFileProblem(part.filename);
  if (problem) {
    part.stream.resume();
    throw new AppError(problem);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.stream) {
      size += (chunk as Buffer).length;
      // Past the cap the rest is still read (and dropped), so the request ends cleanly.
      if (size <= IMPORT_FILE_MAX_BYTES) chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw new AppError('PARAMETER_ERROR', { cause: error });
  }
  if (size > IMPORT_FILE_MAX_BYTES || part.truncated()) throw new AppError('FILE_TOO_LARGE');
  return { name: part.filename, file: Buffer.concat(chunks) };
}
