import { MASKED, PARAMETERS_CUT_MARK } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { logParameters } from './log-parameters';

describe('logParameters', () => {
  it('writes the input as JSON with every secret masked, at any depth and any case', () => {
    const text = logParameters({
      query: { page: 1 },
      body: { email: 'a@b.test', Password: 'x', nested: [{ api_key: 'k', apikey: 'k2', note: 'keep' }], new_pwd: 'y' },
    });
    expect(JSON.parse(text)).toEqual({
      query: { page: 1 },
      body: {
        email: 'a@b.test',
        Password: MASKED,
        nested: [{ api_key: MASKED, apikey: MASKED, note: 'keep' }],
        new_pwd: MASKED,
      },
    });
  });

  it('cuts a long input at the limit, marked, without writing the rest', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `SKU-${i}`);
    const text = logParameters({ body: { lines } }, 100);
    expect(text).toHaveLength(100 + PARAMETERS_CUT_MARK.length);
    expect(text.startsWith('{"body":{"lines":["SKU-0","SKU-1"')).toBe(true);
    expect(text.endsWith(PARAMETERS_CUT_MARK)).toBe(true);
  });

  it('leaves out undefined fields and writes what JSON cannot hold as null', () => {
    expect(logParameters({ a: undefined, b: null, c: () => 1, d: 10n })).toBe('{"b":null,"c":null,"d":10}');
  });
});
