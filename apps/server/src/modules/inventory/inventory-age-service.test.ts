import { describe, expect, it } from 'vitest';
import { ageInDays, bucketStarts } from './inventory-age-service';

describe('inventory age in UTC days', () => {
  const now = new Date('2026-11-23T00:30:00.000Z');

  it('counts calendar days in UTC, not 24-hour spans', () => {
    expect(ageInDays('2026-11-23T00:00:00.000Z', now)).toBe(0);
    expect(ageInDays('2026-11-22T23:59:59.999Z', now)).toBe(1);
    expect(ageInDays('2026-10-24T12:00:00.000Z', now)).toBe(30);
    expect(ageInDays('2026-05-26T08:00:00.000Z', now)).toBe(181);
  });

  it('starts each bucket at the first moment of its oldest day', () => {
    expect(bucketStarts(now)).toEqual([
      '2026-10-24T00:00:00.000Z', // 30 days: 0–30
      '2026-09-24T00:00:00.000Z', // 60 days: 31–60
      '2026-08-25T00:00:00.000Z', // 90 days: 61–90
      '2026-05-27T00:00:00.000Z', // 180 days: 91–180
      null, // over 180: no end
    ]);
  });
});
