import { ErrorCode, type GrantedSku, type Product, product, type SubAccountItem, subAccount } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { themeStore } from '../../shared/theme/theme-store';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import SubAccountsPage from './sub-accounts-page';

const row = (id: number, email: string, status: SubAccountItem['status']): SubAccountItem => ({
  id,
  account_type: 'insider',
  first_name: 'Ana',
  last_name: `Lopez ${id}`,
  email,
  status,
  grant: { areas: { product: 'view', order: 'manage' }, export: true },
  sku_count: 0,
  last_sign_in_at: status === 'active' ? '2026-11-20T08:00:00.000Z' : null,
  invitation_expires_at: status === 'invited' ? '2026-12-01T08:00:00.000Z' : null,
  created_at: '2026-11-10T08:00:00.000Z',
});

/** A supplier limited to two chosen SKUs. */
const SUPPLIER: SubAccountItem = {
  ...row(5, 'factory@vendor.test', 'active'),
  account_type: 'supplier',
  grant: { areas: { product: 'manage', inbound: 'manage' }, export: false, skus: 'chosen' },
  sku_count: 2,
};

const ROWS = [row(3, 'ana@shop.test', 'active'), row(4, 'new@shop.test', 'invited'), SUPPLIER];

/** The merchant's SKUs, as the SKU list's search finds them. */
const CATALOGUE: GrantedSku[] = [
  { id: 7, sku: 'MUG-01', name_en: 'Mug', name_cn: '杯子' },
  { id: 8, sku: 'CUP-02', name_en: 'Cup', name_cn: '茶杯' },
  { id: 9, sku: 'PEN-03', name_en: 'Pen', name_cn: '笔' },
];

/**
 * product.getList as the server reads `sku`: several lines match codes exactly (without regard to
 * case), a single line finds codes containing it, none finds all.
 */
function searchSkus(url: URL) {
  const lines = (url.searchParams.get('sku') ?? '')
    .split('\n')
    .map((line) => line.trim().toUpperCase())
    .filter(Boolean);
  const hits = CATALOGUE.filter((item) =>
    lines.length === 0 ? true : lines.length === 1 ? item.sku.includes(lines[0] ?? '') : lines.includes(item.sku),
  );
  // Only the fields the screen reads; the rest of a Product does not matter to it.
  return ok({ list: hits.map((hit) => ({ ...hit }) as Product), total: hits.length });
}

function serve(
  update: () => ReturnType<typeof ok> | { error_code: number; msg: string; content?: unknown } = () => ok(null),
) {
  return fakeApi([
    [subAccount.getList, () => ok({ list: ROWS, total: ROWS.length })],
    [subAccount.create, () => ok({ id: 9 })],
    [subAccount.update, update],
    [subAccount.getSkus, () => ok({ list: CATALOGUE.slice(0, 2) })],
    [product.getProductList, (_body, url) => searchSkus(url)],
  ]);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setScreen({ width: 1024, height: 768 });
});

const rowOf = (email: string) => within(screen.getByText(email).closest('tr') as HTMLElement);

describe('SubAccountsPage', { timeout: 30_000 }, () => {
  it('lists each account with its rights and offers what its status allows', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    serve();
    renderWithApp(<SubAccountsPage />, { route: '/settings/sub-account' });
    await screen.findByText('ana@shop.test');
    const active = rowOf('ana@shop.test');
    expect(active.getByText('Active')).toBeTruthy();
    expect(active.getByText('Products (View), Orders (Manage), Export')).toBeTruthy();
    expect(active.getByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(active.getByRole('button', { name: 'Reset password' })).toBeTruthy();
    const invited = rowOf('new@shop.test');
    expect(invited.getByText('Invited')).toBeTruthy();
    expect(invited.getByText('Invited, link valid until 2026-12-01 08:00:00')).toBeTruthy();
    expect(invited.getByRole('button', { name: 'Resend invitation' })).toBeTruthy();
    expect(invited.queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it('invites a colleague with the rights picked per area, and a supplier starts with SKUs and inbound', async () => {
    const api = serve();
    renderWithApp(<SubAccountsPage />, { route: '/settings/sub-account' });
    await screen.findByText('ana@shop.test');
    fireEvent.click(screen.getByRole('button', { name: /Add sub-account/ }));
    const drawer = within(await screen.findByRole('dialog'));
    // Nothing typed: the required fields say so, and nothing is sent.
    fireEvent.click(drawer.getByRole('button', { name: 'Send invitation' }));
    expect(await drawer.findByText('please input First name')).toBeTruthy();
    expect(callsTo(api.calls, subAccount.create)).toHaveLength(0);

    fireEvent.change(drawer.getByLabelText('First name'), { target: { value: 'Bo' } });
    fireEvent.change(drawer.getByLabelText('Last name'), { target: { value: 'Chen' } });
    fireEvent.change(drawer.getByLabelText('E-mail'), { target: { value: 'Bo.Chen@Shop.test' } });
    fireEvent.click(within(drawer.getByRole('radiogroup', { name: 'Orders' })).getByText('Manage'));
    fireEvent.click(within(drawer.getByRole('radiogroup', { name: 'Inventory' })).getByText('View'));
    fireEvent.click(drawer.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(callsTo(api.calls, subAccount.create)).toHaveLength(1));
    expect(callsTo(api.calls, subAccount.create)[0]?.body).toEqual({
      account_type: 'insider',
      first_name: 'Bo',
      last_name: 'Chen',
      email: 'Bo.Chen@Shop.test',
      invite: 1,
      grant: { areas: { order: 'manage', inventory: 'view' }, export: false, skus: 'all' },
      sku_ids: [],
    });

    // The drawer closed on success; opened again, it starts empty.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Add sub-account/ }));
    const again = within(await screen.findByRole('dialog'));
    expect(again.getByLabelText('First name')).toHaveProperty('value', '');
    fireEvent.click(again.getByText('Supplier'));
    await waitFor(() =>
      expect(
        within(again.getByRole('radiogroup', { name: 'Inbound' })).getByRole('radio', { name: 'Manage' }),
      ).toHaveProperty('checked', true),
    );
    expect(
      within(again.getByRole('radiogroup', { name: 'Orders' })).getByRole('radio', { name: 'None' }),
    ).toHaveProperty('checked', true);
    // ... limited to SKUs the main account still has to choose.
    expect(
      within(again.getByRole('radiogroup', { name: 'SKU permissions' })).getByRole('radio', { name: 'Chosen SKUs' }),
    ).toHaveProperty('checked', true);
    expect(again.getByText('0 SKUs chosen')).toBeTruthy();
  });

  it('limits a colleague to chosen SKUs: no billing, top-up or statistics, at least one SKU, pasted codes resolved', async () => {
    const api = serve();
    renderWithApp(<SubAccountsPage />, { route: '/settings/sub-account' });
    await screen.findByText('ana@shop.test');
    fireEvent.click(screen.getByRole('button', { name: /Add sub-account/ }));
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.change(drawer.getByLabelText('First name'), { target: { value: 'Bo' } });
    fireEvent.change(drawer.getByLabelText('Last name'), { target: { value: 'Chen' } });
    fireEvent.change(drawer.getByLabelText('E-mail'), { target: { value: 'bo@shop.test' } });
    fireEvent.click(within(drawer.getByRole('radiogroup', { name: 'Billing' })).getByText('View'));
    fireEvent.click(within(drawer.getByRole('radiogroup', { name: 'Orders' })).getByText('Manage'));

    fireEvent.click(within(drawer.getByRole('radiogroup', { name: 'SKU permissions' })).getByText('Chosen SKUs'));
    // Billing, top-up and statistics total every SKU: cleared, disabled, and the contract says why.
    expect(
      await drawer.findByText(
        'An account limited to chosen SKUs cannot see Billing, Top-up or Statistics: their figures cover every SKU',
      ),
    ).toBeTruthy();
    for (const area of ['Billing', 'Top-up', 'Statistics']) {
      const none = within(drawer.getByRole('radiogroup', { name: area })).getByRole('radio', { name: 'None' });
      expect(none).toHaveProperty('checked', true);
      expect(none).toHaveProperty('disabled', true);
    }
    expect(
      within(drawer.getByRole('radiogroup', { name: 'Orders' })).getByRole('radio', { name: 'Manage' }),
    ).toHaveProperty('disabled', false);

    // No SKU chosen yet: the contract's message, and nothing is sent.
    fireEvent.click(drawer.getByRole('button', { name: 'Send invitation' }));
    expect(await drawer.findByText('Please choose at least one SKU')).toBeTruthy();
    expect(callsTo(api.calls, subAccount.create)).toHaveLength(0);

    // Pasted codes (any case, commas or new lines) become SKUs; the unknown one is named and left to correct.
    fireEvent.change(drawer.getByLabelText('Paste SKU codes'), { target: { value: 'mug-01, CUP-02\nNOPE-9' } });
    fireEvent.click(drawer.getByRole('button', { name: 'Add codes' }));
    expect(await drawer.findByText('1 code is not one of your SKUs: NOPE-9')).toBeTruthy();
    expect(drawer.getByText('2 SKUs chosen')).toBeTruthy();
    expect(drawer.getByLabelText('Paste SKU codes')).toHaveProperty('value', 'NOPE-9');

    // One more found by the search, one taken away again.
    fireEvent.mouseDown(drawer.getByRole('combobox', { name: 'Search SKU to add' }));
    fireEvent.change(drawer.getByRole('combobox', { name: 'Search SKU to add' }), { target: { value: 'pen' } });
    fireEvent.click(await screen.findByText('PEN-03 Pen'));
    fireEvent.click(drawer.getByLabelText('Remove CUP-02'));
    expect(await drawer.findByText('2 SKUs chosen')).toBeTruthy();

    fireEvent.click(drawer.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(callsTo(api.calls, subAccount.create)).toHaveLength(1));
    expect(callsTo(api.calls, subAccount.create)[0]?.body).toEqual({
      account_type: 'insider',
      first_name: 'Bo',
      last_name: 'Chen',
      email: 'bo@shop.test',
      invite: 1,
      grant: { areas: { order: 'manage' }, export: false, skus: 'chosen' },
      sku_ids: [7, 9],
    });
  });

  it('shows which SKUs each account reaches, loads a limited one’s SKUs to edit, and puts a refusal under them', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    const api = serve(() => ({
      error_code: ErrorCode.SKU_NOT_FOUND,
      msg: 'SKU code does not exist',
      content: { errors: [{ field: 'sku_ids', message: 'Invalid value' }] },
    }));
    renderWithApp(<SubAccountsPage />, { route: '/settings/sub-account' });
    await screen.findByText('factory@vendor.test');
    expect(rowOf('ana@shop.test').getByText('All')).toBeTruthy();
    expect(rowOf('factory@vendor.test').getByText('2 SKUs')).toBeTruthy();

    fireEvent.click(rowOf('factory@vendor.test').getByRole('button', { name: 'Edit' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('MUG-01')).toBeTruthy();
    expect(drawer.getByText('CUP-02')).toBeTruthy();
    expect(drawer.getByText('2 SKUs chosen')).toBeTruthy();

    fireEvent.click(drawer.getByLabelText('Remove MUG-01'));
    fireEvent.click(drawer.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(callsTo(api.calls, subAccount.update)).toHaveLength(1));
    expect(callsTo(api.calls, subAccount.update)[0]?.body).toMatchObject({
      id: 5,
      grant: { areas: { product: 'manage', inbound: 'manage' }, export: false, skus: 'chosen' },
      sku_ids: [8],
    });
    // The server's refusal of the SKUs lands under them.
    const skuField = drawer.getByTestId('sku-chooser').closest('.ant-form-item') as HTMLElement;
    expect(await within(skuField).findByText('Invalid value')).toBeTruthy();
  });

  it('in Chinese: a typed password is asked for when no invitation is sent, under its field', async () => {
    await i18n.changeLanguage('zh_CN');
    const api = serve();
    renderWithApp(<SubAccountsPage />, { route: '/settings/sub-account' });
    await screen.findByText('ana@shop.test');
    fireEvent.click(screen.getByRole('button', { name: /添加子账号/ }));
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.change(drawer.getByLabelText('名'), { target: { value: 'Bo' } });
    fireEvent.change(drawer.getByLabelText('姓'), { target: { value: 'Chen' } });
    fireEvent.change(drawer.getByLabelText('邮箱'), { target: { value: 'bo@shop.test' } });
    fireEvent.click(drawer.getByRole('switch'));
    fireEvent.click(drawer.getByRole('button', { name: /保\s*存/ }));
    expect(await drawer.findByText('请输入密码，或改为发送邀请')).toBeTruthy();
    expect(callsTo(api.calls, subAccount.create)).toHaveLength(0);
  });
});
