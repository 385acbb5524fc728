import { describe, expect, it } from 'vitest';
import { skuVolumeCm3, skuVolumeM3 } from './volume';

describe('a SKU’s volume', () => {
  it('is L × W × H in cm³ without binary noise, and the same value in m³', () => {
    expect(2.3 * 3.3 * 4.3).not.toBe(32.637);
    expect(skuVolumeCm3(2.3, 3.3, 4.3)).toBe(32.637);
    expect(skuVolumeCm3(1.11, 1.11, 1.11)).toBe(1.368);
    expect(skuVolumeM3(30, 20, 2.5)).toBe(0.0015);
  });
});
