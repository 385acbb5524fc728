import { describe, expect, it } from 'vitest';
import { localizeIssue } from '../core/validation-messages';
import {
  barcodeIsLong,
  barcodeRule,
  categoryIdsRule,
  hsCodeRule,
  positiveMoneyRule,
  skuRule,
  warningQuantityRule,
} from './sku';

function message(rule: { safeParse(v: unknown): { success: boolean; error?: { issues: unknown[] } } }, value: unknown) {
  const result = rule.safeParse(value);
  if (result.success) return undefined;
  return localizeIssue(result.error?.issues[0] as Parameters<typeof localizeIssue>[0], 'en', { label: 'SKU' });
}

describe('SKU rules (spec 5)', () => {
  it('accepts letters, digits, hyphen, underscore, space and dot up to 30 characters', () => {
    for (const ok of ['AB-12_c.3', 'TSHIRT RED L', 'x'.repeat(30)]) expect(skuRule.safeParse(ok).success).toBe(true);
    for (const bad of [' LEAD', 'TRAIL ', 'A/B', 'ÄB', 'x'.repeat(31)])
      expect(skuRule.safeParse(bad).success).toBe(false);
    expect(message(skuRule, '')).toBe('please input SKU');
    expect(message(skuRule, 'A/B')).toMatch(/^Up to 30/);
  });

  it('takes barcodes of letters, digits and hyphens up to 30, advising 17', () => {
    expect(barcodeRule.safeParse('690-1234567890').success).toBe(true);
    expect(barcodeRule.safeParse('690 123').success).toBe(false);
    expect(barcodeRule.safeParse('1'.repeat(31)).success).toBe(false);
    expect(barcodeIsLong('1'.repeat(17))).toBe(false);
    expect(barcodeIsLong('1'.repeat(18))).toBe(true);
  });

  it('takes HS codes of 6 to 10 digits', () => {
    expect(hsCodeRule.safeParse('610910').success).toBe(true);
    expect(hsCodeRule.safeParse('6109100010').success).toBe(true);
    for (const bad of ['61091', '61091000101', '6109.10']) expect(hsCodeRule.safeParse(bad).success).toBe(false);
  });

  it('keeps a declared value above 0 with 2 decimals, in minor units', () => {
    expect(positiveMoneyRule.parse('12.34')).toBe(1234);
    expect(positiveMoneyRule.parse(0.1)).toBe(10);
    expect(positiveMoneyRule.parse(0.29)).toBe(29);
    expect(positiveMoneyRule.parse('1.00')).toBe(100);
    for (const bad of [0, -1, '1.234', 'abc']) expect(positiveMoneyRule.safeParse(bad).success).toBe(false);
  });

  it('takes a warning quantity that is a whole number of 0 or more', () => {
    expect(warningQuantityRule.parse('0')).toBe(0);
    for (const bad of [-1, 1.5, 'x']) expect(warningQuantityRule.safeParse(bad).success).toBe(false);
  });

  it('allows at most 10 categories', () => {
    expect(categoryIdsRule.safeParse([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).success).toBe(true);
    expect(categoryIdsRule.safeParse([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).success).toBe(false);
  });
});
