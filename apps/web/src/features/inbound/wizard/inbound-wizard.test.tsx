import { inbound, product, productReference } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../../test/fake-api';
import { DRAFT_BOOKING } from '../../../test/inbound-fixtures';
import { WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { InboundWizard } from './inbound-wizard';

const TWO_WAREHOUSES = [...WAREHOUSES, { ...WAREHOUSES[0], id: 2, code: 'USNJ', name_en: 'US East (New Jersey)' }];

function serve() {
  return fakeApi([
    [productReference.getWarehouseList, () => ok(TWO_WAREHOUSES)],
    [product.commonProductListForSearch, () => ok({ list: [], total: 0 })],
    [
      inbound.saveDraft,
      () => ({
        error_code: 1001,
        msg: 'Validation failed',
        content: { errors: [{ field: 'shipping.courier_company', message: 'Please enter the courier company' }] },
      }),
    ],
  ]);
}

afterEach(() => vi.unstubAllGlobals());

const step = (name: string) => fireEvent.click(screen.getByText(name, { selector: '.ant-steps-item-title' }));

describe('the inbound wizard', { timeout: 60_000 }, () => {
  it('says what step 1 lacks, in the server words, before going on', async () => {
    serve();
    renderWithApp(<InboundWizard />, { route: '/inbound/create' });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Please select a warehouse!')).toBeTruthy();
    expect(screen.getByText('Please add product information!')).toBeTruthy();
    expect(screen.getByTestId('inbound-step-products').hidden).toBe(false);
  });

  it('merges the box cells across the items sharing a carton row', async () => {
    serve();
    renderWithApp(<InboundWizard detail={DRAFT_BOOKING} />, { route: '/inbound/edit?id=21' });
    step('Packing list');
    const table = screen.getByTestId('inbound-box-table');
    const rows = table.querySelectorAll('tbody tr.ant-table-row');
    expect(rows).toHaveLength(2);
    // The first item's row holds the box cells spanning both items; the second holds only its own.
    expect(rows[0]?.querySelectorAll('td[rowspan="2"]').length).toBeGreaterThanOrEqual(7);
    expect(rows[1]?.querySelectorAll('td').length).toBeLessThan(rows[0]?.querySelectorAll('td').length ?? 0);
    expect(within(table).getByText('1–2')).toBeTruthy();
  });

  it('updates packed, remaining and difference per SKU as the merchant types', async () => {
    serve();
    renderWithApp(<InboundWizard detail={DRAFT_BOOKING} />, { route: '/inbound/edit?id=21' });
    step('Packing list');
    const summary = screen.getByTestId('inbound-packing-summary');
    const mugRow = () => within(summary).getByText('MUG-01').closest('tr') as HTMLElement;
    expect(
      within(mugRow())
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MUG-01', '6', '6', '0', '0']);
    fireEvent.change(screen.getByLabelText('Quantity per box of MUG-01 in box 1'), { target: { value: '2' } });
    await waitFor(() =>
      expect(
        within(mugRow())
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['MUG-01', '6', '4', '2', '-2']),
    );
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText(/SKU quantity does not match/)).toBeTruthy();
  });

  it('asks before changing the warehouse once a packing list exists, and clears it only when confirmed', async () => {
    serve();
    renderWithApp(<InboundWizard detail={DRAFT_BOOKING} />, { route: '/inbound/edit?id=21' });
    const choose = async (label: RegExp) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Warehouse' }));
      fireEvent.click(await screen.findByTitle(label));
    };
    await choose(/USNJ/);
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(1));
    expect(screen.getAllByText('Change what is booked?').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    step('Packing list');
    expect(screen.getByTestId('inbound-box-table').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);

    step('Warehouse and SKUs');
    await choose(/USNJ/);
    // The cancelled dialog may still be fading out: the newest one is the last.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Confirm' }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1) as HTMLElement);
    step('Packing list');
    await waitFor(() => expect(screen.queryByTestId('inbound-box-table')).toBeNull());
  });

  it('shows the server field errors under their fields, on their step', async () => {
    const { calls } = serve();
    renderWithApp(<InboundWizard detail={{ ...DRAFT_BOOKING, booking: { ...DRAFT_BOOKING.booking } }} />, {
      route: '/inbound/edit?id=21',
    });
    fireEvent.click(screen.getByTestId('inbound-save'));
    await waitFor(() => expect(callsTo(calls, inbound.saveDraft)).toHaveLength(1));
    expect(callsTo(calls, inbound.saveDraft)[0]?.body).toMatchObject({ id: 21, packing_method: 'mixed' });
    expect(await screen.findByText('Please enter the courier company')).toBeTruthy();
    expect(screen.getByTestId('inbound-step-shipping').hidden).toBe(false);
  });
});
