import { describe, expect, it } from 'vitest';
import { planRecognition } from './recognised-fields';

describe('planRecognition', () => {
  it('fills empty fields and shows the ones it would overwrite, leaving equal and unrecognised ones alone', () => {
    const plan = planRecognition(
      { first_name: 'Anna', city: 'Berlin', zip: null, phone: '' },
      { first_name: 'Anna', city: 'Munich', zip: ' 10115 ', phone: '', country: 'DE' },
    );
    expect(plan.fills).toEqual({ zip: '10115', country: 'DE' });
    expect(plan.conflicts).toEqual([{ field: 'city', current: 'Berlin', recognised: 'Munich' }]);
  });
});
