import type { FastifyReply } from 'fastify';
import type { FileDownload } from '../kernel/files';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_CONTENT_TYPE = 'application/pdf';

/** `Content-Disposition` of a download: an ASCII name for old clients, the exact one (RFC 6266) for the rest. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Answers a binary operation with a file, never cached (it holds the merchant's data). Every file
 * download goes through here; errors before this point are still answered as the envelope.
 */
export function sendFile(reply: FastifyReply, download: FileDownload, contentType: string): void {
  reply
    .header('content-type', contentType)
    .header('content-disposition', attachment(download.fileName))
    .header('cache-control', 'no-store')
    .send(download.file);
}

export function sendXlsx(reply: FastifyReply, download: FileDownload): void {
  sendFile(reply, download, XLSX_CONTENT_TYPE);
}

export function sendPdf(reply: FastifyReply, download: FileDownload): void {
  sendFile(reply, download, PDF_CONTENT_TYPE);
}
