import { common, order } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../../test/fake-api';
import { APPROVING_DETAIL, COUNTRIES, GIFT_SET_LINE } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import OrderDetailPage from './order-detail-page';

const PACKED: order.OrderDetail = {
  ...APPROVING_DETAIL,
  status: 'awaiting_packing',
  can: { edit: false, submit: false, cancel: true, delete: false },
  transitions: [
    ...APPROVING_DETAIL.transitions,
    {
      from_status: 'approving',
      to_status: 'verifying',
      actor: { kind: 'merchant', label: 'demo@portal.test' },
      reason: '',
      ship_notice: null,
      created_at: '2026-03-01T09:00:00.000Z',
    },
    {
      from_status: 'verifying',
      to_status: 'awaiting_packing',
      actor: { kind: 'staff', label: 'Grace' },
      reason: 'Stock checked',
      ship_notice: null,
      created_at: '2026-03-01T10:00:00.000Z',
    },
  ],
  exceptions: [
    {
      id: 4,
      reason: 'Address incomplete',
      state: 'open',
      reply: '',
      created_at: '2026-03-01T10:30:00.000Z',
      replied_at: null,
    },
  ],
};

function serve(detail: order.OrderDetail) {
  return fakeApi([
    [order.getOrderDetail, () => ok(detail)],
    [common.getCountryList, () => ok(COUNTRIES)],
    [order.cancelOrder, () => ok({ status: detail.status, interception_requested: detail.status !== 'approving' })],
    [order.replyException, () => ok({ state: 'replied' })],
  ]);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('OrderDetailPage', { timeout: 30_000 }, () => {
  it('shows the status history with who changed the order, when and why', async () => {
    serve(PACKED);
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    const history = await screen.findByTestId('order-history');
    const steps = within(history)
      .getAllByTestId('order-transition')
      .map((step) => step.textContent);
    expect(steps[0]).toContain('Created as Approving');
    expect(steps[1]).toContain('Approving → Verifying');
    expect(steps[2]).toContain('Verifying → Awaiting Packing');
    expect(steps[2]).toContain('Staff: Grace');
    expect(steps[2]).toContain('Reason: Stock checked');
  });

  it('shows a ShipStation ship notice as its own entry, not as a move from Shipped to Shipped', async () => {
    const notice = {
      from_status: 'shipped',
      to_status: 'shipped',
      actor: { kind: 'system', label: 'Shop: ShipStation US' },
      reason:
        'ShipStation ship notice: shipped with USPS Priority Mail, tracking 9400111899223100001, ship date 11/30/2026',
      ship_notice: {
        channel: 'shipstation',
        carrier: 'USPS',
        service: 'Priority Mail',
        tracking_number: '9400111899223100001',
        ship_date: '11/30/2026',
      },
      created_at: '2026-03-02T08:00:00.000Z',
    } as const;
    serve({ ...PACKED, status: 'shipped', transitions: [...PACKED.transitions, notice] });
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    const history = await screen.findByTestId('order-history');
    const step = within(history).getAllByTestId('order-transition').at(-1)?.textContent ?? '';
    expect(step).toContain('Ship notice from ShipStation');
    expect(step).toContain('carrier USPS Priority Mail');
    expect(step).toContain('tracking 9400111899223100001');
    expect(step).toContain('ship date 11/30/2026');
    expect(step).toContain('System: Shop: ShipStation US');
    expect(step).not.toContain('Shipped → Shipped');
    expect(step).not.toContain('Reason:');
  });

  it('words a ship notice in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    const notice = {
      from_status: 'shipped',
      to_status: 'shipped',
      actor: { kind: 'system', label: 'Shop: ShipStation US' },
      created_at: '2026-03-02T08:00:00.000Z',
      reason: 'ShipStation ship notice: shipped with UPS, tracking 1Z999',
      ship_notice: { channel: 'shipstation', carrier: 'UPS', service: '', tracking_number: '1Z999', ship_date: '' },
    } as const;
    serve({ ...PACKED, status: 'shipped', transitions: [notice] });
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    const history = await screen.findByTestId('order-history');
    const step = within(history).getByTestId('order-transition').textContent ?? '';
    expect(step).toContain('来自 ShipStation 的发货通知');
    expect(step).toContain('承运商 UPS');
    expect(step).toContain('跟踪号 1Z999');
    expect(step).not.toContain('发货日期');
  });

  it('offers only what the server allows, and explains that intercepting an order with the warehouse is not guaranteed', async () => {
    const api = serve(PACKED);
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    await screen.findByTestId('order-detail-no');
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ship the order/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect((await screen.findByTestId('interception-explained')).textContent).toContain(
      'interception is attempted, not guaranteed',
    );
    fireEvent.click(screen.getByRole('button', { name: /Request interception/ }));
    expect(await screen.findByText(/Interception requested/)).toBeTruthy();
    expect(callsTo(api.calls, order.cancelOrder)[0]?.body).toEqual({ id: 11, reason: '' });
  });

  it('answers an open exception from the reply box', async () => {
    const api = serve(PACKED);
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    const exceptions = await screen.findByTestId('order-exceptions');
    // The reply box shows once the user's right to reply is known.
    fireEvent.click(await within(exceptions).findByRole('button', { name: /Send reply/ }));
    expect(await within(exceptions).findByText('please input Reply')).toBeTruthy();
    fireEvent.change(within(exceptions).getByLabelText('Reply'), { target: { value: 'Flat 3, second floor' } });
    fireEvent.click(within(exceptions).getByRole('button', { name: /Send reply/ }));
    await waitFor(() =>
      expect(callsTo(api.calls, order.replyException)[0]?.body).toEqual({
        id: 11,
        exception_id: 4,
        reply: 'Flat 3, second floor',
      }),
    );
  });

  it('shows Ship, Edit, Cancel and Delete for an Approving order, and the estimate line by line', async () => {
    serve(APPROVING_DETAIL);
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    await screen.findByTestId('order-detail-no');
    for (const name of [/Ship the order/, /Edit/, /Cancel/, /Delete/, /Copy/])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    const estimate = screen.getByTestId('estimated-fee');
    expect(within(estimate).getByText('Outbound handling')).toBeTruthy();
    expect(within(estimate).getByText('12.34')).toBeTruthy();
  });

  it('shows the tracking number the server chose, the one the list shows, beside the last-mile number', async () => {
    serve({
      ...PACKED,
      status: 'shipped',
      tracking_number: 'LM-555',
      true_tracking_number: '1Z-TRUE',
      last_mile_tracking_number: 'LM-555',
    });
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    const shipping = await screen.findByTestId('order-shipping');
    expect(within(shipping).queryByText('1Z-TRUE')).toBeNull();
    expect(within(shipping).getAllByText('LM-555')).toHaveLength(2);
  });

  it('shows a package line marked as one, with each component per package and in all, in both languages', async () => {
    serve({ ...APPROVING_DETAIL, items: [...APPROVING_DETAIL.items, GIFT_SET_LINE] });
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    const components = await screen.findByTestId('package-components-GIFT-SET');
    const row = (sku: string) => within(components).getByText(sku).closest('tr') as HTMLElement;
    expect(within(components).getByText('Components of package GIFT-SET')).toBeTruthy();
    expect(
      within(row('MUG-01'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MUG-01', 'Mug', '1', '3']);
    expect(
      within(row('COASTER-01'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['COASTER-01', 'Coaster', '2', '6']);
    const lines = screen.getByTestId('order-detail-lines');
    expect(within(lines).getByText('Package')).toBeTruthy();
    // The SKU line has no components under it.
    expect(screen.queryByTestId('package-components-MUG-01')).toBeNull();

    // Its columns keep their widths and scroll sideways inside the card (390 px shows less than that).
    const scroller = components.querySelector<HTMLElement>('.ant-table-content');
    expect(scroller?.style.overflowX).toBe('auto');
    expect(components.querySelector('table')?.style.width).toBe('480px');

    await i18n.changeLanguage('zh_CN');
    expect(await within(components).findByText('组合商品 GIFT-SET 的组件')).toBeTruthy();
    expect(within(row('COASTER-01')).getByText('杯垫')).toBeTruthy();
    expect(within(components).getByRole('columnheader', { name: '每套数量' })).toBeTruthy();
  });

  it('shows no estimated fee for a canceled order, saying it is not charged', async () => {
    serve({ ...APPROVING_DETAIL, status: 'canceled', estimated_fee: null, final_fee: null });
    renderWithApp(<OrderDetailPage />, { route: '/order/detail?id=11' });
    const fees = await screen.findByTestId('order-fees');
    expect(within(fees).getByText('A canceled order is not charged: it has no fee')).toBeTruthy();
    expect(within(fees).queryByText('No estimate yet')).toBeNull();
    expect(within(fees).queryByText(/final fee is deducted/)).toBeNull();
  });
});
