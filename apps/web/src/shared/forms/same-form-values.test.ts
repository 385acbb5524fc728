import { describe, expect, it } from 'vitest';
import { formChanged, sameFormValues } from './same-form-values';

describe('sameFormValues', () => {
  it('takes every kind of empty as the same', () => {
    expect(sameFormValues('', undefined)).toBe(true);
    expect(sameFormValues(null, '')).toBe(true);
    expect(sameFormValues('', 'a')).toBe(false);
    expect(sameFormValues(0, null)).toBe(false);
  });

  it('takes a saved number and the same number typed as text as the same', () => {
    expect(sameFormValues(180.5, '180.5')).toBe(true);
    expect(sameFormValues('180.50', 180.5)).toBe(true);
    expect(sameFormValues(180.5, '180.6')).toBe(false);
    expect(sameFormValues(3, '3 kg')).toBe(false);
  });

  it('compares lists in order and objects field by field', () => {
    expect(sameFormValues([1, 2], [1, 2])).toBe(true);
    expect(sameFormValues([1, 2], [2, 1])).toBe(false);
    expect(sameFormValues({ a: '', b: [1] }, { b: [1] })).toBe(true);
    expect(sameFormValues({ a: 'x' }, { a: 'y' })).toBe(false);
  });
});

describe('formChanged', () => {
  const initial = { sku: '', name: 'Mug', tags: [] as number[], flag: 0 };

  it('is unchanged while the fields hold what they started with, even typed and cleared again', () => {
    expect(formChanged({ sku: undefined, name: 'Mug', tags: [], flag: 0 }, initial)).toBe(false);
  });

  it('is changed by any field that differs', () => {
    expect(formChanged({ ...initial, sku: 'A' }, initial)).toBe(true);
    expect(formChanged({ ...initial, tags: [3] }, initial)).toBe(true);
    expect(formChanged({ ...initial, flag: 1 }, initial)).toBe(true);
  });

  it('lets only the fields the form holds have a say', () => {
    expect(formChanged({ sku: '' }, initial)).toBe(false);
  });
});
