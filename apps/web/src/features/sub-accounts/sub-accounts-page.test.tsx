import { type SubAccountItem, subAccount } from '@portal/contract';
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

const ROWS = [row(3, 'ana@shop.test', 'active'), row(4, 'new@shop.test', 'invited')];

function serve() {
  return fakeApi([
    [subAccount.getList, () => ok({ list: ROWS, total: ROWS.length })],
    [subAccount.create, () => ok({ id: 9 })],
    [subAccount.update, () => ok(null)],
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
      grant: { areas: { order: 'manage', inventory: 'view' }, export: false },
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
