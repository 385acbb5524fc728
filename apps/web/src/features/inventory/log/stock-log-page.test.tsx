import { inventory, productReference, type StockMovementItem } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { themeStore } from '../../../shared/theme/theme-store';
import { fakeApi, ok } from '../../../test/fake-api';
import { WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import StockLogPage from './stock-log-page';

/** 2 coasters locked for one gift set of an order, and a count of mugs by staff (no package). */
const COASTER_LOCK: StockMovementItem = {
  id: 41,
  created_at: '2026-03-01T09:00:00.000Z',
  product_id: 8,
  sku: 'COASTER-01',
  name_en: 'Coaster',
  name_cn: '杯垫',
  warehouse_id: 1,
  warehouse_code: 'USWE',
  type: 'lock',
  on_hand_delta: 0,
  locked_delta: 2,
  on_hand_after: 7,
  locked_after: 2,
  reference_type: 'order',
  reference_id: 11,
  reference_no: 'PO-APPROVING',
  package_code: 'GIFT-SET',
  actor: 'Demo Merchant',
};
const MUG_COUNT: StockMovementItem = {
  ...COASTER_LOCK,
  id: 40,
  product_id: 7,
  sku: 'MUG-01',
  name_en: 'Mug',
  name_cn: '杯子',
  type: 'adjustment',
  on_hand_delta: 8,
  locked_delta: 0,
  on_hand_after: 8,
  locked_after: 0,
  reference_type: null,
  reference_id: null,
  reference_no: null,
  package_code: null,
  actor: 'Grace',
};

const rowOf = (sku: string) => screen.getByText(sku).closest('tr') as HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
  themeStore.setScreen({ width: 1024, height: 768 });
  await i18n.changeLanguage('en');
});

describe('StockLogPage', { timeout: 30_000 }, () => {
  it('says beside the SKU which package a component moved for, in both languages', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    fakeApi([
      [inventory.getStockLog, () => ok({ list: [COASTER_LOCK, MUG_COUNT], total: 2 })],
      [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    ]);
    renderWithApp(<StockLogPage />, { route: '/inventory/stock-log' });
    await screen.findByText('COASTER-01');
    expect(within(rowOf('COASTER-01')).getByText('for package GIFT-SET')).toBeTruthy();
    expect(within(rowOf('MUG-01')).queryByTestId('movement-package')).toBeNull();

    await i18n.changeLanguage('zh_CN');
    expect(await within(rowOf('COASTER-01')).findByText('用于组合商品 GIFT-SET')).toBeTruthy();
  });

  it('on a phone (390 px) says under the type which package a component moved for, once', async () => {
    themeStore.setScreen({ width: 390, height: 844 });
    fakeApi([
      [inventory.getStockLog, () => ok({ list: [COASTER_LOCK, MUG_COUNT], total: 2 })],
      [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    ]);
    renderWithApp(<StockLogPage />, { route: '/inventory/stock-log' });
    const lock = (await screen.findByText('Order locked')).closest('tr') as HTMLElement;
    expect(within(lock).getAllByText('for package GIFT-SET')).toHaveLength(1);
    const count = screen.getByText('Counted adjustment').closest('tr') as HTMLElement;
    expect(within(count).queryByTestId('movement-package')).toBeNull();
  });
});
