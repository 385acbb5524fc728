import { describe, expect, it } from 'vitest';
import { formatDateTimeIn, formatUtcDateTime } from './date-time';

const pad = (n: number) => String(n).padStart(2, '0');

describe('formatDateTimeIn', () => {
  it('shows a UTC instant in the zone the account chose on its profile, summer time included', () => {
    expect(formatDateTimeIn('2026-03-01T20:30:05.000Z', 'Asia/Shanghai')).toBe('2026-03-02 04:30:05');
    expect(formatDateTimeIn('2026-07-01T08:30:05.000Z', 'America/New_York')).toBe('2026-07-01 04:30:05');
    expect(formatDateTimeIn('2026-03-01T08:30:05.000Z', 'UTC')).toBe('2026-03-01 08:30:05');
  });

  it('shows a UTC instant in local time before anyone signed in as YYYY-MM-DD HH:mm:ss', () => {
    const iso = '2026-03-01T08:30:05.000Z';
    const local = new Date(iso);
    const expected = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())} ${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
    expect(formatDateTimeIn(iso, null)).toBe(expected);
  });

  it('shows the empty-cell dash for nothing or nonsense', () => {
    expect(formatDateTimeIn(null, 'UTC')).toBe('-');
    expect(formatDateTimeIn('', 'UTC')).toBe('-');
    expect(formatDateTimeIn('not a date', 'UTC')).toBe('-');
  });
});

describe('formatUtcDateTime', () => {
  it('shows an instant as UTC reads it, whatever the zone', () => {
    expect(formatUtcDateTime('2026-03-01T08:30:05.123Z')).toBe('2026-03-01 08:30:05');
    expect(formatUtcDateTime('2026-03-01T01:30:05+02:00')).toBe('2026-02-28 23:30:05');
    expect(formatUtcDateTime(null)).toBe('-');
    expect(formatUtcDateTime('not a date')).toBe('-');
  });
});
