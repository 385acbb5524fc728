import { describe, expect, it } from 'vitest';
import { bookedCodes, uniqueCodes } from './document-service';

describe('the product list’s SKU codes', () => {
  it('are trimmed, empty ones dropped, each once in any case, in the order given', () => {
    expect(uniqueCodes(' MUG-01 ,cap-02,,mug-01\nPEN-03，CAP-02 ')).toEqual(['MUG-01', 'cap-02', 'PEN-03']);
    expect(uniqueCodes(' , ')).toEqual([]);
  });

  it('pair with the booked units in the same place, and refuse units that do not pair one to one', () => {
    expect([...bookedCodes('MUG-01, cap-02,,mug-01', '6,4,9')]).toEqual([
      ['MUG-01', 6],
      ['cap-02', 4],
    ]);
    expect(() => bookedCodes('MUG-01,CAP-02', '6')).toThrow();
  });
});
