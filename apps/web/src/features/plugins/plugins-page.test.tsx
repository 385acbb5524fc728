import { type ApiKeyItem, apiKey, webhook } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { themeStore } from '../../shared/theme/theme-store';
import { asSubAccount, callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import PluginsPage from './plugins-page';

const KEY: ApiKeyItem = {
  id: 3,
  name: 'Shopify EU',
  scopes: ['order:view', 'order:manage', 'inventory:view'],
  key_hint: 'pk_ab12',
  created_by: 'demo@portal.test',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-21T09:30:00.000Z',
  last_used_ip: '203.0.113.9',
};
const UNUSED: ApiKeyItem = {
  ...KEY,
  id: 4,
  name: 'Stock feed',
  scopes: ['inventory:view'],
  last_used_at: null,
  last_used_ip: null,
};
const SECRET = `pk_${'a1'.repeat(20)}`;

function serve(extra: Parameters<typeof fakeApi>[0] = []) {
  return fakeApi([
    [apiKey.getList, () => ok({ list: [KEY, UNUSED], total: 2 })],
    [apiKey.create, () => ok({ id: 9, key: SECRET })],
    [apiKey.revoke, () => ok(null)],
    [webhook.list, () => ok({ list: [] })],
    ...extra,
  ]);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setScreen({ width: 1024, height: 768 });
});

const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

describe('PluginsPage: API keys', { timeout: 30_000 }, () => {
  it('lists each key with its scopes in words, the start of the key and its last use', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    serve();
    renderWithApp(<PluginsPage />, { route: '/plugins' });
    await screen.findByText('Shopify EU');
    const used = rowOf('Shopify EU');
    expect(used.getByText('Orders (Manage), Inventory (View)')).toBeTruthy();
    expect(used.getByText('pk_ab12…')).toBeTruthy();
    expect(used.getByText('2026-11-21 09:30:00')).toBeTruthy();
    expect(used.getByText('203.0.113.9')).toBeTruthy();
    expect(rowOf('Stock feed').getByText('Never used')).toBeTruthy();
  });

  it('creates a key with the scopes ticked per area and level, and shows it once with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = serve();
    renderWithApp(<PluginsPage />, { route: '/plugins' });
    await screen.findByText('Shopify EU');
    fireEvent.click(screen.getByRole('button', { name: /Create API key/ }));
    const dialog = within(await screen.findByRole('dialog'));
    // Nothing given: both fields say so and nothing is sent.
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('please input Name')).toBeTruthy();
    expect(callsTo(api.calls, apiKey.create)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'WooCommerce' } });
    // Manage brings View with it; Inventory is read only.
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Orders: Manage' }));
    expect((dialog.getByRole('checkbox', { name: 'Orders: View' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Inventory: View' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo(api.calls, apiKey.create)).toHaveLength(1));
    expect(callsTo(api.calls, apiKey.create)[0]?.body).toEqual({
      name: 'WooCommerce',
      scopes: ['order:view', 'order:manage', 'inventory:view'],
    });

    expect(await dialog.findByText(SECRET)).toBeTruthy();
    expect(
      dialog.getByText('Copy the key "WooCommerce" now: it is shown only this once and cannot be shown again.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /Copy key/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Key copied')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    // Closed, the key is gone: opening the dialog again asks for a new one and shows none.
    fireEvent.click(screen.getByRole('button', { name: /Create API key/ }));
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('shows the server’s refusal of a name already taken, in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    serve([[apiKey.create, () => ({ error_code: 1311, msg: '已存在同名的 API 密钥' })]]);
    renderWithApp(<PluginsPage />, { route: '/plugins' });
    await screen.findByText('Shopify EU');
    fireEvent.click(screen.getByRole('button', { name: /创建 API 密钥/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('名称'), { target: { value: 'Shopify EU' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: '订单：查看' }));
    // antd spaces out a two-character Chinese button label.
    fireEvent.click(dialog.getByRole('button', { name: /^创\s?建$/ }));
    expect(await screen.findByText('已存在同名的 API 密钥')).toBeTruthy();
  });

  it('revokes a key after a confirmation naming it', async () => {
    const api = serve();
    renderWithApp(<PluginsPage />, { route: '/plugins' });
    await screen.findByText('Stock feed');
    fireEvent.click(rowOf('Stock feed').getByRole('button', { name: 'Revoke' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getAllByText('Revoke the API key "Stock feed"?').length).toBeGreaterThan(0);
    expect(confirm.getByText('Shops and tools using it are refused from now on. This cannot be undone.')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(api.calls, apiKey.revoke)).toHaveLength(1));
    expect(callsTo(api.calls, apiKey.revoke)[0]?.body).toEqual({ id: 4 });
    expect(await screen.findByText('API key "Stock feed" revoked')).toBeTruthy();
  });

  it('offers a sub-account with integration view the list, not Create or Revoke', async () => {
    serve([asSubAccount({ areas: { integration: 'view' }, export: false })]);
    renderWithApp(<PluginsPage />, { route: '/plugins' });
    await screen.findByText('Shopify EU');
    expect(screen.queryByRole('button', { name: /Create API key/ })).toBeNull();
    expect(rowOf('Shopify EU').queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});
