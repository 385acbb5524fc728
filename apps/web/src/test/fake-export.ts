import type { OperationDef } from '@portal/contract';
import { vi } from 'vitest';

/**
 * Over a fakeApi: the export operation answers an xlsx file, other paths go on to fakeApi's routes.
 * Returns the addresses the export was asked with and the names of the files saved.
 */
export function fakeExport(operation: OperationDef): { asked: URL[]; saved: string[] } {
  const asked: URL[] = [];
  const saved: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== operation.path) return inner(input, init);
      asked.push(url);
      return new Response('xlsx', {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { asked, saved };
}
