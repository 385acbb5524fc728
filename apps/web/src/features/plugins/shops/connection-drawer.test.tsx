import {
  common,
  type PackageSearchItem,
  type ProductSearchItem,
  product,
  productReference,
  type ShopOrder,
  type ShopSkuMapping,
  shop,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { themeStore } from '../../../shared/theme/theme-store';
import { asSubAccount, callsTo, type FakeReply, fakeApi, ok } from '../../../test/fake-api';
import { COUNTRIES, WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { wooConnection } from '../../../test/shop-fixtures';
import { ShopsSection } from './shops-section';

const WOO = wooConnection({
  status: 'needs_attention',
  last_error: '401 Consumer key is invalid',
  counts: { orders_imported: 12, orders_failed: 1, skus_mapped: 1 },
});
const MAPPING: ShopSkuMapping = {
  id: 31,
  connection_id: 7,
  shop_sku: 'WOO-MUG-BLUE',
  sku: 'MUG-01',
  kind: 'sku',
  product_id: 5,
  package_id: null,
  created_at: '2026-11-21T10:00:00.000Z',
};
const PACKAGE_MAPPING: ShopSkuMapping = {
  ...MAPPING,
  id: 33,
  shop_sku: 'WOO-GIFT-GREEN',
  sku: 'GIFT-SET',
  kind: 'package',
  product_id: null,
  package_id: 9,
};
const MUG: ProductSearchItem = {
  id: 5,
  sku: 'MUG-01',
  name_cn: '杯子',
  name_en: 'Mug',
  barcode: null,
  image_url: '',
  hs_code: '691200',
  declared_value: 1250,
  weight_g: 300,
  length_cm: 10,
  width_cm: 10,
  height_cm: 12,
  property: null,
  available: 8,
};
const GIFT_SET: PackageSearchItem = {
  id: 9,
  code: 'GIFT-SET',
  name_cn: '礼盒',
  name_en: 'Gift set',
  barcode: null,
  image_url: '',
  components: [{ product_id: 5, sku: 'MUG-01', name_en: 'Mug', name_cn: '杯子', quantity: 2 }],
  available: 3,
};
const REASON = 'Shop SKU CAP-RED (Red cap) matches no SKU of the portal: add a SKU mapping';
const FAILED: ShopOrder = {
  id: 51,
  connection_id: 7,
  external_id: '1001',
  order_no: '#1001',
  status: 'failed',
  order_id: null,
  system_order_id: null,
  reasons: [REASON],
  recipient: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: '',
    phone: '+1 555 0100',
    email: '',
    address1: '1 Main St',
    address2: '',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
    country: 'US',
  },
  lines: [{ sku: 'CAP-RED', title: 'Red cap', quantity: 2 }],
  tracking_sent_at: null,
  tracking_error: null,
  tracking_due_at: null,
  ordered_at: '2026-11-21T08:00:00.000Z',
  created_at: '2026-11-21T08:05:00.000Z',
  updated_at: '2026-11-21T08:05:00.000Z',
};
const IMPORTED: ShopOrder = {
  ...FAILED,
  status: 'imported',
  order_id: 88,
  system_order_id: 'SO2611210088',
  reasons: [],
};

function serve(extra: Parameters<typeof fakeApi>[0] = []) {
  const orderQueries: string[] = [];
  const api = fakeApi([
    [shop.getConnectionList, () => ok({ list: [WOO], total: 1 })],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    [common.getCountryList, () => ok(COUNTRIES)],
    [shop.getSkuMappingList, () => ok({ list: [MAPPING, PACKAGE_MAPPING], total: 2 })],
    [product.commonProductListForSearch, () => ok({ list: [MUG], total: 1 })],
    [product.packageListForSearch, () => ok({ list: [GIFT_SET], total: 1 })],
    [
      shop.saveSkuMapping,
      (body) => {
        const saved = body as { sku: string };
        return ok({ ...(saved.sku === GIFT_SET.code ? PACKAGE_MAPPING : MAPPING), id: 32, ...saved });
      },
    ],
    [shop.deleteSkuMapping, () => ok(null)],
    [
      shop.getShopOrderList,
      (_body, url) => {
        orderQueries.push(url.search);
        return ok({ list: [FAILED], total: 1 });
      },
    ],
    [shop.retryShopOrder, () => ok(IMPORTED)],
    ...extra,
  ]);
  return { ...api, orderQueries };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setScreen({ width: 1024, height: 768 });
});

/** The dialog (beside the drawer, itself a dialog) that says `text`. */
async function dialogWith(text: string) {
  await screen.findAllByText(text);
  const dialogs = await screen.findAllByRole('dialog');
  return within(dialogs.find((dialog) => within(dialog).queryAllByText(text).length > 0) as HTMLElement);
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Woo EU: SKU mapping and shop orders' }));
  return within(await screen.findByTestId('shop-connection-drawer'));
}

describe('ConnectionDrawer', { timeout: 30_000 }, () => {
  it('opens from the connection’s name with its counts and mappings, in the address', async () => {
    serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    expect(drawer.getByText('Woo EU · WooCommerce')).toBeTruthy();
    expect(drawer.getByText('12 imported · 1 failed · 1 SKUs mapped')).toBeTruthy();
    const row = within((await drawer.findByText('WOO-MUG-BLUE')).closest('tr') as HTMLElement);
    expect(row.getByText('MUG-01')).toBeTruthy();
    expect(row.queryByText('Package')).toBeNull();
    // A mapping to a package is marked as one.
    const packageRow = within((await drawer.findByText('WOO-GIFT-GREEN')).closest('tr') as HTMLElement);
    expect([packageRow.getByText('Package'), packageRow.getByText('GIFT-SET')].every(Boolean)).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/plugins?connection=7');
  });

  it('adds a mapping with the shop SKU typed and the portal SKU picked, and deletes one after a confirmation', async () => {
    const api = serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    await drawer.findByText('WOO-MUG-BLUE');
    fireEvent.click(drawer.getByRole('button', { name: 'Add mapping' }));
    // Both fields are required: nothing is sent.
    expect(await drawer.findByText('please input Shop SKU')).toBeTruthy();
    expect(callsTo(api.calls, shop.saveSkuMapping)).toHaveLength(0);

    fireEvent.change(drawer.getByLabelText('Shop SKU'), { target: { value: 'WOO-MUG-RED' } });
    const picker = drawer.getByRole('combobox', { name: 'Portal SKU or package' });
    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Available 8'));
    fireEvent.click(drawer.getByRole('button', { name: 'Add mapping' }));
    await waitFor(() => expect(callsTo(api.calls, shop.saveSkuMapping)).toHaveLength(1));
    expect(callsTo(api.calls, shop.saveSkuMapping)[0]?.body).toEqual({
      connection_id: 7,
      shop_sku: 'WOO-MUG-RED',
      sku: 'MUG-01',
    });
    expect(await screen.findByText('Shop SKU WOO-MUG-RED mapped to MUG-01')).toBeTruthy();
    // The search asks for the connection's warehouse.
    expect(callsTo(api.calls, product.commonProductListForSearch).length).toBeGreaterThan(0);

    fireEvent.click(drawer.getByRole('button', { name: 'Delete the mapping of WOO-MUG-BLUE' }));
    const confirm = await dialogWith('Delete the mapping of shop SKU WOO-MUG-BLUE?');
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api.calls, shop.deleteSkuMapping)).toHaveLength(1));
    expect(callsTo(api.calls, shop.deleteSkuMapping)[0]?.body).toEqual({ id: 31 });
    expect(await screen.findByText('Mapping of shop SKU WOO-MUG-BLUE deleted')).toBeTruthy();
  });

  it('maps a shop SKU to a package picked among the SKUs, marked as a package', async () => {
    const api = serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    await drawer.findByText('WOO-MUG-BLUE');
    fireEvent.change(drawer.getByLabelText('Shop SKU'), { target: { value: 'GIFTBOX-RED' } });
    const picker = drawer.getByRole('combobox', { name: 'Portal SKU or package' });
    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    fireEvent.mouseDown(picker);
    // The package is offered under its own heading, beside the SKUs, with what the warehouse can make.
    expect(await screen.findByText('Packages')).toBeTruthy();
    expect(await screen.findByText('Available 8')).toBeTruthy();
    fireEvent.click(await screen.findByText('Available 3'));
    // The box keeps showing the package picked.
    await waitFor(() => expect(drawer.getAllByTitle(/GIFT-SET/).length).toBeGreaterThan(0));
    fireEvent.click(drawer.getByRole('button', { name: 'Add mapping' }));
    await waitFor(() => expect(callsTo(api.calls, shop.saveSkuMapping)).toHaveLength(1));
    expect(callsTo(api.calls, shop.saveSkuMapping)[0]?.body).toEqual({
      connection_id: 7,
      shop_sku: 'GIFTBOX-RED',
      sku: 'GIFT-SET',
    });
    expect(await screen.findByText('Shop SKU GIFTBOX-RED mapped to package GIFT-SET')).toBeTruthy();
  });

  it('shows the server’s refusal of a mapping in the user’s language', async () => {
    await i18n.changeLanguage('zh_CN');
    serve([[shop.saveSkuMapping, (): FakeReply => ({ error_code: 1806, msg: 'SKU MUG-01 不存在' })]]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    fireEvent.click(await screen.findByRole('button', { name: 'Woo EU：SKU 映射与店铺订单' }));
    const drawer = within(await screen.findByTestId('shop-connection-drawer'));
    await drawer.findByText('WOO-MUG-BLUE');
    fireEvent.change(drawer.getByLabelText('店铺 SKU'), { target: { value: 'WOO-MUG-RED' } });
    const picker = drawer.getByRole('combobox', { name: '系统 SKU 或组合商品' });
    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('可用 8'));
    fireEvent.click(drawer.getByRole('button', { name: '添加映射' }));
    expect(await screen.findByText('SKU MUG-01 不存在')).toBeTruthy();
  });

  it('lists a failed shop order with its reason, retries it and links the portal order it became', async () => {
    const api = serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('tab', { name: 'Shop orders' }));
    expect(await drawer.findByText(REASON)).toBeTruthy();
    expect(drawer.getByText('CAP-RED × 2')).toBeTruthy();

    fireEvent.click(drawer.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(api.orderQueries.at(-1)).toContain('status=failed'));
    expect(api.orderQueries.at(-1)).toContain('connection_id=7');

    fireEvent.click(await drawer.findByRole('button', { name: 'Retry shop order #1001' }));
    await waitFor(() => expect(callsTo(api.calls, shop.retryShopOrder)).toHaveLength(1));
    expect(callsTo(api.calls, shop.retryShopOrder)[0]?.body).toEqual({ id: 51 });
    const result = within(await drawer.findByRole('status'));
    expect(result.getByText(/Shop order #1001 imported as order/)).toBeTruthy();
    expect(result.getByRole('link', { name: 'SO2611210088' }).getAttribute('href')).toBe('/order/detail?id=88');
  });

  it('shows the new reasons when a retry still fails', async () => {
    const still = 'The line Red cap has no SKU at the shop: give the product a SKU there';
    serve([[shop.retryShopOrder, () => ok({ ...FAILED, reasons: [still] })]]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('tab', { name: 'Shop orders' }));
    fireEvent.click(await drawer.findByRole('button', { name: 'Retry shop order #1001' }));
    const result = within(await drawer.findByRole('status'));
    expect(result.getByText('Shop order #1001 still fails:')).toBeTruthy();
    expect(result.getByText(still)).toBeTruthy();
  });

  /** Imported shop orders at each point of their tracking's way back to the shop. */
  const TRACKED: ShopOrder[] = [
    { ...IMPORTED, id: 61, order_no: '#2001', tracking_sent_at: '2026-11-30T10:00:00.000Z' },
    { ...IMPORTED, id: 62, order_no: '#2002', tracking_due_at: '2026-11-30T10:01:00.000Z' },
    {
      ...IMPORTED,
      id: 63,
      order_no: '#2003',
      tracking_error: 'Invalid ID.',
      tracking_due_at: '2026-11-30T10:06:00.000Z',
    },
    { ...IMPORTED, id: 64, order_no: '#2004' },
  ];

  /** The text of the row's cell under the column headed `title`. */
  function cellOf(drawer: ReturnType<typeof within>, orderNo: string, title: string) {
    const headers = drawer.getAllByRole('columnheader').map((header: HTMLElement) => header.textContent);
    const row = drawer.getByText(orderNo).closest('tr') as HTMLElement;
    return row.querySelectorAll('td')[headers.indexOf(title)]?.textContent;
  }

  it('shows per imported order whether its tracking went back to the shop', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    serve([[shop.getShopOrderList, () => ok({ list: TRACKED, total: 4 })]]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('tab', { name: 'Shop orders' }));
    await drawer.findByText('#2001');
    expect(cellOf(drawer, '#2001', 'Tracking to shop')).toBe('Sent 2026-11-30 10:00:00');
    expect(cellOf(drawer, '#2002', 'Tracking to shop')).toBe('Waiting');
    expect(cellOf(drawer, '#2003', 'Tracking to shop')).toBe('Invalid ID.Next attempt 2026-11-30 10:06:00');
    // The shop's refusal reads as a warning.
    expect(drawer.getByText('Invalid ID.').className).toContain('warning');
    expect(cellOf(drawer, '#2004', 'Tracking to shop')).toBe('—');
  });

  it('words the tracking back in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    themeStore.setScreen({ width: 1440, height: 900 });
    serve([[shop.getShopOrderList, () => ok({ list: TRACKED, total: 4 })]]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    fireEvent.click(await screen.findByRole('button', { name: 'Woo EU：SKU 映射与店铺订单' }));
    const drawer = within(await screen.findByTestId('shop-connection-drawer'));
    fireEvent.click(drawer.getByRole('tab', { name: '店铺订单' }));
    await drawer.findByText('#2001');
    expect(cellOf(drawer, '#2001', '回传店铺')).toBe('已回传 2026-11-30 10:00:00');
    expect(cellOf(drawer, '#2002', '回传店铺')).toBe('等待回传');
  });

  /** A shop order the import refused for its recipient: no phone (the shop's shipping address had none). */
  const NO_PHONE: ShopOrder = {
    ...FAILED,
    id: 52,
    order_no: '#1002',
    reasons: ['Phone: Please enter Phone'],
    recipient: { ...FAILED.recipient, phone: '' },
  };

  it('fixes a failed order’s recipient in a form with the order’s rules and retries with it', async () => {
    const api = serve([
      [shop.getShopOrderList, () => ok({ list: [NO_PHONE, FAILED], total: 2 })],
      [shop.retryShopOrder, () => ok({ ...IMPORTED, id: 52, order_no: '#1002' })],
    ]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('tab', { name: 'Shop orders' }));
    // Only the order whose recipient breaks the rule offers the fix; the unmapped SKU's does not.
    fireEvent.click(await drawer.findByRole('button', { name: 'Fix the recipient of shop order #1002' }));
    expect(drawer.queryByRole('button', { name: 'Fix the recipient of shop order #1001' })).toBeNull();
    const dialog = await dialogWith('Fix the recipient of shop order #1002');
    // The shop's recipient is checked on opening: the missing phone is marked.
    expect(await dialog.findByText('Please enter Phone')).toBeTruthy();
    expect((dialog.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '+1 555 0199' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Retry with this recipient' }));
    await waitFor(() => expect(callsTo(api.calls, shop.retryShopOrder)).toHaveLength(1));
    expect(callsTo(api.calls, shop.retryShopOrder)[0]?.body).toEqual({
      id: 52,
      recipient: { ...FAILED.recipient, phone: '+1 555 0199', house_number: '' },
    });
    // Imported: the dialog closes and the drawer links the portal order.
    const result = within(await drawer.findByRole('status'));
    expect(result.getByText(/Shop order #1002 imported as order/)).toBeTruthy();
    expect(result.getByRole('link', { name: 'SO2611210088' }).getAttribute('href')).toBe('/order/detail?id=88');
    await waitFor(() => expect(screen.queryByText('Retry with this recipient')).toBeNull());
  });

  it('keeps the fix open with the new reasons when the retry still fails, an EU address asking a house number', async () => {
    const still = 'Shop SKU CAP-RED (Red cap) matches no SKU of the portal: add a SKU mapping';
    const berlin = { ...NO_PHONE.recipient, city: 'Berlin', state: 'BE', zip: '10117', country: 'DE' };
    const api = serve([
      [shop.getShopOrderList, () => ok({ list: [{ ...NO_PHONE, recipient: berlin }], total: 1 })],
      [shop.retryShopOrder, () => ok({ ...NO_PHONE, recipient: berlin, reasons: [still] })],
    ]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('tab', { name: 'Shop orders' }));
    fireEvent.click(await drawer.findByRole('button', { name: 'Fix the recipient of shop order #1002' }));
    const dialog = await dialogWith('Fix the recipient of shop order #1002');
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '+49 30 1234' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Retry with this recipient' }));
    expect(await dialog.findByText('Please enter House Number: EU destinations need one')).toBeTruthy();
    expect(callsTo(api.calls, shop.retryShopOrder)).toHaveLength(0);
    fireEvent.change(dialog.getByLabelText('House Number'), { target: { value: '7' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Retry with this recipient' }));
    await waitFor(() => expect(callsTo(api.calls, shop.retryShopOrder)).toHaveLength(1));
    expect(callsTo(api.calls, shop.retryShopOrder)[0]?.body).toMatchObject({
      id: 52,
      recipient: { phone: '+49 30 1234', country: 'DE', house_number: '7' },
    });
    const result = within(await dialog.findByRole('status'));
    expect(result.getByText('Shop order #1002 still fails:')).toBeTruthy();
    expect(result.getByText(still)).toBeTruthy();
  });

  it('offers the recipient’s fix in Chinese with the order form’s messages', async () => {
    await i18n.changeLanguage('zh_CN');
    serve([[shop.getShopOrderList, () => ok({ list: [NO_PHONE], total: 1 })]]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    fireEvent.click(await screen.findByRole('button', { name: 'Woo EU：SKU 映射与店铺订单' }));
    const drawer = within(await screen.findByTestId('shop-connection-drawer'));
    fireEvent.click(drawer.getByRole('tab', { name: '店铺订单' }));
    fireEvent.click(await drawer.findByRole('button', { name: '修改店铺订单 #1002 的收件人' }));
    const dialog = await dialogWith('用此收件人重试');
    expect(await dialog.findByText('请输入电话')).toBeTruthy();
  });

  it('keeps a failed order’s reasons and Retry in reach on a phone, without the recipient and lines', async () => {
    themeStore.setScreen({ width: 390, height: 844 });
    serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    fireEvent.click(drawer.getByRole('tab', { name: 'Shop orders' }));
    expect(await drawer.findByText(REASON)).toBeTruthy();
    expect(drawer.getByRole('button', { name: 'Retry shop order #1001' })).toBeTruthy();
    expect(drawer.queryByRole('columnheader', { name: 'Recipient' })).toBeNull();
    expect(drawer.queryByText('CAP-RED × 2')).toBeNull();
  });

  it('offers a sub-account with integration view the mappings and orders without Add, Delete or Retry', async () => {
    serve([asSubAccount({ areas: { integration: 'view' }, export: false })]);
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const drawer = await openDrawer();
    await drawer.findByText('WOO-MUG-BLUE');
    expect(drawer.queryByRole('button', { name: 'Add mapping' })).toBeNull();
    expect(drawer.queryByRole('button', { name: 'Delete the mapping of WOO-MUG-BLUE' })).toBeNull();
    fireEvent.click(drawer.getByRole('tab', { name: 'Shop orders' }));
    expect(await drawer.findByText(REASON)).toBeTruthy();
    expect(drawer.queryByRole('button', { name: 'Retry shop order #1001' })).toBeNull();
  });

  it('fits the connection list beside the menu at 1440 px, the last error under the status', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    serve();
    renderWithApp(<ShopsSection />, { route: '/plugins' });
    const row = within((await screen.findByText('Example Shop')).closest('tr') as HTMLElement);
    expect(row.getByText('Needs attention')).toBeTruthy();
    expect(row.getByText('401 Consumer key is invalid')).toBeTruthy();
    // The page's room (1440 less the 240 px menu) less the content's 16 px and the card's 24 px padding a side.
    const room = themeStore.getState().contentWidth - 2 * 16 - 2 * 24;
    const table = screen.getByText('Example Shop').closest('table') as HTMLElement;
    expect(Number.parseInt(table.style.width || table.style.minWidth, 10)).toBeLessThanOrEqual(room);
  });
});
