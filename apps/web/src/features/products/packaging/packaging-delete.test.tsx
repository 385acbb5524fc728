import { ErrorCode, errorMessage, product } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequests } from '../../../shared/api/request';
import { i18n } from '../../../shared/i18n/i18n';
import { themeStore } from '../../../shared/theme/theme-store';
import { asSubAccount, callsTo, fakeApi, ok } from '../../../test/fake-api';
import { MAILER } from '../../../test/package-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import PackagingDetailPage from './packaging-detail-page';
import PackagingListPage from './packaging-list-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setScreen({ width: 1024, height: 768 });
});

const rowOf = (code: string) => within(screen.getByText(code).closest('tr') as HTMLElement);
const location = () => screen.getByTestId('location').textContent ?? '';

describe('deleting packaging', { timeout: 30_000 }, () => {
  it('deletes a row after the question and says how many went', async () => {
    const api = fakeApi([
      [product.getPackagingList, () => ok({ list: [MAILER], total: 1 })],
      [product.deletePackaging, (body) => ok({ deleted: (body as { ids: number[] }).ids.length })],
    ]);
    renderWithApp(<PackagingListPage />, { route: '/products/packaging' });
    await screen.findByText('BOX-MAILER');
    fireEvent.click(rowOf('BOX-MAILER').getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete packaging')).not.toHaveLength(0);
    expect(within(dialog).getByText('This operation will delete the selected data, continue or not?')).toBeTruthy();
    expect(callsTo(api.calls, product.deletePackaging)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText('1 packaging item deleted')).toBeTruthy();
    expect(callsTo(api.calls, product.deletePackaging)[0]?.body).toEqual({ ids: [12] });
  });

  it('offers no Delete to an account that may only read products', async () => {
    fakeApi([
      asSubAccount({ areas: { product: 'view' }, export: false }),
      [product.getPackagingList, () => ok({ list: [MAILER], total: 1 })],
    ]);
    renderWithApp(<PackagingListPage />, { route: '/products/packaging' });
    await screen.findByText('BOX-MAILER');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Add packaging/ })).toBeNull());
    expect(rowOf('BOX-MAILER').getByRole('link', { name: 'Details' })).toBeTruthy();
    expect(rowOf('BOX-MAILER').queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('on the detail: asks, deletes and leaves for the list', async () => {
    const api = fakeApi([
      [product.getPackagingDetail, () => ok(MAILER)],
      [product.getPackagingStockLog, () => ok({ list: [], total: 0 })],
      [product.deletePackaging, () => ok({ deleted: 1 })],
    ]);
    renderWithApp(<PackagingDetailPage />, { route: '/products/packaging/detail?id=12' });
    expect((await screen.findByTestId('packaging-detail-code')).textContent).toBe('BOX-MAILER');
    fireEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(location()).toBe('/products/packaging'));
    expect(callsTo(api.calls, product.deletePackaging)[0]?.body).toEqual({ ids: [12] });
    expect(await screen.findByText('1 packaging item deleted')).toBeTruthy();
  });

  it('in Chinese: the detail stays when the server refuses an item with stock, and says why', async () => {
    await i18n.changeLanguage('zh_CN');
    const toasted: string[] = [];
    configureRequests({ onError: (text) => toasted.push(text) });
    const refusal = `${errorMessage('PACKAGING_HAS_STOCK', 'zh_CN')}: BOX-MAILER`;
    fakeApi([
      [product.getPackagingDetail, () => ok(MAILER)],
      [product.getPackagingStockLog, () => ok({ list: [], total: 0 })],
      [product.deletePackaging, () => ({ error_code: ErrorCode.PACKAGING_HAS_STOCK, msg: refusal })],
    ]);
    renderWithApp(<PackagingDetailPage />, { route: '/products/packaging/detail?id=12' });
    await screen.findByTestId('packaging-detail-code');
    fireEvent.click(await screen.findByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('删除包材')).not.toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(toasted).toEqual([refusal]));
    expect(location()).toBe('/products/packaging/detail?id=12');
  });
});
