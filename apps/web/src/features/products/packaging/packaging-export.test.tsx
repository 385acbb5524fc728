import { ErrorCode, errorMessage, product } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { asSubAccount, fakeApi, ok } from '../../../test/fake-api';
import { fakeExport } from '../../../test/fake-export';
import { LOW_MAILER } from '../../../test/package-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import PackagingListPage from './packaging-list-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const rowOf = (code: string) => within(screen.getByText(code).closest('tr') as HTMLElement);

describe('exporting packaging', { timeout: 30_000 }, () => {
  it('exports the filtered list, then only the ticked items by their ids', async () => {
    fakeApi([[product.getPackagingList, () => ok({ list: [LOW_MAILER], total: 1 })]]);
    const { asked, saved } = fakeExport(product.exportPackaging);
    renderWithApp(<PackagingListPage />, { route: '/products/packaging?name=mailer&low_stock_only=1' });
    await screen.findByText('BOX-MAILER');

    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked[0]?.searchParams.get('name')).toBe('mailer');
    expect(asked[0]?.searchParams.get('low_stock_only')).toBe('1');
    expect(asked[0]?.searchParams.get('ids')).toBeNull();
    expect(saved[0]).toMatch(/^Packaging_.*\.xlsx$/);

    fireEvent.click(rowOf('BOX-MAILER').getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /Export selected/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked[1]?.searchParams.get('ids')).toBe('12');
    expect(asked[1]?.searchParams.get('name')).toBeNull();
  });

  it('shows the server’s refusal in Chinese when nothing matches', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([
      [product.getPackagingList, () => ok({ list: [LOW_MAILER], total: 1 })],
      [
        product.exportPackaging,
        () => ({ error_code: ErrorCode.NO_DATA_EXPORTED, msg: errorMessage('NO_DATA_EXPORTED', 'zh_CN') }),
      ],
    ]);
    renderWithApp(<PackagingListPage />, { route: '/products/packaging' });
    await screen.findByText('BOX-MAILER');
    fireEvent.click(rowOf('BOX-MAILER').getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /导出所选/ }));
    expect(await screen.findByText('没有可导出的数据')).toBeTruthy();
  });

  it('offers no export to a sub-account reading products without the export right', async () => {
    fakeApi([
      asSubAccount({ areas: { product: 'view' }, export: false }),
      [product.getPackagingList, () => ok({ list: [LOW_MAILER], total: 1 })],
    ]);
    renderWithApp(<PackagingListPage />, { route: '/products/packaging' });
    await screen.findByText('BOX-MAILER');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Add packaging/ })).toBeNull());
    expect(screen.queryByTestId('export-button')).toBeNull();
  });
});
