/** The workbook breaks a limit on size or count: refused as too large, not as unreadable. */
export class SpreadsheetLimitError extends Error {}

const ENTITY = /&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g;
const OOXML_ESCAPE = /_x([0-9a-fA-F]{4})_/g;

function entity(whole: string, name: string): string {
  if (name === 'lt') return '<';
  if (name === 'gt') return '>';
  if (name === 'amp') return '&';
  if (name === 'quot') return '"';
  if (name === 'apos') return "'";
  const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
  return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

/** XML's predefined entities and character references, the only ones a document without a DTD has. */
export function unescapeXmlEntities(text: string): string {
  return text.includes('&') ? text.replace(ENTITY, entity) : text;
}

/** XML entities, and the `_xHHHH_` escapes OOXML uses for control characters in strings. */
export function unescapeXml(text: string): string {
  let out = unescapeXmlEntities(text);
  if (out.includes('_x'))
    out = out.replace(OOXML_ESCAPE, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return out;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * The attributes of a tag by local name (`r:id` is `id`), values unescaped. One pass over the text,
 * quoted values skipped whole, so a value can never be mistaken for an attribute.
 */
export function attributesOf(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  let at = 0;
  const length = text.length;
  while (at < length) {
    while (at < length && isSpace(text.charCodeAt(at))) at += 1;
    const eq = text.indexOf('=', at);
    if (eq < 0) break;
    const name = text.slice(at, eq).trim();
    let open = eq + 1;
    while (open < length && isSpace(text.charCodeAt(open))) open += 1;
    const quote = text[open];
    if (quote !== '"' && quote !== "'") break;
    const close = text.indexOf(quote, open + 1);
    if (close < 0) break;
    const local = name.slice(name.indexOf(':') + 1);
    found[local] = unescapeXml(text.slice(open + 1, close));
    at = close + 1;
  }
  return found;
}
