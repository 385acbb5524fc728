import { ErrorCode, errorMessage, product } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequests } from '../../../shared/api/request';
import { i18n } from '../../../shared/i18n/i18n';
import { themeStore } from '../../../shared/theme/theme-store';
import { asSubAccount, callsTo, fakeApi, ok } from '../../../test/fake-api';
import { GIFT_SET } from '../../../test/package-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import PackageListPage from './package-list-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setScreen({ width: 1024, height: 768 });
});

const rowOf = (code: string) => within(screen.getByText(code).closest('tr') as HTMLElement);

describe('PackageListPage', { timeout: 30_000 }, () => {
  it('shows each package with its components, availability by warehouse, assembly and time', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    fakeApi([[product.getPackageList, () => ok({ list: [GIFT_SET], total: 1 })]]);
    renderWithApp(<PackageListPage />, { route: '/products/packages' });
    await screen.findByText('GIFT-SET');
    const row = rowOf('GIFT-SET');
    expect(row.getByText('Gift set')).toBeTruthy();
    expect(row.getByText('1 × MUG-01, 2 × CST-02')).toBeTruthy();
    expect(row.getByText('3 units in all')).toBeTruthy();
    expect(row.getByText('Picked per order')).toBeTruthy();
    expect(row.getByText('2026-01-03 03:04:05')).toBeTruthy();
    const available = row.getByTestId('package-available');
    expect(available.textContent).toBe('5');
    fireEvent.mouseEnter(available);
    const byWarehouse = await screen.findByTestId('package-stock');
    const usla = within(within(byWarehouse).getByText('USLA').closest('tr') as HTMLElement);
    expect(usla.getByText('4')).toBeTruthy();
    expect(within(within(byWarehouse).getByText('USNJ').closest('tr') as HTMLElement).getByText('1')).toBeTruthy();
  });

  it('searches by code through the address', async () => {
    const asked: URLSearchParams[] = [];
    fakeApi([
      [
        product.getPackageList,
        (_body, url) => {
          asked.push(url.searchParams);
          return ok({ list: [GIFT_SET], total: 1 });
        },
      ],
    ]);
    renderWithApp(<PackageListPage />, { route: '/products/packages?code=GIFT' });
    await screen.findByText('GIFT-SET');
    expect(asked.at(-1)?.get('code')).toBe('GIFT');
  });

  it('offers an account that may only read products the detail, and no add, edit or delete', async () => {
    fakeApi([
      asSubAccount({ areas: { product: 'view' }, export: false }),
      [product.getPackageList, () => ok({ list: [GIFT_SET], total: 1 })],
    ]);
    renderWithApp(<PackageListPage />, { route: '/products/packages' });
    await screen.findByText('GIFT-SET');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Add package/ })).toBeNull());
    const row = rowOf('GIFT-SET');
    expect(row.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/products/packages/detail?id=5');
    expect(row.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(row.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes ticked packages after the question, says how many went and unticks them', async () => {
    const api = fakeApi([
      [product.getPackageList, () => ok({ list: [GIFT_SET], total: 1 })],
      [product.deletePackage, (body) => ok({ deleted: (body as { ids: number[] }).ids.length })],
    ]);
    renderWithApp(<PackageListPage />, { route: '/products/packages' });
    await screen.findByText('GIFT-SET');
    fireEvent.click(rowOf('GIFT-SET').getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Delete selected/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete packages')).not.toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText('1 package deleted')).toBeTruthy();
    expect(callsTo(api.calls, product.deletePackage)[0]?.body).toEqual({ ids: [5] });
    await waitFor(() => expect((rowOf('GIFT-SET').getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
  });

  it('in Chinese: labels, and the server’s refusal to delete a package on orders after the question', async () => {
    await i18n.changeLanguage('zh_CN');
    themeStore.setScreen({ width: 1440, height: 900 });
    // What the request layer hands the app's toast (app/request-setup.ts) for a refusal the page does not handle itself.
    const toasted: string[] = [];
    configureRequests({ onError: (text) => toasted.push(text) });
    const api = fakeApi([
      [product.getPackageList, () => ok({ list: [GIFT_SET], total: 1 })],
      // The server answers in the request's language (the contract's error catalogue).
      [product.deletePackage, () => ({ error_code: ErrorCode.SKU_IN_USE, msg: errorMessage('SKU_IN_USE', 'zh_CN') })],
    ]);
    renderWithApp(<PackageListPage />, { route: '/products/packages' });
    await screen.findByText('GIFT-SET');
    expect(screen.getByRole('columnheader', { name: '组合商品编码' })).toBeTruthy();
    expect(rowOf('GIFT-SET').getByText('按单拣货')).toBeTruthy();
    expect(rowOf('GIFT-SET').getByText('共 3 件')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增组合商品/ })).toBeTruthy();
    expect(rowOf('GIFT-SET').getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      '/products/packages/add?id=5',
    );

    fireEvent.click(rowOf('GIFT-SET').getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('删除组合商品')).not.toHaveLength(0);
    expect(within(dialog).getByText('此操作将删除所选数据，是否继续？')).toBeTruthy();
    expect(callsTo(api.calls, product.deletePackage)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(toasted).toEqual([errorMessage('SKU_IN_USE', 'zh_CN')]));
    expect(callsTo(api.calls, product.deletePackage)[0]?.body).toEqual({ ids: [5] });
  });
});
