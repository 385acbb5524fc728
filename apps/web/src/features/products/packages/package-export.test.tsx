import { ErrorCode, errorMessage, product } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { asSubAccount, fakeApi, ok } from '../../../test/fake-api';
import { fakeExport } from '../../../test/fake-export';
import { GIFT_SET } from '../../../test/package-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import PackageListPage from './package-list-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const rowOf = (code: string) => within(screen.getByText(code).closest('tr') as HTMLElement);

describe('exporting packages', { timeout: 30_000 }, () => {
  it('exports the filtered list, then only the ticked packages by their ids', async () => {
    fakeApi([[product.getPackageList, () => ok({ list: [GIFT_SET], total: 1 })]]);
    const { asked, saved } = fakeExport(product.exportPackages);
    renderWithApp(<PackageListPage />, { route: '/products/packages?code=GIFT&assembly=pick_components' });
    await screen.findByText('GIFT-SET');

    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked[0]?.searchParams.get('code')).toBe('GIFT');
    expect(asked[0]?.searchParams.get('assembly')).toBe('pick_components');
    expect(asked[0]?.searchParams.get('ids')).toBeNull();
    expect(saved[0]).toMatch(/^Packages_.*\.xlsx$/);

    fireEvent.click(rowOf('GIFT-SET').getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /Export selected/ }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked[1]?.searchParams.get('ids')).toBe('5');
    expect(asked[1]?.searchParams.get('code')).toBeNull();
  });

  it('shows the server’s refusal in Chinese: more than 5000 packages', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([
      [product.getPackageList, () => ok({ list: [GIFT_SET], total: 1 })],
      [
        product.exportPackages,
        () => ({ error_code: ErrorCode.EXPORT_LIMIT, msg: errorMessage('EXPORT_LIMIT', 'zh_CN') }),
      ],
    ]);
    renderWithApp(<PackageListPage />, { route: '/products/packages' });
    await screen.findByText('GIFT-SET');
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText(errorMessage('EXPORT_LIMIT', 'zh_CN'))).toBeTruthy();
  });

  it.each([
    { export: true, shown: 1 },
    { export: false, shown: 0 },
  ])('offers the export to a sub-account reading products only with the export right ($export)', async (grant) => {
    fakeApi([
      asSubAccount({ areas: { product: 'view' }, export: grant.export }),
      [product.getPackageList, () => ok({ list: [GIFT_SET], total: 1 })],
    ]);
    renderWithApp(<PackageListPage />, { route: '/products/packages' });
    await screen.findByText('GIFT-SET');
    await waitFor(() => expect(screen.queryAllByTestId('export-button')).toHaveLength(grant.shown));
    expect(screen.queryByRole('button', { name: /Add package/ })).toBeNull();
  });
});
