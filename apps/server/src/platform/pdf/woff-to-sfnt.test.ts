import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
const woff = readFileSync(
  path.join(
    path.dirname(require.resolve('@fontsource/noto-sans-sc/LICENSE')),
    'files/noto-sans-sc-chinese-simplified-400-normal.woff',
  ),
);

describe('woffToSfnt', () => {
  it('gives back the TrueType font the WOFF wraps, every character and glyph of it', () => {
    const fromWoff = fontkit.create(woff);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    const font = fontkit.create(sfnt);
    expect(font.numGlyphs).toBe(fromWoff.numGlyphs);
    expect(font.characterSet).toEqual(fromWoff.characterSet);
    const glyph = font.glyphForCodePoint('库'.codePointAt(0) ?? 0);
    expect(glyph.id).toBeGreaterThan(0);
    expect(glyph.path.toSVG()).toBe(fromWoff.glyphForCodePoint('库'.codePointAt(0) ?? 0).path.toSVG());
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 not this one'))).toThrow('not a WOFF 1.0 font');
  });
});
