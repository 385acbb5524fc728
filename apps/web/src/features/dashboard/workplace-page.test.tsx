import { type CurrentUser, dashboard, notice, user } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import WorkplacePage from './workplace-page';

const me: CurrentUser = {
  name: 'Demo Merchant',
  email: 'demo@portal.test',
  customer_id: 10001,
  customer_sub_account_id: 0,
  account_id: 1,
  platform_type: 1,
  menu_list: [
    {
      path: '/products',
      component: '',
      meta: { title: 'Products', title_cn: '产品管理', title_en: 'Products', icon: '', hide: false },
      children: [
        {
          path: '/productsList',
          component: 'products/list',
          children: [],
          meta: { title: 'SKU List', title_cn: 'SKU 列表', title_en: 'SKU List', icon: '', hide: false },
        },
      ],
    },
  ],
  guide_type_3: 1,
  app_down_button_is_display: 0,
  time_zone: 'UTC',
  lang: null,
  grant: { areas: {}, export: false },
};

const summary = {
  press_id: 3,
  title: 'Peak season surcharge',
  meta_title: 'Fees',
  publish_on_time: '2026-03-01T08:30:05.000Z',
  is_read: 0 as const,
};

afterEach(() => vi.unstubAllGlobals());

function workplaceApi() {
  return fakeApi([
    [user.getCurrentUser, () => ok(me)],
    [
      dashboard.getWorkplace,
      () =>
        ok({
          name: 'Demo Merchant',
          customer_id: 10001,
          is_main_account: true,
          contacts: [
            { role: 'sales_manager', name: 'Lily Chen', email: 'lily@p.test', phone: '+86 1', wechat: 'lily' },
            { role: 'account_manager', name: 'Kevin Wang', email: 'kevin@p.test', phone: '+86 2', wechat: 'kevin' },
            { role: 'customer_service', name: 'Grace Liu', email: 'cs@p.test', phone: '+86 3', wechat: 'cs' },
          ],
          notices: [summary],
        }),
    ],
    [notice.getNoticeList, () => ok({ list: [{ ...summary, description: '<p>Plan <i>early</i>.</p>' }], total: 1 })],
    [notice.updateNoticeReadStatus, () => ok(null)],
  ]);
}

// antd's first render in jsdom is slow when every test file runs at once.
describe('WorkplacePage', { timeout: 20_000 }, () => {
  it('greets the merchant and lists its three contacts', async () => {
    workplaceApi();
    renderWithApp(<WorkplacePage />);
    await waitFor(() => expect(screen.getByTestId('workplace-greeting').textContent).toMatch(/Demo Merchant/));
    expect(screen.getByTestId('workplace-customer-id').textContent).toBe('Customer ID: 10001');
    expect(within(screen.getByTestId('contact-sales_manager')).getByText('Lily Chen')).toBeTruthy();
    expect(within(screen.getByTestId('contact-account_manager')).getByText('Account manager')).toBeTruthy();
    const service = screen.getByTestId('contact-customer_service');
    expect(within(service).getByText('cs@p.test').closest('a')?.getAttribute('href')).toBe('mailto:cs@p.test');
  });

  it('links the shortcuts the menu has and leaves out the others', async () => {
    workplaceApi();
    renderWithApp(<WorkplacePage />);
    const sku = await screen.findByTestId('shortcut-sku');
    await waitFor(() => expect(within(sku).getByRole('link').getAttribute('href')).toBe('/productsList'));
    expect(screen.queryByTestId('shortcut-topUp')).toBeNull();
  });

  it('opens a notice with its sanitised text and marks it read', async () => {
    const api = workplaceApi();
    renderWithApp(<WorkplacePage />);
    fireEvent.click(await screen.findByText('Peak season surcharge'));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByText('early')).tagName).toBe('I');
    await waitFor(() => expect(callsTo(api.calls, notice.updateNoticeReadStatus)[0]?.body).toEqual({ press_id: 3 }));
  });
});
