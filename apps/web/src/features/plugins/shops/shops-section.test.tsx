import { productReference, type ShopConnection, type ShopConnectionCreated, shop } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { themeStore } from '../../../shared/theme/theme-store';
import { asSubAccount, callsTo, fakeApi, ok } from '../../../test/fake-api';
import { WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { wooConnection } from '../../../test/shop-fixtures';
import { ShopsSection } from './shops-section';

const WOO = wooConnection();
const KEY = `pk_${'c3'.repeat(20)}`;

function serve(extra: Parameters<typeof fakeApi>[0] = []) {
  return fakeApi([
    [shop.getConnectionList, () => ok({ list: [WOO], total: 1 })],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    [
      shop.createConnection,
      (body): ReturnType<typeof ok> => {
        const sent = body as { platform: ShopConnection['platform']; name: string };
        const created: ShopConnectionCreated = {
          ...WOO,
          id: 8,
          platform: sent.platform,
          name: sent.name,
          api_key_hint: sent.platform === 'magento' ? KEY.slice(0, 7) : null,
          api_key: sent.platform === 'magento' ? KEY : null,
          shipstation: null,
        };
        return ok(created);
      },
    ],
    [
      shop.testConnection,
      () => ok({ ok: false, shop_name: null, message: '401 Consumer key is invalid', connection: WOO }),
    ],
    [shop.syncNow, () => ok({ queued: true, next_sync_at: '2026-11-21T09:31:00.000Z' })],
    [shop.setConnectionStatus, () => ok({ ...WOO, status: 'paused' })],
    [shop.deleteConnection, () => ok(null)],
    ...extra,
  ]);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setScreen({ width: 1024, height: 768 });
});

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);
const card = (platform: string) => within(screen.getByTestId(`shop-platform-${platform}`));

async function chooseWarehouse(dialog: ReturnType<typeof within>) {
  fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Default warehouse' }));
  fireEvent.click(await screen.findByTitle('USLA · US West (Los Angeles)'));
}

describe('ShopsSection', { timeout: 30_000 }, () => {
  it('shows a card per platform with what it does and the merchant’s connections, and the list row', async () => {
    themeStore.setScreen({ width: 1700, height: 900 });
    serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    await waitFor(() => expect(card('woocommerce').getByText('1 connection')).toBeTruthy());
    expect(card('shopify').getByText('Not connected')).toBeTruthy();
    expect(card('shipstation').queryByText('Stock out')).toBeNull();
    expect(card('shipstation').getByText('Orders in')).toBeTruthy();
    const row = rowOf('Woo EU');
    expect(row.getByText('Example Shop')).toBeTruthy();
    expect(row.getByText('US West (Los Angeles)')).toBeTruthy();
    expect(row.getByText('2026-11-21 09:30:00')).toBeTruthy();
    // The counts head the connection's drawer, which its name opens (connection-drawer.test.tsx).
    expect(row.getByRole('button', { name: 'Woo EU: SKU mapping and shop orders' })).toBeTruthy();
    expect(row.getByText('Active')).toBeTruthy();
  });

  it('asks WooCommerce for its key and secret, and sends only the platform’s fields', async () => {
    const api = serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    await screen.findByText('Woo EU');
    fireEvent.click(card('woocommerce').getByRole('button', { name: /Add connection/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByLabelText('Admin API access token')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Connect' }));
    // The platform's credentials and its shop address are required; nothing is sent.
    expect(await dialog.findByText('please input Consumer key')).toBeTruthy();
    expect(await dialog.findByText('please input Consumer secret')).toBeTruthy();
    expect(callsTo(api.calls, shop.createConnection)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Woo US' } });
    fireEvent.change(dialog.getByLabelText('Shop address'), { target: { value: 'https://us.example.com' } });
    await chooseWarehouse(dialog);
    fireEvent.change(dialog.getByLabelText('Consumer key'), { target: { value: 'ck_1' } });
    fireEvent.change(dialog.getByLabelText('Consumer secret'), { target: { value: 'cs_2' } });
    fireEvent.click(dialog.getByRole('switch', { name: 'Stock-change push' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(callsTo(api.calls, shop.createConnection)).toHaveLength(1));
    expect(callsTo(api.calls, shop.createConnection)[0]?.body).toEqual({
      platform: 'woocommerce',
      name: 'Woo US',
      shop_url: 'https://us.example.com',
      warehouse_id: 1,
      import_orders: 1,
      send_tracking: 1,
      stock_push: 1,
      stock_buffer: 0,
      credentials: { consumer_key: 'ck_1', consumer_secret: 'cs_2' },
    });
    expect(await screen.findByText('WooCommerce connected')).toBeTruthy();
  });

  it('shows a guide platform’s key once with the setup guide, and forgets it on close', async () => {
    serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    await screen.findByText('Woo EU');
    fireEvent.click(card('magento').getByRole('button', { name: /Add connection/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByLabelText('Consumer key')).toBeNull();
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Magento B2B' } });
    await chooseWarehouse(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Connect' }));
    expect(await dialog.findByText(KEY)).toBeTruthy();
    expect(dialog.getByText('Set up the shop side')).toBeTruthy();
    expect(dialog.getByText(`${window.location.origin}/api/open/v1`)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    fireEvent.click(card('magento').getByRole('button', { name: /Add connection/ }));
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it('tests a connection and shows the shop’s refusal; Sync now and Pause call their operation with the id', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    const api = serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    await screen.findByText('Woo EU');
    fireEvent.click(rowOf('Woo EU').getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('401 Consumer key is invalid')).toBeTruthy();
    expect(callsTo(api.calls, shop.testConnection)[0]?.body).toEqual({ id: 7 });
    fireEvent.click(rowOf('Woo EU').getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync of Woo EU queued')).toBeTruthy();
    expect(callsTo(api.calls, shop.syncNow)[0]?.body).toEqual({ id: 7 });
    fireEvent.click(rowOf('Woo EU').getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Connection Woo EU paused')).toBeTruthy();
    expect(callsTo(api.calls, shop.setConnectionStatus)[0]?.body).toEqual({ id: 7, status: 'paused' });
  });

  it('removes a connection after a confirmation naming it', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    const api = serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    await screen.findByText('Woo EU');
    fireEvent.click(rowOf('Woo EU').getByRole('button', { name: 'Remove' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getAllByText('Remove the connection Woo EU?').length).toBeGreaterThan(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(api.calls, shop.deleteConnection)).toHaveLength(1));
    expect(callsTo(api.calls, shop.deleteConnection)[0]?.body).toEqual({ id: 7 });
  });

  it('offers a sub-account with integration view the cards and list, no Add or row actions that write', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    serve([asSubAccount({ areas: { integration: 'view' }, export: false })]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    await screen.findByText('Woo EU');
    expect(screen.queryByRole('button', { name: /Add connection/ })).toBeNull();
    const row = rowOf('Woo EU');
    for (const name of ['Test connection', 'Sync now', 'Pause', 'Edit', 'Remove'])
      expect(row.queryByRole('button', { name })).toBeNull();
  });

  it('says the required platform fields in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    await screen.findByText('Woo EU');
    fireEvent.click(card('shopify').getByRole('button', { name: /添加连接/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: /^连\s?接$/ }));
    expect(await dialog.findByText('请输入Admin API 访问令牌')).toBeTruthy();
  });
});
