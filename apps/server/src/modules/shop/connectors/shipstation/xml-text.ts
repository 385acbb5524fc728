/**
 * Whether XML 1.0 can carry the character at all (`Char` of the specification): not C0 controls but
 * tab, line feed and carriage return, not a lone UTF-16 surrogate, not U+FFFE or U+FFFF. Neither
 * escaping nor CDATA can carry the others, so they are left out of what the portal writes and
 * refused in what it reads. (A function, not a pattern: a pattern naming control characters is
 * what the linter is there to catch.)
 */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return code !== 0xfffe && code !== 0xffff;
}

/** With a string's iterator a whole surrogate pair is one code point: only a lone half is one of its own. */
function codePoints(text: string): number[] {
  return Array.from(text, (char) => char.codePointAt(0) ?? 0);
}

export function isXmlText(text: string): boolean {
  return codePoints(text).every(isXmlChar);
}

function xmlChars(text: string): string {
  return isXmlText(text)
    ? text
    : Array.from(text)
        .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
        .join('');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an element or an attribute value: markup characters escaped, characters XML cannot carry left out. */
export function escapeXml(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * Free text as ShipStation asks for it (its guide: "All free text fields should be enclosed in a
 * CDATA section"): a `]]>` inside is split across two sections, since nothing can escape it within one.
 */
export function cdata(text: string): string {
  return `<![CDATA[${xmlChars(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
