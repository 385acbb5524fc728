import { common, order, productReference, shipping } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { themeStore } from '../../../shared/theme/theme-store';
import { callsTo, fakeApi, ok } from '../../../test/fake-api';
import { APPROVING_ROW, COUNTRIES, COUNTS, SHIPPED_ROW, WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import OrderListPage from './order-list-page';

/** The list's queries, newest last. */
let asked: URLSearchParams[] = [];

function serve() {
  asked = [];
  return fakeApi([
    [
      order.getOrderList,
      (_body, url) => {
        asked.push(url.searchParams);
        const status = url.searchParams.get('status');
        const rows = [APPROVING_ROW, SHIPPED_ROW].filter((row) => !status || status === 'all' || row.status === status);
        const searched = url.searchParams.get('order_nos')?.split('\n');
        if (!searched) return ok({ list: rows, total: rows.length });
        const found = rows.filter((row) => searched.includes(row.platform_order_no));
        const numbers = new Set([APPROVING_ROW, SHIPPED_ROW].map((row) => row.platform_order_no));
        return ok({ list: found, total: found.length, not_found: searched.filter((no) => !numbers.has(no)) });
      },
    ],
    [order.getStatusCount, () => ok({ counts: COUNTS })],
    [order.copyOrder, () => ok({ id: 99, platform_order_no: 'PO-APPROVING-1' })],
    [order.deleteOrder, (body) => ok({ deleted: (body as { ids: number[] }).ids.length })],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    [common.getCountryList, () => ok(COUNTRIES)],
    [shipping.getMethodList, () => ok([])],
  ]);
}

const rowOf = (no: string) => screen.getByText(no).closest('tr') as HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setListColumns('orders', null);
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('OrderListPage', { timeout: 30_000 }, () => {
  it('shows the status tabs with their counts and asks for the picked tab through the address', async () => {
    serve();
    renderWithApp(<OrderListPage />, { route: '/order/order-list' });
    await screen.findByText('PO-SHIPPED');
    expect(screen.getByRole('radio', { name: 'All Orders (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Approving (1)' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/order-list?status=approving'));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('approving'));
    await waitFor(() => expect(screen.queryByText('PO-SHIPPED')).toBeNull());
  });

  it('offers each row only what its status allows, and marks a fee not yet final as an estimate', async () => {
    serve();
    renderWithApp(<OrderListPage />, { route: '/order/order-list' });
    await screen.findByText('PO-SHIPPED');
    const approving = within(rowOf('PO-APPROVING'));
    for (const action of ['Edit', 'View', 'Delete', 'Cancel', 'Copy']) expect(approving.getByText(action)).toBeTruthy();
    expect(approving.getByTestId('fee-estimate').textContent).toBe('(Estimate)');
    const shipped = within(rowOf('PO-SHIPPED'));
    expect(shipped.queryByText('Edit')).toBeNull();
    expect(shipped.queryByText('Delete')).toBeNull();
    expect(shipped.queryByText('Cancel')).toBeNull();
    expect(shipped.getByText('Copy')).toBeTruthy();
    expect(shipped.queryByTestId('fee-estimate')).toBeNull();
  });

  it('copies an order with "Copy Success", and deletes after the spec’s confirmation', async () => {
    const api = serve();
    renderWithApp(<OrderListPage />, { route: '/order/order-list' });
    await screen.findByText('PO-SHIPPED');
    fireEvent.click(within(rowOf('PO-SHIPPED')).getByText('Copy'));
    expect(await screen.findByText('Copy Success: new order PO-APPROVING-1')).toBeTruthy();
    expect(callsTo(api.calls, order.copyOrder)[0]?.body).toEqual({ id: 12 });

    fireEvent.click(within(rowOf('PO-APPROVING')).getByText('Delete'));
    expect(await screen.findByText('This operation will delete the selected data, continue or not?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('1 order deleted')).toBeTruthy();
    expect(callsTo(api.calls, order.deleteOrder)[0]?.body).toEqual({ ids: [11] });
  });

  it('says "No selected data!" for a batch action without ticked rows', async () => {
    serve();
    renderWithApp(<OrderListPage />, { route: '/order/order-list' });
    await screen.findByText('PO-SHIPPED');
    fireEvent.click(screen.getByRole('button', { name: /Ship the order/ }));
    expect(await screen.findByText('No selected data!')).toBeTruthy();
  });

  it('searches order numbers one per line, keeps them in the address with the tab and lists those not found', async () => {
    serve();
    renderWithApp(<OrderListPage />, { route: '/order/order-list?status=approving' });
    await screen.findByText('PO-APPROVING');
    fireEvent.change(screen.getByLabelText('Order No.'), { target: { value: 'PO-APPROVING\n\nPO-OTHER\n' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(asked.at(-1)?.get('order_nos')).toBe('PO-APPROVING\nPO-OTHER'));
    expect(asked.at(-1)?.get('status')).toBe('approving');
    const missing = await screen.findByTestId('order-nos-not-found');
    expect(missing.textContent).toContain('1 number searched was not found');
    expect(missing.textContent).toContain('PO-OTHER');
    expect(missing.textContent).not.toContain('PO-APPROVING');
  });

  // The list kit's batch limit, as a merchant pasting a column of 5001 numbers meets it, in each language.
  for (const [lang, label, count, refusal] of [
    ['en', 'Order No.', '5001 / 5000 lines', 'At most 5000 entries, one per line'],
    ['zh_CN', '订单号', '5001 / 5000 行', '最多 5000 条，每行一条'],
  ] as const) {
    it(`refuses more than 5000 order numbers under the field, the count in red, and leaves the address (${lang})`, async () => {
      await i18n.changeLanguage(lang);
      serve();
      renderWithApp(<OrderListPage />, { route: '/order/order-list?status=approving' });
      await screen.findByText('PO-APPROVING');
      const searches = asked.length;
      const pasted = Array.from({ length: 5001 }, (_, i) => `PO-${i}`).join('\n');
      fireEvent.change(screen.getByLabelText(label), { target: { value: pasted } });
      const counter = screen.getByTestId('batch-line-count');
      expect(counter.textContent).toBe(count);
      expect(counter.className).toContain('ant-typography-danger');
      fireEvent.click(screen.getByRole('button', { name: new RegExp(i18n.t('listKit.search')) }));
      expect(await screen.findByText(refusal)).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe('/order/order-list?status=approving');
      expect(asked.length).toBe(searches);
    });
  }

  it('finds Verifying orders, which have no tab, through the status filter under All Orders', async () => {
    serve();
    renderWithApp(<OrderListPage />, { route: '/order/order-list' });
    await screen.findByText('PO-SHIPPED');
    expect(screen.queryByRole('radio', { name: /Verifying/ })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('Verifying'));
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(asked.at(-1)?.get('order_status')).toBe('verifying'));
    expect(screen.getByTestId('location').textContent).toContain('order_status=verifying');
  });

  it('on a phone picks the status from a select and shows the row’s actions in one menu', async () => {
    themeStore.setScreen({ width: 390, height: 800 });
    serve();
    renderWithApp(<OrderListPage />, { route: '/order/order-list' });
    await screen.findByText('PO-SHIPPED');
    expect(screen.getByTestId('order-status-select')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions of PO-APPROVING' })).toBeTruthy();
  });
});
