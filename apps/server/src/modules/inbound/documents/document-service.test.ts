import { describe, expect, it } from 'vitest';
import { uniqueCodes } from './document-service';

describe('the product list’s SKU codes', () => {
  it('are trimmed, empty ones dropped, each once in any case, in the order given', () => {
    expect(uniqueCodes(' MUG-01 ,cap-02,,mug-01\nPEN-03，CAP-02 ')).toEqual(['MUG-01', 'cap-02', 'PEN-03']);
    expect(uniqueCodes(' , ')).toEqual([]);
  });
});
