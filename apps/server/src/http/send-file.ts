import type { FastifyReply } from 'fastify';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `Content-Disposition` of a download: an ASCII name for old clients, the exact one (RFC 6266) for the rest. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers a binary operation with a workbook; errors before this point are still answered as the envelope. */
export function sendXlsx(reply: FastifyReply, download: { fileName: string; file: Buffer }): void {
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachment(download.fileName))
    .header('cache-control', 'no-store')
    .send(download.file);
}
