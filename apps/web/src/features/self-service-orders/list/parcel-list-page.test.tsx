import { common, productReference, selfServiceOrder, shipping } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { themeStore } from '../../../shared/theme/theme-store';
import { callsTo, fakeApi, ok } from '../../../test/fake-api';
import { COUNTRIES, WAREHOUSES } from '../../../test/order-fixtures';
import { PARCEL_COUNTS, PARCEL_ROWS } from '../../../test/parcel-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import ParcelListPage from './parcel-list-page';

/** The list's queries, newest last. */
let asked: URLSearchParams[] = [];

function serve() {
  asked = [];
  return fakeApi([
    [
      selfServiceOrder.getParcelList,
      (_body, url) => {
        asked.push(url.searchParams);
        const status = url.searchParams.get('status');
        const rows = PARCEL_ROWS.filter((row) => !status || status === 'all' || row.status === status);
        const searched = url.searchParams.get('parcel_nos')?.split('\n');
        if (!searched) return ok({ list: rows, total: rows.length });
        const found = rows.filter((row) => searched.includes(row.parcel_no) || searched.includes(row.customer_ref));
        const known = new Set(PARCEL_ROWS.flatMap((row) => [row.parcel_no, row.customer_ref]));
        return ok({ list: found, total: found.length, not_found: searched.filter((no) => !known.has(no)) });
      },
    ],
    [selfServiceOrder.getParcelStatusCount, () => ok({ counts: PARCEL_COUNTS })],
    [selfServiceOrder.cancelParcel, () => ok({ status: 'canceled' })],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    [common.getCountryList, () => ok(COUNTRIES)],
    [shipping.getMethodList, () => ok([])],
  ]);
}

const rowOf = (no: string) => screen.getByText(no).closest('tr') as HTMLElement;

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setListColumns('self-service-orders', null);
  themeStore.setScreen({ width: 1024, height: 768 });
});

describe('ParcelListPage', { timeout: 30_000 }, () => {
  it('shows the status tabs with their counts and asks for the picked tab through the address', async () => {
    serve();
    renderWithApp(<ParcelListPage />, { route: '/self-service-order' });
    await screen.findByText('SP2026113000000021');
    expect(screen.getByRole('radio', { name: 'All (4)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Draft (1)' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/self-service-order?status=draft'));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('draft'));
    await waitFor(() => expect(screen.queryByText('SP2026113000000021')).toBeNull());
    expect(screen.getByText('SP2026113000000022')).toBeTruthy();
  });

  it('offers each row what its `can` allows, and marks the fee as an estimate until the hub measures', async () => {
    serve();
    renderWithApp(<ParcelListPage />, { route: '/self-service-order' });
    await screen.findByText('SP2026113000000021');
    const actionsOf = (no: string) =>
      within(rowOf(no))
        .queryAllByRole('button')
        .concat(within(rowOf(no)).queryAllByRole('link'))
        .map((element) => element.textContent)
        .filter((text) => ['Edit', 'View', 'Print label', 'Cancel'].includes(text ?? ''))
        .sort();
    expect(actionsOf('SP2026113000000022')).toEqual(['Cancel', 'Edit', 'View']);
    expect(actionsOf('SP2026113000000021')).toEqual(['Cancel', 'Print label', 'View']);
    expect(actionsOf('SP2026113000000023')).toEqual(['Print label', 'View']);
    expect(actionsOf('SP2026113000000024')).toEqual(['View']);
    expect(within(rowOf('SP2026113000000022')).getByText('Edit').getAttribute('href')).toBe(
      '/self-service-order/edit?id=22',
    );

    expect(within(rowOf('SP2026113000000021')).getByTestId('fee-estimate').textContent).toBe('(Estimate)');
    expect(within(rowOf('SP2026113000000021')).getByText('18.90')).toBeTruthy();
    const received = within(rowOf('SP2026113000000023'));
    expect(received.getByText('20.10')).toBeTruthy();
    expect(received.queryByTestId('fee-estimate')).toBeNull();
    const canceled = within(rowOf('SP2026113000000024'));
    expect(canceled.queryByTestId('fee-estimate')).toBeNull();
    expect(canceled.queryByText(/\d+\.\d\d$/)).toBeNull();

    expect(within(rowOf('SP2026113000000021')).getByText('2 pieces · 1.6 kg')).toBeTruthy();
    expect(within(rowOf('SP2026113000000021')).getByText('Los Angeles, United States')).toBeTruthy();
  });

  it('cancels a row after the confirmation, with its reason', async () => {
    const api = serve();
    renderWithApp(<ParcelListPage />, { route: '/self-service-order' });
    await screen.findByText('SP2026113000000021');
    fireEvent.click(within(rowOf('SP2026113000000021')).getByText('Cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel parcel order SP2026113000000021')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Wrong address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the parcel order' }));
    expect(await screen.findByText('Parcel order SP2026113000000021 canceled')).toBeTruthy();
    expect(callsTo(api.calls, selfServiceOrder.cancelParcel)[0]?.body).toEqual({ id: 21, reason: 'Wrong address' });
  });

  it('searches numbers one per line, keeps them in the address with the tab and lists those not found', async () => {
    serve();
    renderWithApp(<ParcelListPage />, { route: '/self-service-order?status=pre_advised' });
    await screen.findByText('SP2026113000000021');
    fireEvent.change(screen.getByLabelText('Parcel No. / reference / tracking No.'), {
      target: { value: 'SHOP-1001\n\nSP-NOPE\n' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(asked.at(-1)?.get('parcel_nos')).toBe('SHOP-1001\nSP-NOPE'));
    expect(asked.at(-1)?.get('status')).toBe('pre_advised');
    expect(screen.getByTestId('location').textContent).toContain('parcel_nos=SHOP-1001');
    const missing = await screen.findByTestId('parcel-nos-not-found');
    expect(missing.textContent).toContain('1 number searched was not found');
    expect(missing.textContent).toContain('SP-NOPE');
    expect(missing.textContent).not.toContain('SHOP-1001');
  });

  it('filters by hand-over through the address, and reads filters back from it', async () => {
    serve();
    renderWithApp(<ParcelListPage />, { route: '/self-service-order?country=US&warehouse_id=1' });
    await screen.findByText('SP2026113000000021');
    expect(asked.at(-1)?.get('country')).toBe('US');
    expect(asked.at(-1)?.get('warehouse_id')).toBe('1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Hand-over' }));
    fireEvent.click(await screen.findByTitle('Drop-off at hub'));
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(asked.at(-1)?.get('handover_method')).toBe('drop_off'));
    expect(asked.at(-1)?.get('country')).toBe('US');
  });

  it('says it in Chinese: the tabs, the estimate and the row actions', async () => {
    await i18n.changeLanguage('zh_CN');
    serve();
    renderWithApp(<ParcelListPage />, { route: '/self-service-order' });
    await screen.findByText('SP2026113000000021');
    expect(screen.getByRole('radio', { name: '已预报（1）' })).toBeTruthy();
    expect(within(rowOf('SP2026113000000021')).getByTestId('fee-estimate').textContent).toBe('(预估)');
    expect(within(rowOf('SP2026113000000021')).getByText('打印面单')).toBeTruthy();
    expect(screen.getByRole('button', { name: /创建自助订单/ })).toBeTruthy();
  });

  it('on a phone picks the status from a select and shows the row’s actions in one menu', async () => {
    themeStore.setScreen({ width: 390, height: 800 });
    serve();
    renderWithApp(<ParcelListPage />, { route: '/self-service-order' });
    await screen.findByText('SP2026113000000021');
    expect(screen.getByTestId('parcel-status-select')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions of SP2026113000000021' })).toBeTruthy();
  });
});
