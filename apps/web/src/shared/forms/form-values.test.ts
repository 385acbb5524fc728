import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyFormValues, formValuesOf, isFormField, parseFormValues } from './form-values';

const schema = z.object({
  code: z.string().min(1),
  note: z.string().trim().default(''),
  tags: z.array(z.number()).default([]),
  on: z.union([z.literal(0), z.literal(1)]).default(0),
  price: z.union([z.number(), z.string()]).transform((value) => Math.round(Number(value) * 100)),
  count: z.coerce.number().int().nullable().default(null),
});

describe('form values from a contract schema', () => {
  it('start a new form from the defaults, required fields empty', () => {
    expect(emptyFormValues(schema)).toEqual({ code: null, note: '', tags: [], on: 0, price: null, count: null });
  });

  it('take a record’s fields by name, converted where the form shows them otherwise', () => {
    const record = { id: 5, code: 'A', note: 'x', tags: [1], on: 1 as const, price: 1250, count: 3, extra: true };
    expect(formValuesOf(schema, record, { price: (saved) => (saved.price / 100).toFixed(2) })).toEqual({
      code: 'A',
      note: 'x',
      tags: [1],
      on: 1,
      price: '12.50',
      count: 3,
    });
    expect(formValuesOf(schema, { code: 'B' })).toMatchObject({ code: 'B', tags: [], price: null });
  });

  it('parse what the form holds through the schema, empty inputs as not given', () => {
    expect(parseFormValues(schema, { code: 'A', note: '  hi ', tags: [], price: '12.30', count: null })).toEqual({
      code: 'A',
      note: 'hi',
      tags: [],
      on: 0,
      price: 1230,
      count: null,
    });
  });

  it('know the form’s fields', () => {
    expect(isFormField(schema, 'price')).toBe(true);
    expect(isFormField(schema, 'id')).toBe(false);
  });
});
