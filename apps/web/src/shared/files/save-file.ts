import dayjs from 'dayjs';

/** Saves a file the browser already holds (a reply's Blob) as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after click() returns; it is released once surely done.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `SKU_20260314153005.xlsx`: files saved a second apart do not overwrite each other. */
export function timestampedName(prefix: string, extension: string, now: Date = new Date()): string {
  return `${prefix}_${dayjs(now).format('YYYYMMDDHHmmss')}.${extension}`;
}

/** Spec 7: a PDF is saved as "PDF" plus a timestamp. */
export function pdfFileName(now: number = Date.now()): string {
  return `PDF${now}.pdf`;
}

/** Spec 8: a download that fails is logged as 'Download Error' and nothing is shown. */
export function logDownloadError(error: unknown): void {
  console.error('Download Error', error);
}

/**
 * Fetches a file and saves it; a failure is only logged (spec 8). Answers whether it was saved.
 * Callers that must show the server's reason (an export refused) call the operation without
 * `silent`, and the request layer toasts it.
 */
export async function downloadFile(fetchBlob: () => Promise<Blob>, fileName: string): Promise<boolean> {
  try {
    saveBlob(await fetchBlob(), fileName);
    return true;
  } catch (error) {
    logDownloadError(error);
    return false;
  }
}
