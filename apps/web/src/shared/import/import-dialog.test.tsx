import { type ImportResult, importJobs, order, product } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { ImportDialog } from './import-dialog';
import type { ImportKind } from './import-kind';

const result: ImportResult = {
  job_id: 41,
  total: 3,
  success: 1,
  failed: 2,
  failures: [
    { row: 3, sku: 'BAD 1 ', reasons: ['SKU: letters, digits…', 'please input Chinese name'] },
    { row: 4, sku: '', reasons: ['please input SKU'] },
  ],
};

/** Answers the import with `result` and records what each call sent. */
function stubServer(content: ImportResult = result) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL, init: RequestInit) => {
      const url = new URL(String(input));
      sent.push({ path: url.pathname + url.search, body: init.body });
      if (url.pathname === importJobs.downloadFailedRows.path) {
        return new Response('xlsx', { headers: { 'content-type': 'application/octet-stream' } });
      }
      return new Response(JSON.stringify({ error_code: 0, msg: 'ok', content }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

const kinds: ImportKind[] = [
  {
    value: 'product',
    label: 'New SKUs',
    templateFileName: 't.xlsx',
    downloadTemplate: async () => new Blob(['t']),
    upload: product.importProduct,
  },
];

function choose(name: string) {
  const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImportDialog', { timeout: 20_000 }, () => {
  it('refuses a file whose name is too long before sending anything', async () => {
    const sent = stubServer();
    renderWithApp(<ImportDialog open onClose={vi.fn()} title="Import SKUs" kinds={kinds} />);
    choose(`${'a'.repeat(70)}.xlsx`);
    expect(await screen.findByText('The file name must be 3-64 characters', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    expect(sent).toEqual([]);
  });

  it('sends the file as multipart field `file`, shows the counts and failures, and downloads the failed rows', async () => {
    const sent = stubServer();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<ImportDialog open onClose={vi.fn()} title="Import SKUs" kinds={kinds} />);
    choose('skus.xlsx');
    expect(await screen.findByText('File: skus.xlsx')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    const shown = await screen.findByTestId('import-result');
    const [upload] = sent;
    expect(upload?.path).toBe(product.importProduct.path);
    const body = upload?.body;
    expect(body instanceof FormData && (body.get('file') as File).name).toBe('skus.xlsx');
    expect(within(screen.getByTestId('import-total')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('import-failed')).getByText('2')).toBeTruthy();
    expect(within(shown).getByText('SKU: letters, digits…; please input Chinese name')).toBeTruthy();
    // A failed row without a SKU shows '-'.
    const second = within(shown).getByText('please input SKU').closest('tr') as HTMLElement;
    expect(within(second).getByText('-')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Download failed rows/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(sent[1]?.path).toBe(`${importJobs.downloadFailedRows.path}?job_id=41`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^failed_rows_\d{14}\.xlsx$/);
  });

  it('checks first when the kind has a dry run: nothing is saved, then the same file is imported', async () => {
    const sent = stubServer();
    const orderKind: ImportKind = {
      value: 'order',
      label: 'Orders',
      templateFileName: 'o.xlsx',
      downloadTemplate: async () => new Blob(['t']),
      upload: order.importOrder,
      dryRun: true,
      keyLabel: 'Platform Order No.',
    };
    renderWithApp(<ImportDialog open onClose={vi.fn()} title="Import orders" kinds={[orderKind]} />);
    choose('orders.xlsx');
    fireEvent.click(await screen.findByRole('button', { name: 'Check first' }));

    expect(
      await screen.findByText('Checked, nothing imported yet: 1 rows can be imported, 2 would fail.'),
    ).toBeTruthy();
    const check = sent[0]?.body as FormData;
    expect([...check.keys()]).toEqual(['dry_run', 'file']);
    expect(check.get('dry_run')).toBe('true');
    expect(screen.getByRole('columnheader', { name: 'Platform Order No.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const imported = sent[1]?.body as FormData;
    expect(imported.get('dry_run')).toBe('false');
    expect((imported.get('file') as File).name).toBe('orders.xlsx');
    await waitFor(() => expect(screen.queryByTestId('import-checked')).toBeNull());
    expect(screen.getByRole('button', { name: /Download failed rows/ })).toBeTruthy();
  });

  it('offers no import after a check that found no row to import', async () => {
    stubServer({ ...result, success: 0, failed: 3, job_id: 0 });
    const kind: ImportKind = { ...kinds[0], value: 'order', upload: order.importOrder, dryRun: true } as ImportKind;
    renderWithApp(<ImportDialog open onClose={vi.fn()} title="Import orders" kinds={[kind]} />);
    choose('orders.xlsx');
    fireEvent.click(await screen.findByRole('button', { name: 'Check first' }));
    expect(await screen.findByTestId('import-checked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    // A dry run keeps no job: there are no failed rows to download.
    expect(screen.queryByRole('button', { name: /Download failed rows/ })).toBeNull();
  });
});
