import { inflateSync } from 'node:zlib';

/**
 * PDF names that make a viewer run something or carry a file: scripts (`/JS`, `/JavaScript`), actions
 * run on opening or on an event (`/OpenAction`, `/AA`), launching a program (`/Launch`), embedded files,
 * rich media and XFA forms (which carry their own scripts). A payment voucher needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
]);

/** A PDF name token: `/` then regular characters, where `#xx` writes any byte (`/J#53` is `/JS`). */
const NAME = /\/((?:[^\s/[\]<>(){}%#]|#[0-9A-Fa-f]{2})+)/g;
/** The `stream` keyword that ends a stream's dictionary. */
const STREAM_START = />>\s*stream\r?\n/g;
/** Inflated object-stream bytes looked at in all: a decompression bomb is refused, not inflated. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((match) =>
    (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

function activeNameIn(text: string): string | undefined {
  return namesIn(text).find((name) => ACTIVE_NAMES.has(name));
}

/**
 * The first active-content name of a PDF (see ACTIVE_NAMES), looked for in the file as written and
 * inside its compressed object streams (PDF 1.5), where a catalog's `/OpenAction` can hide. Content
 * and image streams hold no dictionaries a viewer acts on, so they are not inflated.
 */
export function pdfActiveContent(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const plain = activeNameIn(text);
  if (plain) return plain;
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(STREAM_START)) {
    const dictEnd = match.index ?? 0;
    const dict = text.slice(text.lastIndexOf('obj', dictEnd), dictEnd);
    const names = namesIn(dict);
    if (!names.includes('ObjStm')) continue;
    if (!names.includes('FlateDecode')) return 'ObjStm';
    const start = dictEnd + match[0].length;
    const end = text.indexOf('endstream', start);
    let inflated: Buffer;
    try {
      inflated = inflateSync(pdf.subarray(start, end < 0 ? undefined : end), { maxOutputLength: budget });
    } catch {
      // Unreadable here, or past the budget: what it holds cannot be known, so it is not let through.
      return 'ObjStm';
    }
    budget -= inflated.length;
    const hidden = activeNameIn(inflated.toString('latin1'));
    if (hidden) return hidden;
  }
  return undefined;
}
