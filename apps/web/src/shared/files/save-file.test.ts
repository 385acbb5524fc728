import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, pdfFileName, timestampedName } from './save-file';

afterEach(() => vi.restoreAllMocks());

describe('saving files', () => {
  it('names a PDF "PDF" plus a timestamp and other files by prefix and time', () => {
    expect(pdfFileName(1_767_225_600_000)).toBe('PDF1767225600000.pdf');
    expect(timestampedName('SKU', 'xlsx', new Date(2026, 2, 14, 15, 30, 5))).toBe('SKU_20260314153005.xlsx');
  });

  it("saves a fetched file through a link, and only logs 'Download Error' when fetching fails", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(await downloadFile(async () => new Blob(['x']), 'a.xlsx')).toBe(true);
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('a.xlsx');

    expect(await downloadFile(() => Promise.reject(new Error('boom')), 'b.xlsx')).toBe(false);
    expect(log).toHaveBeenCalledWith('Download Error', expect.any(Error));
    expect(click).toHaveBeenCalledTimes(1);
  });
});
