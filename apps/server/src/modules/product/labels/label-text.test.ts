import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawable, fitText, labelName } from './label-text';

describe('label text', () => {
  let font: Awaited<ReturnType<PDFDocument['embedFont']>>;
  let charset: Set<number>;
  beforeAll(async () => {
    font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    charset = new Set(font.getCharacterSet());
  });

  it('keeps what Helvetica can draw and drops the rest, whitespace folded', () => {
    expect(drawable('Tasse  café ☕ 杯子\tGröße — L 😀', charset)).toBe('Tasse café Größe — L');
    expect(drawable('纯中文', charset)).toBe('');
    // Whatever is left encodes without pdf-lib throwing.
    expect(() => font.encodeText(drawable('€ 5 • ™ ½ 杯', charset))).not.toThrow();
  });

  it('falls back to the Latin part of the Chinese name when no English is left', () => {
    expect(labelName('Phone case', 'iPhone 15 手机壳', charset)).toBe('Phone case');
    expect(labelName('手机壳', 'iPhone 15 手机壳', charset)).toBe('iPhone 15');
    expect(labelName('手机壳', '手机壳', charset)).toBe('');
  });

  it('cuts text with "..." to the width, and leaves text that fits alone', () => {
    expect(fitText('Short', font, 10, 100)).toBe('Short');
    const cut = fitText('Wireless Bluetooth Earbuds with Charging Case', font, 10, 100);
    expect(cut.endsWith('...')).toBe(true);
    expect(font.widthOfTextAtSize(cut, 10)).toBeLessThanOrEqual(100);
    expect(font.widthOfTextAtSize(`${cut.slice(0, -3)}W...`, 10)).toBeGreaterThan(100);
    expect(fitText('Anything', font, 10, 5)).toBe('');
  });
});
