import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productFormSchema } from '../operations/product';
import { localizeIssue } from './validation-messages';

function message(schema: z.ZodType, value: unknown, lang: 'en' | 'zh_CN' = 'en'): string | undefined {
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? localizeIssue(issue, lang, { label: 'Field' }) : undefined;
}

describe('localized issues', () => {
  it('do not repeat the label a form shows beside them', () => {
    const shape = productFormSchema.shape;
    expect(message(shape.sku, 'A/B')).toMatch(/^Up to 30 letters/);
    expect(message(shape.barcode, 'has space')).toBe('Up to 30 letters, digits or hyphens');
    expect(message(shape.hs_code, '123', 'zh_CN')).toBe('须为 6-10 位数字');
  });

  it("say what a union's telling branch wants instead of 'Invalid value'", () => {
    expect(message(productFormSchema.shape.export_unit_price, 'abc')).toBe(
      'Must be greater than 0 with at most 2 decimals',
    );
    expect(message(productFormSchema.shape.tax_refund, 2)).toBe('Choose one of the options');
    expect(message(z.enum(['a', 'b']), 'c', 'zh_CN')).toBe('请从选项中选择');
  });

  it('name whole numbers, dates and missing values as such', () => {
    expect(message(z.number().int(), 1.5)).toBe('Must be a whole number');
    expect(message(z.iso.datetime(), 'yesterday')).toBe('Must be a valid date and time');
    expect(message(z.string(), undefined)).toBe('please input Field');
    expect(message(z.string(), 5)).toBe('Wrong value type');
  });
});
