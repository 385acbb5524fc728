import { describe, expect, it } from 'vitest';
import { dailyAt, describeSchedule, everyMinutes, nextRunAfter } from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('job schedules', () => {
  it('runs a daily job at its UTC time, the next day once that has passed', () => {
    const schedule = dailyAt('03:30');
    expect(new Date(nextRunAfter(schedule, at('2026-11-23T01:00:00Z'))).toISOString()).toBe('2026-11-23T03:30:00.000Z');
    expect(new Date(nextRunAfter(schedule, at('2026-11-23T03:30:00Z'))).toISOString()).toBe('2026-11-24T03:30:00.000Z');
    expect(new Date(nextRunAfter(schedule, at('2026-12-31T23:59:00Z'))).toISOString()).toBe('2027-01-01T03:30:00.000Z');
    expect(describeSchedule(schedule)).toBe('daily at 03:30 UTC');
  });

  it('runs an every-N-minutes job on multiples of N, the same on every instance', () => {
    const schedule = everyMinutes(15);
    expect(new Date(nextRunAfter(schedule, at('2026-11-23T08:07:12Z'))).toISOString()).toBe('2026-11-23T08:15:00.000Z');
    expect(new Date(nextRunAfter(schedule, at('2026-11-23T08:15:00Z'))).toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(describeSchedule(everyMinutes(60))).toBe('every 60 minutes');
  });

  it('refuses a schedule it cannot keep', () => {
    expect(() => dailyAt('24:00')).toThrow(/HH:mm/);
    expect(() => dailyAt('3:30')).toThrow(/HH:mm/);
    expect(() => everyMinutes(0)).toThrow(/1 to 1440/);
    expect(() => everyMinutes(1.5)).toThrow(/1 to 1440/);
  });
});
