import type { Clock } from '../../src/platform/clock';

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2026-11-23T08:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start;
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}
