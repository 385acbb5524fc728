import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, readableSeed } from './contrast';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's default blue on white: the 4.1:1 axe reported.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });

  it('darkens a seed just enough to read on every surface, and keeps one that already reads', () => {
    const seed = readableSeed('#1677ff', ['#ffffff', '#f5f5f5'], { target: '#000000' });
    expect(contrastRatio(seed, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(seed, '#f5f5f5')).toBeLessThan(5);
    expect(readableSeed('#0958d9', ['#ffffff'], { target: '#000000' })).toBe('#0958d9');
  });

  it('lightens through a derivation, for text on dark surfaces', () => {
    const derive = (s: string) => mix(s, '#000000', 0.2);
    const seed = readableSeed('#1677ff', ['#141414'], { target: '#ffffff', derive });
    expect(contrastRatio(derive(seed), '#141414')).toBeGreaterThanOrEqual(4.5);
  });
});
