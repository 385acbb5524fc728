import { SpreadsheetLimitError } from './xml-text';

/** What a scanner reports: tags by local name (no namespace prefix) and raw text between them. */
export interface XmlHandler {
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Raw text (entities still escaped); only asked for while `wantsText` is true. */
  text(raw: string): void;
  readonly wantsText: boolean;
}

/** No tag of a workbook part comes near this; a longer one is a file built to be rescanned. */
const MAX_TAG_LENGTH = 1024 * 1024;

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** The index of the `>` that ends a tag opened before `from`, skipping quoted attribute values; -1 when not there yet. */
function tagEnd(text: string, from: number): number {
  let quote = 0;
  for (let i = from; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (quote) {
      if (code === quote) quote = 0;
    } else if (code === 0x22 || code === 0x27) {
      quote = code;
    } else if (code === 0x3e) {
      return i;
    }
  }
  return -1;
}

/**
 * A streaming XML tokenizer for workbook parts: text is fed in chunks and every character is looked
 * at a bounded number of times, so the time is linear in the size of the part whatever its shape
 * (a regular expression with lazy `[\s\S]*?` rescans to the end of the part for every unclosed tag).
 * It checks no grammar: the handler decides which nesting is wrong. No DTD is accepted.
 */
export class XmlScanner {
  private pending = '';

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string): void {
    const text = this.pending ? this.pending + chunk : chunk;
    const consumed = this.scan(text);
    this.pending = consumed < text.length ? text.slice(consumed) : '';
    if (this.pending.length > MAX_TAG_LENGTH) throw new SpreadsheetLimitError('xml: a tag longer than the limit');
  }

  /** Throws when the part ends inside a tag. */
  end(): void {
    if (this.pending.trim()) throw new Error('xml: the part ends inside a tag');
  }

  /** Reports everything complete in `text`; answers how far that is. */
  private scan(text: string): number {
    const handler = this.handler;
    let at = 0;
    const length = text.length;
    while (at < length) {
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        if (handler.wantsText) handler.text(text.slice(at));
        return length;
      }
      if (lt > at && handler.wantsText) handler.text(text.slice(at, lt));
      at = lt;
      const next = text.charCodeAt(lt + 1);
      if (next === 0x21 /* ! */) {
        const done = this.special(text, lt);
        if (done < 0) return at;
        at = done;
        continue;
      }
      if (next === 0x3f /* ? */) {
        const close = text.indexOf('?>', lt + 2);
        if (close < 0) return at;
        at = close + 2;
        continue;
      }
      const gt = tagEnd(text, lt + 1);
      if (gt < 0) return at;
      if (next === 0x2f /* / */) {
        handler.close(localName(text.slice(lt + 2, gt).trim()));
      } else {
        const selfClosing = text.charCodeAt(gt - 1) === 0x2f;
        const body = text.slice(lt + 1, selfClosing ? gt - 1 : gt);
        let nameEnd = 0;
        while (nameEnd < body.length && body.charCodeAt(nameEnd) > 0x20) nameEnd += 1;
        handler.open(localName(body.slice(0, nameEnd)), body.slice(nameEnd), selfClosing);
      }
      at = gt + 1;
    }
    return at;
  }

  /** Comments and CDATA; answers the index after them, or -1 when they are not complete yet. */
  private special(text: string, lt: number): number {
    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      return close < 0 ? -1 : close + 3;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const close = text.indexOf(']]>', lt + 9);
      if (close < 0) return -1;
      // CDATA is literal text: escape it so the handler's unescaping gives it back unchanged.
      if (this.handler.wantsText) this.handler.text(text.slice(lt + 9, close).replaceAll('&', '&amp;'));
      return close + 3;
    }
    if (text.length - lt < 9) return -1;
    // A DOCTYPE could declare entities; no workbook part has one.
    throw new Error('xml: markup declarations are not accepted');
  }
}
