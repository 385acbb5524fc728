import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { neededLevel, pathParamNames } from '../core/operation';
import { ALL_OPERATIONS } from './index';

describe('operation declarations', () => {
  it('give every Open API operation examples, and every example passes its operation schemas', () => {
    const withoutExamples = ALL_OPERATIONS.filter((op) => op.auth === 'apiKey' && !op.examples).map((op) => op.id);
    expect(withoutExamples).toEqual([]);
    for (const op of ALL_OPERATIONS) {
      const { examples } = op;
      if (!examples) continue;
      if (examples.params !== undefined) expect(op.params?.safeParse(examples.params).success, op.id).toBe(true);
      if (examples.query !== undefined) expect(op.query?.safeParse(examples.query).success, op.id).toBe(true);
      if (examples.body !== undefined) expect(op.body?.safeParse(examples.body).success, op.id).toBe(true);
      if (op.response !== 'binary') expect(op.response.safeParse(examples.response).error, op.id).toBeUndefined();
    }
  });

  it('declare in `params` exactly the `{name}` segments of the path', () => {
    const wrong = ALL_OPERATIONS.filter((op) => {
      const declared = op.params ? Object.keys((op.params as z.ZodObject).shape).sort() : [];
      return JSON.stringify(declared) !== JSON.stringify(pathParamNames(op.path).sort());
    });
    expect(wrong.map((op) => op.id)).toEqual([]);
  });

  it('make only a merchant POST that answers the envelope idempotent', () => {
    const wrong = ALL_OPERATIONS.filter(
      (op) =>
        op.idempotent && (op.method !== 'POST' || !['apiKey', 'user'].includes(op.auth) || op.response === 'binary'),
    );
    expect(wrong.map((op) => op.id)).toEqual([]);
  });

  it('serve the Open API under /api/open/v1/ only, and nothing else there', () => {
    const misplaced = ALL_OPERATIONS.filter((op) => (op.auth === 'apiKey') !== op.path.startsWith('/api/open/v1/')).map(
      (op) => op.id,
    );
    expect(misplaced).toEqual([]);
  });

  it('name the right every merchant operation needs: an area, or `account` for what any account may do', () => {
    const merchant = ALL_OPERATIONS.filter((op) => op.auth === 'user' || op.auth === 'apiKey');
    expect(merchant.filter((op) => op.permission === undefined).map((op) => op.id)).toEqual([]);
  });

  it('name an area on every Open API operation, the scope a named key needs for it', () => {
    // The full-access key holds every area; a named key only its scopes (`area:level`), so an
    // operation without an area, or with `account`, would be open to every key.
    const open = ALL_OPERATIONS.filter((op) => op.auth === 'apiKey');
    expect(open.filter((op) => op.permission === undefined || op.permission === 'account').map((op) => op.id)).toEqual(
      [],
    );
  });

  it('ask `manage` of a write, `view` of a read, and `export` of every export', () => {
    const level = (id: string) => neededLevel(ALL_OPERATIONS.find((op) => op.id === id) ?? { need: undefined });
    expect(level('product.addProduct')).toBe('manage');
    expect(level('product.getList')).toBe('view');
    const exports = ALL_OPERATIONS.filter((op) => /export|downloadStockLog/i.test(op.id));
    expect(exports.length).toBeGreaterThanOrEqual(10);
    expect(exports.filter((op) => neededLevel(op) !== 'export').map((op) => op.id)).toEqual([]);
    // Export is a right of its own on top of reading the area, never a way to reach an area.
    expect(ALL_OPERATIONS.filter((op) => op.need === 'export' && op.permission === 'account')).toEqual([]);
  });
});
