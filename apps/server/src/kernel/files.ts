import type { Readable } from 'node:stream';

/**
 * The files services take and give, apart from how HTTP carries them (`http/multipart.ts` reads an
 * upload into a `FilePart`, `http/send-file.ts` writes a `FileDownload`), so services and the import
 * pipeline need nothing of `http/`.
 */

/** The one file of a multipart request, still streaming: nothing of it is buffered here. */
export interface FilePart {
  filename: string;
  stream: Readable;
  /** True when the stream stopped at the server-wide multipart size limit instead of the file's end. */
  truncated(): boolean;
  /** The plain form fields sent before the file (those after it are never read). */
  fields?: Record<string, string>;
}

/** A file a binary operation answers with. */
export interface FileDownload {
  fileName: string;
  file: Buffer;
}
