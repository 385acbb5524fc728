import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd } from './money';

describe('money', () => {
  it('shows cents as dollars with two decimals for forms and table cells', () => {
    expect(formatCents(123456)).toBe('1234.56');
    expect(formatCents(-5)).toBe('-0.05');
  });

  it('groups thousands in a headline figure', () => {
    expect(formatUsd(20015450)).toBe('US$ 200,154.50');
    expect(formatUsd(0)).toBe('US$ 0.00');
    expect(formatUsd(-123456789)).toBe('US$ -1,234,567.89');
  });
});
