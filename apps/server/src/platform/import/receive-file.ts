import { IMPORT_FILE_MAX_BYTES, importFileProblem } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { FilePart } from '../../kernel/files';
import { Turns } from './in-turns';

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
  return { name: part.filename, file: await joinInTurns(chunks, size) };
}

/**
 * Bytes copied between two looks at the turn budget: an upload may arrive as one chunk of 10 MB, and
 * a first write to fresh memory cost 4 ms a megabyte on the CI machines.
 */
const COPY_STEP = 1 << 18;

/**
 * The chunks as one Buffer that owns its memory whole, copied a few milliseconds at a time. Owning
 * it lets the sheet reader's worker take the file without a copy (a transfer); `Buffer.concat` of
 * 10 MB, then copying it into the worker's message, held the event loop for 50-130 ms.
 */
async function joinInTurns(chunks: Buffer[], size: number): Promise<Buffer> {
  const file = Buffer.from(new ArrayBuffer(size));
  const turns = new Turns();
  let offset = 0;
  for (const chunk of chunks) {
    for (let start = 0; start < chunk.length; start += COPY_STEP) {
      await turns.pause();
      const piece = chunk.subarray(start, start + COPY_STEP);
      file.set(piece, offset);
      offset += piece.length;
    }
  }
  return file;
}
