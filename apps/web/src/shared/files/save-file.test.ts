import { describe, expect, it } from 'vitest';
import { pdfFileName, timestampedName } from './save-file';

describe('saving files', () => {
  it('names a PDF "PDF" plus a timestamp and other files by prefix and time', () => {
    expect(pdfFileName(1_767_225_600_000)).toBe('PDF1767225600000.pdf');
    expect(timestampedName('SKU', 'xlsx', new Date(2026, 2, 14, 15, 30, 5))).toBe('SKU_20260314153005.xlsx');
  });
});
