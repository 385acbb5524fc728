import { selfServiceOrder, user } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_MAIN_USER } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { ParcelImportExport, parcelExportQuery } from './parcel-import-export';

/** Answers the signed-in user and the export (an xlsx), and records every address asked. */
function stubServer() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url);
      if (url.pathname === selfServiceOrder.exportParcels.path) {
        return new Response('xlsx', {
          headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }
      const content = url.pathname === user.getCurrentUser.path ? TEST_MAIN_USER : null;
      return new Response(JSON.stringify({ error_code: 0, msg: 'ok', content }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return asked;
}

const exported = (asked: URL[]) => asked.filter((url) => url.pathname === selfServiceOrder.exportParcels.path);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ParcelImportExport', { timeout: 20_000 }, () => {
  it('exports the ticked parcels only, or else the tab under the filters', () => {
    const filters = { status: 'received' as const, country: 'US' };
    expect(parcelExportQuery(filters, [5, 9])).toEqual({ ids: '5,9' });
    expect(parcelExportQuery(filters, [])).toEqual(filters);
  });

  it('asks the export for the list’s tab and filters, then for the ticked rows by their ids', async () => {
    const asked = stubServer();
    const first = renderWithApp(
      <ParcelImportExport filters={{ status: 'received', country: 'US' }} selectedKeys={[]} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await waitFor(() => expect(exported(asked)).toHaveLength(1));
    expect(exported(asked)[0]?.searchParams.get('status')).toBe('received');
    expect(exported(asked)[0]?.searchParams.get('country')).toBe('US');

    first.unmount();
    renderWithApp(<ParcelImportExport filters={{ status: 'received', country: 'US' }} selectedKeys={[5, 9]} />);
    fireEvent.click(await screen.findByRole('button', { name: /Export selected/ }));
    await waitFor(() => expect(exported(asked)).toHaveLength(2));
    expect(exported(asked)[1]?.searchParams.get('ids')).toBe('5,9');
    expect(exported(asked)[1]?.searchParams.get('status')).toBeNull();
  });

  it('opens the shared import dialog on the parcel import, with its check first', async () => {
    stubServer();
    renderWithApp(<ParcelImportExport filters={{ status: 'all' }} selectedKeys={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: /Import parcels/ }));
    expect(await screen.findByText('Import parcel orders')).toBeTruthy();
    expect(screen.getByText(/rows with the same Reference form one parcel order/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Check first/ })).toBeTruthy();
  });
});
