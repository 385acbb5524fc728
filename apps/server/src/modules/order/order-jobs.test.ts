import { describe, expect, it } from 'vitest';
import { sixMonthsBefore } from './order-jobs';

describe('six months before', () => {
  it('keeps the time of day and the day of the month', () => {
    expect(sixMonthsBefore(new Date('2026-11-23T03:30:00.000Z'))).toBe('2026-05-23T03:30:00.000Z');
    expect(sixMonthsBefore(new Date('2026-03-15T00:00:00.000Z'))).toBe('2025-09-15T00:00:00.000Z');
  });

  it("falls on the month's last day when it has no such day", () => {
    expect(sixMonthsBefore(new Date('2026-08-31T12:00:00.000Z'))).toBe('2026-02-28T12:00:00.000Z');
    expect(sixMonthsBefore(new Date('2028-08-30T12:00:00.000Z'))).toBe('2028-02-29T12:00:00.000Z');
    expect(sixMonthsBefore(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-06-30T23:59:59.999Z');
  });
});
