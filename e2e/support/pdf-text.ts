import { readFile } from 'node:fs/promises';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/**
 * The text shown on each page of a PDF, read from the pages' content streams (the `Tj` strings,
 * hex or literal), enough to check what a generated PDF says without a full text extractor.
 */
export async function pdfPageTexts(file: string): Promise<string[]> {
  const doc = await PDFDocument.load(await readFile(file));
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs
      .map((ref) => doc.context.lookup(ref as PDFRef))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => shownText(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')))
      .join('\n');
  });
}

export async function pdfPageCount(file: string): Promise<number> {
  return (await PDFDocument.load(await readFile(file))).getPageCount();
}

function shownText(content: string): string {
  const parts: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) parts.push(Buffer.from(match[1], 'hex').toString('latin1'));
    else parts.push((match[2] ?? '').replace(/\\(.)/g, '$1'));
  }
  return parts.join('\n');
}
