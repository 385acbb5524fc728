import { lossOrder } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeStore } from '../../shared/theme/theme-store';
import { fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import LossOrdersPage from './loss-orders-page';
import type { LossOrderRow } from './use-loss-order-columns';

const NORMAL: LossOrderRow = {
  id: 3,
  loss_no: 'LS261123000101',
  type: 'normal',
  state: 'pending_review',
  inbound_id: 9,
  receiving_no: 'RK2611230001',
  warehouse_code: 'US-W1',
  difference: -2,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T08:00:00.000Z',
};
const ABNORMAL: LossOrderRow = {
  ...NORMAL,
  id: 4,
  loss_no: 'LS261123000102',
  type: 'abnormal',
  state: 'confirmed',
  difference: 3,
};

let asked: URLSearchParams[] = [];

function serve() {
  asked = [];
  return fakeApi([
    [
      lossOrder.getList,
      (_body, url) => {
        asked.push(url.searchParams);
        const type = url.searchParams.get('type');
        const rows = [ABNORMAL, NORMAL].filter((row) => !type || row.type === type);
        return ok({ list: rows, total: rows.length });
      },
    ],
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  themeStore.setListColumns('loss-orders', null);
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('LossOrdersPage', { timeout: 30_000 }, () => {
  it('lists number, type, source receiving no., state and signed difference, each number linking to its detail', async () => {
    serve();
    themeStore.setScreen({ width: 1440, height: 900 });
    renderWithApp(<LossOrdersPage />, { route: '/inventory/loss-orders' });
    const link = await screen.findByRole('link', { name: 'LS261123000101' });
    expect(link.getAttribute('href')).toBe('/inventory/loss-order-detail?id=3');
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('Normal (quality check)')).toBeTruthy();
    expect(row.getByText('RK2611230001')).toBeTruthy();
    expect(row.getByText('Pending review')).toBeTruthy();
    expect(row.getByText('-2')).toBeTruthy();
    const gain = within(screen.getByRole('link', { name: 'LS261123000102' }).closest('tr') as HTMLElement);
    expect(gain.getByText('+3')).toBeTruthy();
    expect(gain.getByText('Confirmed')).toBeTruthy();
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    serve();
    renderWithApp(<LossOrdersPage />, { route: '/inventory/loss-orders?type=abnormal&receiving_no=RK2611230001' });
    await screen.findByRole('link', { name: 'LS261123000102' });
    expect(screen.queryByRole('link', { name: 'LS261123000101' })).toBeNull();
    await waitFor(() => expect(asked.at(-1)?.get('receiving_no')).toBe('RK2611230001'));
    expect(asked.at(-1)?.get('type')).toBe('abnormal');

    fireEvent.change(screen.getByLabelText('Loss order no.'), { target: { value: 'LS261123000102' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('loss_no=LS261123000102'));
    await waitFor(() => expect(asked.at(-1)?.get('loss_no')).toBe('LS261123000102'));
  });
});
