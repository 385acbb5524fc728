import { type TopUpDetail, topUp } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeStore } from '../../../shared/theme/theme-store';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { topUpRecord } from '../../../test/top-up-fixtures';
import TopUpRecordsPage from './top-up-records-page';

const RECORDS = [topUpRecord(5, 'TU-FIVE'), topUpRecord(9, 'TU-NINE')];

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
