import { ErrorCode, type Grant, type ProductListItem, product, productReference } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequests } from '../../../shared/api/request';
import { i18n } from '../../../shared/i18n/i18n';
import { themeStore } from '../../../shared/theme/theme-store';
import { asSubAccount, callsTo, fakeApi, ok } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import ProductListPage from './product-list-page';

const MUG: ProductListItem = {
  id: 7,
  sku: 'MUG-01',
  name_cn: '杯子',
  name_en: 'Mug',
  image_url: '',
  barcode: null,
  property: { id: 1, code: 'general', name_en: 'General cargo', name_cn: '普货', is_dangerous: 0 },
  categories: [],
  declared_value: 1250,
  weight_g: 300,
  length_cm: 10,
  width_cm: 20,
  height_cm: 30,
  volume_cm3: 6000,
  warning_quantity: null,
  stock: [],
  total_stock: 9,
  frozen_stock: 2,
  available_stock: 7,
  created_at: '2026-01-02T03:04:05.000Z',
};

/** The queries the SKU list was asked with. */
let asked: URLSearchParams[] = [];

/** The server's SKU list; a test changes the row to see whether the page asks again. */
function serve(row: () => ProductListItem, grant?: Grant) {
  asked = [];
  return fakeApi([
    ...(grant ? [asSubAccount(grant)] : []),
    [
      product.getProductList,
      (_body, url) => {
        asked.push(url.searchParams);
        return ok({ list: [row()], total: 1 });
      },
    ],
    [productReference.getProductCategoryList, () => ok([])],
    [productReference.getPropertyList, () => ok([MUG.property])],
  ]);
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setListColumns('products', null);
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('ProductListPage', { timeout: 30_000 }, () => {
  it('asks the server again on Search even when the filters did not change, and shows the changed row', async () => {
    let name = 'Mug';
    const api = serve(() => ({ ...MUG, name_en: name }));
    renderWithApp(<ProductListPage />, { route: '/productsList' });
    expect(await screen.findByText('Mug')).toBeTruthy();
    const before = callsTo(api.calls, product.getProductList).length;

    name = 'Big mug';
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('Big mug')).toBeTruthy();
    expect(callsTo(api.calls, product.getProductList).length).toBe(before + 1);
  });

  it('offers a sub-account only what its rights allow: reading SKUs without export shows no action that writes or exports', async () => {
    serve(() => MUG, { areas: { product: 'view' }, export: false });
    renderWithApp(<ProductListPage />, { route: '/productsList' });
    await screen.findByText('Mug');
    const row = within(screen.getByText('MUG-01').closest('tr') as HTMLElement);
    expect(row.getByRole('link', { name: 'View' })).toBeTruthy();
    expect(row.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(row.queryByRole('button', { name: 'Delete' })).toBeNull();
    for (const name of [/Add SKU/, /Import/, /Export/, /Delete selected/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: /Print labels/ })).toBeTruthy();
  });

  it('sorts by a column through the address and asks the server in that order', async () => {
    serve(() => MUG);
    renderWithApp(<ProductListPage />, { route: '/productsList' });
    await screen.findByText('Mug');
    expect(asked.at(-1)?.has('sort_by')).toBe(false);
    fireEvent.click(screen.getByRole('columnheader', { name: /SKU/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('sort_by=sku&sort_order=asc'));
    await waitFor(() => expect(asked.at(-1)?.get('sort_by')).toBe('sku'));
    expect(asked.at(-1)?.get('sort_order')).toBe('asc');
  });

  it('shows the columns the merchant picks, kept for the browser', async () => {
    serve(() => MUG);
    renderWithApp(<ProductListPage />, { route: '/productsList' });
    await screen.findByText('Mug');
    expect(headers()).not.toContain('Product attribute');
    fireEvent.click(screen.getByTestId('column-picker'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Product attribute' }));
    await waitFor(() => expect(headers()).toContain('Product attribute'));
    expect(within(screen.getByText('MUG-01').closest('tr') as HTMLElement).getByText('General cargo')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}').listColumns.products).toContain('property_id');
  });

  it('on a phone shows SKU and names, with the row’s actions in one menu', async () => {
    themeStore.setScreen({ width: 390, height: 800 });
    serve(() => MUG);
    renderWithApp(<ProductListPage />, { route: '/productsList' });
    await screen.findByText('Mug');
    expect(headers().filter(Boolean)).toEqual(['SKU', 'Name', 'Operation']);
    expect(screen.getByRole('button', { name: 'Actions of MUG-01' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /More filters \(4\)/ })).toBeTruthy();
  });

  it('in Chinese: says no selection, asks before deleting and shows the server’s refusal', {
    timeout: 90_000,
  }, async () => {
    await i18n.changeLanguage('zh_CN');
    // What the request layer hands the app's toast (app/request-setup.ts) for a refusal the page does
    // not handle itself; the toast itself is seen in the browser test of the English refusal.
    const toasted: string[] = [];
    configureRequests({ onError: (text) => toasted.push(text) });
    const api = fakeApi([
      [product.getProductList, () => ok({ list: [MUG], total: 1 })],
      [productReference.getProductCategoryList, () => ok([])],
      [productReference.getPropertyList, () => ok([MUG.property])],
      // The server answers in the request's language (its words: the contract's error catalogue).
      [product.deleteProduct, () => ({ error_code: ErrorCode.SKU_HAS_STOCK, msg: '仓库中仍有库存的SKU不能删除' })],
    ]);
    renderWithApp(<ProductListPage />, { route: '/productsList' });
    expect(await screen.findByText('共 1 条')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '可用库存' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(await screen.findByText('未选择数据！')).toBeTruthy();
    expect(callsTo(api.calls, product.deleteProduct)).toHaveLength(0);

    const row = screen.getByText('MUG-01').closest('tr');
    if (!row) throw new Error('no row of MUG-01');
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('删除 SKU')).not.toHaveLength(0);
    expect(within(dialog).getByText('此操作将删除所选数据，是否继续？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(toasted).toEqual(['仓库中仍有库存的SKU不能删除']));
    expect(callsTo(api.calls, product.deleteProduct)).toEqual([
      { path: product.deleteProduct.path, body: { ids: [MUG.id] } },
    ]);
  });
});
