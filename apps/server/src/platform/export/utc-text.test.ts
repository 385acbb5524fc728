import { describe, expect, it } from 'vitest';
import { utcText } from './utc-text';

describe('utcText', () => {
  it('writes a stored time as its UTC date and second', () => {
    expect(utcText('2026-11-23T08:15:42.123Z')).toBe('2026-11-23 08:15:42');
  });

  it('turns a time with an offset into UTC first', () => {
    expect(utcText('2026-11-23T00:15:42+02:00')).toBe('2026-11-22 22:15:42');
  });
});
