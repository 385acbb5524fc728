import { describe, expect, it } from 'vitest';
import { missingPages } from './page-registry';

describe('page registry', () => {
  it('has a page for every menu entry the server can send', () => {
    expect(missingPages()).toEqual([]);
  });
});
