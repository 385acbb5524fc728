import { describe, expect, it } from 'vitest';
import { defaultPackaging } from './packaging-section';

const option = (id: number, default_for: string[]) => ({
  id,
  code: `BOX-${id}`,
  name_en: 'Box',
  name_cn: '盒',
  weight_g: 100,
  available: 3,
  default_for,
});

describe('defaultPackaging', () => {
  it('picks one of each item used by default for a line’s SKU or package code, in any case', () => {
    const options = [option(1, ['MUG-01']), option(2, ['GIFT-SET', 'CAP-02']), option(3, ['HAT-03'])];
    expect(defaultPackaging(options, [{ sku: 'mug-01' }, { sku: 'GIFT-SET ' }])).toEqual([
      { id: 1, quantity: 1 },
      { id: 2, quantity: 1 },
    ]);
    expect(defaultPackaging(options, [{ sku: '' }])).toEqual([]);
  });
});
