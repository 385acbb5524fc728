import { describe, expect, it } from 'vitest';
import { quarterOf } from './quarter';

describe('quarterOf', () => {
  it('names the UTC quarter and the day the next opens, across a year end', () => {
    expect(quarterOf(new Date('2026-01-01T00:00:00Z'))).toEqual({ quarter: '2026-Q1', nextOpensOn: '2026-04-01' });
    expect(quarterOf(new Date('2026-06-30T23:59:59Z'))).toEqual({ quarter: '2026-Q2', nextOpensOn: '2026-07-01' });
    expect(quarterOf(new Date('2026-12-31T23:59:59Z'))).toEqual({ quarter: '2026-Q4', nextOpensOn: '2027-01-01' });
  });
});
