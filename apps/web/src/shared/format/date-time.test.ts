import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

const pad = (n: number) => String(n).padStart(2, '0');

describe('formatDateTime', () => {
  it('shows a UTC instant in local time as YYYY-MM-DD HH:mm:ss', () => {
    const iso = '2026-03-01T08:30:05.000Z';
    const local = new Date(iso);
    const expected = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
    expect(formatDateTime(iso)).toBe(expected);
  });

  it('shows the empty-cell dash for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});
