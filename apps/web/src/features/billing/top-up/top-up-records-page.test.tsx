import { type TopUpDetail, type TopUpItem, topUp } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeStore } from '../../../shared/theme/theme-store';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import TopUpRecordsPage from './top-up-records-page';

const record = (id: number, no: string): TopUpItem => ({
  id,
  top_up_no: no,
  platform: 'paypal',
  platform_name: 'PayPal',
  currency: 'USD',
  amount: 12_000,
  payment_date: '2026-11-20',
  remark: '',
  status: 'pending',
  received_amount: null,
  usd_rate: null,
  rate_date: null,
  credited_usd: null,
  reject_reason: '',
  voucher_name: 'voucher.png',
  voucher_mime: 'image/png',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
});

const RECORDS = [record(5, 'TU-FIVE'), record(9, 'TU-NINE')];

function serve() {
  fakeApi([
    [topUp.getList, () => ok({ list: RECORDS, total: RECORDS.length })],
    [
      topUp.getDetail,
      (_body, url) => {
        const found = RECORDS.find((r) => r.id === Number(url.searchParams.get('id')));
        if (!found) return { error_code: 1004, msg: 'The data does not exist' };
        const detail: TopUpDetail = { ...found, voucher_size: 100, history: [] };
        return ok(detail);
      },
    ],
  ]);
}

const location = () => screen.getByTestId('location').textContent ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('TopUpRecordsPage', { timeout: 30_000 }, () => {
  it('opens the record the address names, and keeps the one opened or closed in the address', async () => {
    serve();
    themeStore.setScreen({ width: 1440, height: 900 });
    // A shared link (or a reload) with a record in it opens that record's drawer.
    renderWithApp(<TopUpRecordsPage />, { route: '/billing/top-up-records?status=pending&detail=9' });
    const drawer = await screen.findByTestId('top-up-detail');
    expect(await within(drawer).findByText('Top-up TU-NINE', { exact: false })).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/billing/top-up-records?status=pending'));

    fireEvent.click(await screen.findByRole('button', { name: 'TU-FIVE' }));
    await waitFor(() => expect(location()).toBe('/billing/top-up-records?status=pending&detail=5'));
    expect(await screen.findByText('Top-up TU-FIVE', { exact: false })).toBeTruthy();
  });
});
