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
