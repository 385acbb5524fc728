import { inbound, type OperationDef, product, productReference, user } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asSubAccount, callsTo, type FakeRoute, fakeApi, ok } from '../../../test/fake-api';
import { DRAFT_BOOKING } from '../../../test/inbound-fixtures';
import { WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { InboundWizard } from './inbound-wizard';
import { emptyShipping, wizardFromDetail } from './wizard-state';

/** The sample booking's mugs: booked, and packed per box in its one carton row of `boxes` boxes. */
const MUGS = {
  booked: DRAFT_BOOKING.booking.lines[0]?.quantity ?? 0,
  perBox: DRAFT_BOOKING.booking.boxes[0]?.items[0]?.quantity ?? 0,
  boxes: DRAFT_BOOKING.booking.boxes[0]?.box_count ?? 0,
};

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

/** The merchant's packaging items as the options read answers them for the chosen warehouse. */
const PACKAGING_OPTIONS = [
  {
    id: 5,
    code: 'BOX-MAILER',
    name_en: 'Branded mailer',
    name_cn: '品牌邮寄盒',
    weight_g: 120,
    available: 0,
    default_for: [],
  },
  { id: 6, code: 'TISSUE-01', name_en: 'Tissue paper', name_cn: '薄页纸', weight_g: 10, available: 0, default_for: [] },
];

/** The wizard's routes with the packaging options, and saveDraft answering `saved`. */
function servePackaging(saved: FakeRoute, ...more: [OperationDef, FakeRoute][]) {
  return fakeApi([
    ...more,
    [productReference.getWarehouseList, () => ok(TWO_WAREHOUSES)],
    [product.commonProductListForSearch, () => ok({ list: [], total: 0 })],
    [product.getPackagingOptions, () => ok(PACKAGING_OPTIONS)],
    [inbound.saveDraft, saved],
  ]);
}

const packagingRows = () =>
  within(screen.getByTestId('inbound-packaging-lines'))
    .queryAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'));

const step = (name: string) => fireEvent.click(screen.getByText(name, { selector: '.ant-steps-item-title' }));

describe('the inbound wizard', { timeout: 60_000 }, () => {
  it('says what step 1 lacks, in the server words, before going on', async () => {
    serve();
    renderWithApp(<InboundWizard />, { route: '/inbound/create' });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Please select a warehouse!')).toBeTruthy();
    expect(await screen.findByText('Please add product information!')).toBeTruthy();
    expect(screen.getByTestId('inbound-step-products').hidden).toBe(false);
  });

  it('offers SKUs only in its picker: a package is received as its components, never as itself', async () => {
    const api = serve();
    renderWithApp(<InboundWizard detail={DRAFT_BOOKING} />, { route: '/inbound/edit?id=21' });
    await waitFor(() => expect(callsTo(api.calls, product.commonProductListForSearch).length).toBeGreaterThan(0));
    expect(callsTo(api.calls, product.packageListForSearch)).toHaveLength(0);
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
    ).toEqual(['MUG-01', String(MUGS.booked), String(MUGS.perBox * MUGS.boxes), '0', '0']);
    fireEvent.change(screen.getByLabelText('Quantity per box of MUG-01 in box 1'), { target: { value: '2' } });
    const packed = 2 * MUGS.boxes;
    await waitFor(() =>
      expect(
        within(mugRow())
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        'MUG-01',
        String(MUGS.booked),
        String(packed),
        String(MUGS.booked - packed),
        String(packed - MUGS.booked),
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText(/SKU quantity does not match/)).toBeTruthy();
    // Packed again as booked: the message goes as the boxes match, before Next is pressed again.
    fireEvent.change(screen.getByLabelText('Quantity per box of MUG-01 in box 1'), {
      target: { value: String(MUGS.perBox) },
    });
    await waitFor(() => expect(screen.queryByText(/SKU quantity does not match/)).toBeNull());
    expect(within(mugRow()).getByTestId('inbound-difference').textContent).toBe('0');
  });

  it('re-validates a quantity as it changes: 0 is refused at once, and 50 clears the message', async () => {
    serve();
    renderWithApp(<InboundWizard detail={DRAFT_BOOKING} />, { route: '/inbound/edit?id=21' });
    const quantity = screen.getByLabelText('Quantity of MUG-01');
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(await screen.findByText('The quantity cannot be 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('The quantity cannot be 0')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '50' } });
    await waitFor(() => expect(screen.queryByText('The quantity cannot be 0')).toBeNull());
    expect(screen.getByTestId('inbound-step-products').hidden).toBe(false);
  });

  it('shows a submitted booking’s warehouse in its locked field, with no SKU picker', async () => {
    serve();
    renderWithApp(<InboundWizard detail={{ ...DRAFT_BOOKING, status: 'submitted' }} />, {
      route: '/inbound/edit?id=21',
    });
    const field = screen.getByTestId('inbound-warehouse');
    await waitFor(() => expect(field.textContent).toContain('USLA'));
    expect(screen.queryByText('Select a warehouse first')).toBeNull();
    expect(screen.queryByTestId('sku-picker')).toBeNull();
  });

  it('downloads the product list with the units booked and prints one barcode label per unit booked', async () => {
    const asked: { quantities: string | null; copies_of?: unknown } = { quantities: null };
    fakeApi([
      [productReference.getWarehouseList, () => ok(TWO_WAREHOUSES)],
      [
        inbound.downloadProductList,
        (_, url) => {
          asked.quantities = url.searchParams.get('quantities');
          return { error_code: 1004, msg: 'The data does not exist' };
        },
      ],
      [
        product.printSku,
        (body) => {
          asked.copies_of = (body as { copies_of: unknown }).copies_of;
          return { error_code: 1004, msg: 'The data does not exist' };
        },
      ],
    ]);
    renderWithApp(<InboundWizard detail={DRAFT_BOOKING} />, { route: '/inbound/edit?id=21' });
    step('Product list');
    fireEvent.click(screen.getByTestId('inbound-download-products'));
    const booked = DRAFT_BOOKING.lines.map((line) => line.quantity);
    await waitFor(() => expect(asked.quantities).toBe(booked.join(',')));
    fireEvent.click(screen.getByTestId('inbound-print-labels'));
    await waitFor(() =>
      expect(asked.copies_of).toEqual(
        DRAFT_BOOKING.lines.map((line) => ({ id: line.product_id, copies: line.quantity })),
      ),
    );
  });

  it('reserves the receiving number once step 3 is complete: step 4 prints, the address becomes the edit one, Save still asks for step 5', async () => {
    const { calls } = fakeApi([
      [productReference.getWarehouseList, () => ok(TWO_WAREHOUSES)],
      [inbound.reserve, () => ok({ id: 31, receiving_no: 'RV261128000031', status: 'draft' })],
    ]);
    // A new booking filled up to its packing list, nothing of step 5 yet.
    const typed = { ...wizardFromDetail(DRAFT_BOOKING), id: null, receiving_no: null, status: null };
    const handoff = { state: { ...typed, shipping: emptyShipping() }, step: 2 as const, dirty: true };
    renderWithApp(<InboundWizard handoff={handoff} />, { route: '/inbound/create' });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getByTestId('inbound-step-documents').hidden).toBe(false));
    const reserved = callsTo(calls, inbound.reserve);
    expect(reserved).toHaveLength(1);
    expect(reserved[0]?.body).toMatchObject({ warehouse_id: 1, packing_method: 'mixed' });
    expect(reserved[0]?.body).not.toHaveProperty('shipping');
    expect(screen.getByTestId('inbound-shipping-marks')).toBeTruthy();
    expect(screen.getByText('Saved as RV261128000031')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/inbound/edit?id=31'));

    // Save keeps the spec's rule: the shipping info is asked for on step 5, nothing is sent.
    fireEvent.click(screen.getByTestId('inbound-save'));
    expect(await screen.findByText('Please enter the courier company')).toBeTruthy();
    expect(screen.getByTestId('inbound-step-shipping').hidden).toBe(false);
    expect(callsTo(calls, inbound.saveDraft)).toHaveLength(0);
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
    // The courier typed: the server's message goes at once, as the order form's fields do.
    fireEvent.change(screen.getByLabelText('Courier company'), { target: { value: 'DHL' } });
    await waitFor(() => expect(screen.queryByText('Please enter the courier company')).toBeNull());
  });

  it('declares packaging under the SKUs: picks an item, types its units, removes a line, and shows the server’s error on its line', async () => {
    const { calls } = servePackaging(() => ({
      error_code: 1001,
      msg: 'Validation failed',
      content: { errors: [{ field: 'packaging.0.code', message: 'TISSUE-01 is not one of your packaging items' }] },
    }));
    renderWithApp(<InboundWizard detail={DRAFT_BOOKING} />, { route: '/inbound/edit?id=21' });
    const section = await screen.findByTestId('inbound-packaging');
    expect(within(section).getByText('No packaging sent with this booking')).toBeTruthy();
    const pick = async (title: string) => {
      fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Add packaging' }));
      fireEvent.click(await screen.findByTitle(title));
    };
    await pick('BOX-MAILER · Branded mailer');
    await pick('TISSUE-01 · Tissue paper');
    await waitFor(() => expect(packagingRows()).toHaveLength(2));
    // An item already on the booking is not offered again.
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Add packaging' }));
    await waitFor(() => expect(screen.queryByTitle('BOX-MAILER · Branded mailer')).toBeNull());
    fireEvent.change(screen.getByLabelText('Quantity of TISSUE-01'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove BOX-MAILER' }));
    await waitFor(() => expect(packagingRows()).toHaveLength(1));
    expect(packagingRows()[0]?.textContent).toContain('Tissue paper');

    fireEvent.click(screen.getByTestId('inbound-save'));
    await waitFor(() => expect(callsTo(calls, inbound.saveDraft)).toHaveLength(1));
    expect(callsTo(calls, inbound.saveDraft)[0]?.body).toMatchObject({
      id: 21,
      packaging: [{ code: 'TISSUE-01', quantity: 40 }],
    });
    const refused = await screen.findByText('TISSUE-01 is not one of your packaging items');
    expect(packagingRows()[0]?.contains(refused)).toBe(true);
    expect(screen.getByTestId('inbound-step-products').hidden).toBe(false);
  });

  it('says a packaging line without units is refused before saving', async () => {
    const { calls } = servePackaging(() => ok({ id: 21, receiving_no: 'RV2026000021', status: 'draft' }));
    renderWithApp(<InboundWizard detail={DRAFT_BOOKING} />, { route: '/inbound/edit?id=21' });
    const section = await screen.findByTestId('inbound-packaging');
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Add packaging' }));
    fireEvent.click(await screen.findByTitle('BOX-MAILER · Branded mailer'));
    fireEvent.click(await screen.findByTestId('inbound-save'));
    expect(await within(section).findByText('The quantity cannot be 0')).toBeTruthy();
    expect(callsTo(calls, inbound.saveDraft)).toHaveLength(0);
  });

  it('hides the section from a sub-account without the product right, and keeps what the booking declares', async () => {
    const declared = {
      ...DRAFT_BOOKING,
      packaging: [{ id: 5, code: 'BOX-MAILER', name_en: 'Branded mailer', name_cn: '', quantity: 30, received: 0 }],
    };
    const { calls } = servePackaging(
      () => ok({ id: 21, receiving_no: 'RV2026000021', status: 'draft' }),
      asSubAccount({ areas: { inbound: 'manage', order: 'manage' }, export: false }),
    );
    renderWithApp(<InboundWizard detail={declared} />, { route: '/inbound/edit?id=21' });
    await waitFor(() => expect(callsTo(calls, user.getCurrentUser)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('inbound-save'));
    await waitFor(() => expect(callsTo(calls, inbound.saveDraft)).toHaveLength(1));
    expect(callsTo(calls, inbound.saveDraft)[0]?.body).toMatchObject({
      packaging: [{ code: 'BOX-MAILER', quantity: 30 }],
    });
    expect(screen.queryByTestId('inbound-packaging')).toBeNull();
    expect(callsTo(calls, product.getPackagingOptions)).toHaveLength(0);
  });
});
