import { productReference, type StorageCharge, storageFee } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeStore } from '../../../shared/theme/theme-store';
import { fakeApi, ok } from '../../../test/fake-api';
import { WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import StorageFeesPage from './storage-fees-page';

const CHARGE: StorageCharge = {
  id: 7,
  charge_date: '2026-11-20',
  warehouse_id: 1,
  warehouse_code: 'USWE',
  stored_volume_m3: 0.605,
  charged_volume_m3: 0.6,
  currency: 'USD',
  receivable: 120,
  discount_bp: 2500,
  discount: 30,
  net: 90,
  settled: true,
  created_at: '2026-11-21T10:00:00.000Z',
};

let asked: URLSearchParams[] = [];

function serve() {
  asked = [];
  return fakeApi([
    [
      storageFee.getStorageFeeList,
      (_body, url) => {
        asked.push(url.searchParams);
        return ok({ list: [CHARGE], total: 1 });
      },
    ],
    [
      storageFee.getStorageFeeDetail,
      () =>
        ok({
          charge: CHARGE,
          lines: [
            {
              sku: 'MUG',
              name_en: 'Mug',
              name_cn: '杯子',
              layer_id: 11,
              received_at: '2026-09-01T20:00:00.000Z',
              age_days: 81,
              tier_from_day: 61,
              units: 10,
              unit_volume_m3: 0.06,
              volume_m3: 0.6,
              daily_rate_micro: 2_000_000,
              amount_micro: 1_200_000,
            },
          ],
        }),
    ],
    [
      storageFee.getStorageForecast,
      () =>
        ok({
          list: [
            {
              product_id: 5,
              sku: 'CAP',
              name_en: 'Cap',
              name_cn: '帽子',
              warehouse_id: 1,
              warehouse_code: 'USWE',
              units: 5,
              volume_m3: 0.005,
              cost_30: 11,
              cost_60: 26,
              cost_90: 41,
              crossing_units: 5,
              crossing_date: '2026-11-25',
            },
          ],
          total: 1,
        }),
    ],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  themeStore.setListColumns('storage-fees', null);
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('StorageFeesPage', { timeout: 30_000 }, () => {
  it('lists a day with its money, opens its lines per SKU and layer, and shows the forecast', async () => {
    serve();
    themeStore.setScreen({ width: 1440, height: 900 });
    renderWithApp(<StorageFeesPage />, { route: '/billing/storage-fees?date_from=2026-11-01&settled=1' });
    const date = await screen.findByText('2026-11-20');
    const row = within(date.closest('tr') as HTMLElement);
    expect(row.getByText('Settled')).toBeTruthy();
    expect(row.getByText('1.20')).toBeTruthy();
    expect(row.getByText('0.30')).toBeTruthy();
    expect(row.getByText('0.90')).toBeTruthy();
    // Volumes in m³ with one number of decimals everywhere: 0.605 and 0.6 as 0.605 and 0.600.
    expect(row.getByText('0.605')).toBeTruthy();
    expect(row.getByText('0.600')).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)?.get('date_from')).toBe('2026-11-01'));
    expect(asked.at(-1)?.get('settled')).toBe('1');

    expect(await screen.findByText('5 units on 2026-11-25')).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'Details' }));
    const lines = within(await screen.findByTestId('storage-fee-lines'));
    expect(await lines.findByText('MUG')).toBeTruthy();
    expect(lines.getByText('81')).toBeTruthy();
    expect(lines.getByText('0.600')).toBeTruthy();
    expect(lines.getByText('2.0000')).toBeTruthy();
    expect(lines.getByText('1.2000')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('detail=7'));
  });

  it('opens the day the address names, as a reload or a shared link does', async () => {
    serve();
    themeStore.setScreen({ width: 1440, height: 900 });
    renderWithApp(<StorageFeesPage />, { route: '/billing/storage-fees?detail=7' });
    const drawer = within(await screen.findByTestId('storage-fee-detail'));
    expect(await drawer.findByText('MUG')).toBeTruthy();
    fireEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/billing/storage-fees'));
  });

  it('filters by a warehouse named by its code and name, and says any warehouse when none is chosen', async () => {
    serve();
    themeStore.setScreen({ width: 1440, height: 900 });
    const first = renderWithApp(<StorageFeesPage />, { route: '/billing/storage-fees?warehouse_id=1' });
    expect(await screen.findByText('USLA · US West (Los Angeles)')).toBeTruthy();
    await waitFor(() => expect(asked.at(-1)?.get('warehouse_id')).toBe('1'));
    first.unmount();
    renderWithApp(<StorageFeesPage />, { route: '/billing/storage-fees' });
    expect(await screen.findByText('Any warehouse')).toBeTruthy();
  });
});
