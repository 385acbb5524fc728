import { describe, expect, it } from 'vitest';
import { batchLines } from './batch-lines';

describe('batchLines', () => {
  it('counts entries as the contract reads them: trimmed, no blanks, no repeats', () => {
    expect(batchLines(' A-1 \r\n\nB-2\nA-1\n  \n')).toEqual(['A-1', 'B-2']);
    expect(batchLines(undefined)).toEqual([]);
  });
});
