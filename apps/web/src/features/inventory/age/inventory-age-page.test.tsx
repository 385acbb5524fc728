import { type InventoryAgeItem, inventory, productReference } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeStore } from '../../../shared/theme/theme-store';
import { fakeApi, ok } from '../../../test/fake-api';
import { WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import InventoryAgePage from './inventory-age-page';

const MUG: InventoryAgeItem = {
  product_id: 7,
  sku: 'MUG-01',
  name_en: 'Mug',
  name_cn: '杯子',
  warehouse_id: 1,
  warehouse_code: 'USWE',
  on_hand: 23,
  age_0_30: 4,
  age_31_60: 0,
  age_61_90: 8,
  age_91_180: 0,
  age_over_180: 11,
  oldest_age_days: 212,
};
// The same SKU in a second warehouse: rows are told apart by SKU and warehouse.
const MUG_EAST: InventoryAgeItem = {
  ...MUG,
  warehouse_id: 2,
  warehouse_code: 'USEA',
  on_hand: 3,
  age_over_180: 0,
  age_0_30: 3,
  age_61_90: 0,
  oldest_age_days: 5,
};

let asked: URLSearchParams[] = [];

function serve() {
  asked = [];
  return fakeApi([
    [
      inventory.getInventoryAge,
      (_body, url) => {
        asked.push(url.searchParams);
        return ok({ list: [MUG, MUG_EAST], total: 2 });
      },
    ],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
  ]);
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
const cells = (sku: string, warehouse: string) =>
  within(
    screen
      .getAllByText(sku)
      .map((cell) => cell.closest('tr') as HTMLElement)
      .find((row) => within(row).queryByText(warehouse)) as HTMLElement,
  )
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
  themeStore.setListColumns('inventoryAge', null);
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('InventoryAgePage', { timeout: 30_000 }, () => {
  it('shows units per age bucket and the oldest age, one row per SKU and warehouse', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    serve();
    renderWithApp(<InventoryAgePage />, { route: '/inventory/age' });
    await screen.findAllByText('MUG-01');
    expect(headers()).toEqual([
      'SKU',
      'Name',
      'Warehouse',
      'Total stock',
      '0–30 days',
      '31–60 days',
      '61–90 days',
      '91–180 days',
      'Over 180 days',
      'Oldest age (days)',
    ]);
    expect(cells('MUG-01', 'USWE')).toEqual(['MUG-01', '杯子Mug', 'USWE', '23', '4', '0', '8', '0', '11', '212']);
    expect(cells('MUG-01', 'USEA')).toEqual(['MUG-01', '杯子Mug', 'USEA', '3', '3', '0', '0', '0', '0', '5']);
  });

  it('asks with the warehouse and SKU lines the address holds', async () => {
    serve();
    renderWithApp(<InventoryAgePage />, { route: '/inventory/age?warehouse_id=2&sku=MUG-01%0ACAP-02' });
    await screen.findAllByText('MUG-01');
    await waitFor(() => expect(asked.at(-1)?.get('warehouse_id')).toBe('2'));
    expect(asked.at(-1)?.get('sku')).toBe('MUG-01\nCAP-02');
  });

  it('on a phone shows SKU, on hand and the oldest age', async () => {
    themeStore.setScreen({ width: 390, height: 800 });
    serve();
    renderWithApp(<InventoryAgePage />, { route: '/inventory/age' });
    await screen.findAllByText('MUG-01');
    expect(headers().filter(Boolean)).toEqual(['SKU', 'Total stock', 'Oldest age (days)']);
  });
});
