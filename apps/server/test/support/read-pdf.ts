import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import * as mupdf from 'mupdf';

/** What a reader sees of one page: its size in points, its text, and the barcodes a scanner reads. */
export interface ReadPage {
  width: number;
  height: number;
  text: string;
}

/** Opens a PDF with MuPDF (another implementation than the pdf-lib that wrote it). */
export function openPdf(bytes: Uint8Array): { pages: ReadPage[]; document: mupdf.Document } {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pages: ReadPage[] = [];
  for (let index = 0; index < document.countPages(); index += 1) {
    const page = document.loadPage(index);
    const [x0, y0, x1, y1] = page.getBounds();
    pages.push({ width: x1 - x0, height: y1 - y0, text: page.toStructuredText('preserve-whitespace').asText() });
  }
  return { pages, document };
}

/**
 * The Code 128 barcodes on a page as a scanner would read them: the page is rasterised at `dpi`
 * in grey by MuPDF and the picture decoded by ZXing, which knows nothing of how it was drawn.
 */
export function scanCode128(document: mupdf.Document, pageIndex: number, dpi = 300): string {
  const page = document.loadPage(pageIndex);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(dpi / 72, dpi / 72), mupdf.ColorSpace.DeviceGray, false);
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  const luminances = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1) luminances.set(pixels.subarray(y * stride, y * stride + width), y * width);
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new MultiFormatReader();
  reader.setHints(hints);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
  const result = reader.decode(bitmap);
  if (result.getBarcodeFormat() !== BarcodeFormat.CODE_128) throw new Error('not a Code 128 symbol');
  return result.getText();
}
