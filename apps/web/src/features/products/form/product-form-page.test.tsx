import { ErrorCode, type OperationDef, type Product, product, productReference, translate } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type FakeRoute, fakeApi, ok } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import ProductFormPage from './product-form-page';

afterEach(() => vi.unstubAllGlobals());

/** The SKU the tests edit and view. */
const saved: Product = {
  id: 7,
  sku: 'MUG-01',
  name_cn: '杯子',
  name_en: 'Mug',
  alias: '',
  image_url: '',
  barcode: null,
  color: '',
  size: '',
  property_id: 1,
  property: { id: 1, code: 'general', name_en: 'General cargo', name_cn: '普货', is_dangerous: 0 },
  brand: '',
  category_ids: [100],
  categories: [{ id: 100, name_en: 'Apparel', name_cn: '服装' }],
  hs_code: '691200',
  material_en: '',
  material_cn: '',
  purpose_en: '',
  purpose_cn: '',
  declared_value: 1250,
  export_unit_price: null,
  tax_refund: 0,
  weight_g: 300,
  length_cm: 10,
  width_cm: 20,
  height_cm: 30,
  volume_cm3: 6000,
  warning_quantity: null,
  scan_barcode: 0,
  consumable_ids: [4],
  consumables: [{ id: 4, code: 'BAG-PE-S', name_en: 'Poly mailer S', name_cn: '快递袋（小）' }],
  stock: [{ warehouse_id: 1, warehouse_code: 'USWE', total: 9, frozen: 2, available: 7 }],
  total_stock: 9,
  frozen_stock: 2,
  available_stock: 7,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-03T03:04:05.000Z',
};

function reference(extra: [OperationDef, FakeRoute][] = []) {
  return fakeApi([
    [productReference.getPropertyList, () => ok([saved.property])],
    [
      productReference.getProductCategoryList,
      () => ok([{ id: 100, parent_id: 0, name_en: 'Apparel', name_cn: '服装', children: [] }]),
    ],
    [productReference.getProductPackMaterial, () => ok([])],
    [product.getProductSettings, () => ok({ warning_quantity_enabled: 0, scan_barcode_enabled: 0 })],
    [product.getProductDetail, () => ok(saved)],
    ...extra,
  ]);
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

// antd's first render in jsdom is slow when every test file runs at once.
describe('ProductFormPage', { timeout: 30_000 }, () => {
  it('names every required field when saved empty', async () => {
    const api = reference();
    renderWithApp(<ProductFormPage />, { route: '/products/add' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [
      'please input SKU',
      'please input Chinese name',
      'please input English name',
      'please select Product attribute',
      'please input HS code',
      'please input Declared value (USD)',
      'please input Weight (g)',
      'please input Length (cm)',
      'please input Width (cm)',
      'please input Height (cm)',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(callsTo(api.calls, product.addProduct)).toHaveLength(0);
  });

  it('shows the warning quantity and scan switch read-only until customer service enables them', async () => {
    reference();
    renderWithApp(<ProductFormPage />, { route: '/products/add' });
    expect(await screen.findAllByText('Must be enabled by customer service.')).toHaveLength(2);
    expect(screen.getByLabelText('Warning quantity').hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Scan barcode when packing' }).hasAttribute('disabled')).toBe(true);
  });

  it('works the volume out as the sides are typed', async () => {
    reference();
    renderWithApp(<ProductFormPage />, { route: '/products/add' });
    type('Length (cm)', '10');
    type('Width (cm)', '20');
    type('Height (cm)', '2.5');
    await waitFor(() => expect((screen.getByLabelText('Volume (cm³)') as HTMLInputElement).value).toBe('500.00'));
  });

  it('edits a SKU: code locked, saved with its id, a duplicate barcode said under the barcode', async () => {
    const api = reference([
      [product.addProduct, () => ({ error_code: ErrorCode.UPC_EXISTS, msg: 'UPC already exists' })],
    ]);
    renderWithApp(<ProductFormPage />, { route: '/products/add?id=7' });
    const sku = (await screen.findByLabelText('SKU')) as HTMLInputElement;
    await waitFor(() => expect(sku.value).toBe('MUG-01'));
    expect(sku.disabled).toBe(true);
    type('Barcode', 'ABC-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('UPC already exists')).toBeTruthy();
    expect(callsTo(api.calls, product.addProduct)[0]?.body).toMatchObject({
      id: 7,
      updated_at: saved.updated_at,
      sku: 'MUG-01',
      barcode: 'ABC-1',
      declared_value: 1250,
    });
  });

  it('fills a name from the other language, and says when no translation service is set up', async () => {
    let configured = true;
    const api = reference([
      [
        translate.translate,
        () =>
          configured
            ? ok({ text: '杯子' })
            : { error_code: ErrorCode.TRANSLATION_NOT_CONFIGURED, msg: 'translation service not configured' },
      ],
    ]);
    renderWithApp(<ProductFormPage />, { route: '/products/add' });
    type('English name', 'Mug');
    fireEvent.click(screen.getByRole('button', { name: /Translate from English/ }));
    await waitFor(() => expect((screen.getByLabelText('Chinese name') as HTMLInputElement).value).toBe('杯子'));
    expect(callsTo(api.calls, translate.translate)[0]?.body).toEqual({ q: 'Mug', from: 'en', to: 'zh' });

    configured = false;
    fireEvent.click(screen.getByRole('button', { name: /Translate from Chinese/ }));
    expect(await screen.findByText('translation service not configured')).toBeTruthy();
    expect((screen.getByLabelText('English name') as HTMLInputElement).value).toBe('Mug');
  });

  it('shows the detail read-only with stock per warehouse and an Edit button', async () => {
    reference();
    const { getByTestId } = renderWithApp(<ProductFormPage />, { route: '/products/add?id=7&mode=view' });
    expect(await screen.findByTestId('product-detail-sku')).toBeTruthy();
    expect(screen.getByText('General cargo')).toBeTruthy();
    expect(screen.getByText('Apparel')).toBeTruthy();
    expect(screen.getByText('BAG-PE-S · Poly mailer S')).toBeTruthy();
    const row = screen.getByText('USWE').closest('tr') as HTMLElement;
    expect(within(row).getByText('7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(getByTestId('location').textContent).toBe('/products/add?id=7'));
  });

  it('says a SKU address that is not an id cannot be loaded, instead of showing an empty new form', async () => {
    const api = reference();
    renderWithApp(<ProductFormPage />, { route: '/products/add?id=abc' });
    expect(await screen.findByText('This SKU could not be loaded.')).toBeTruthy();
    expect(screen.queryByLabelText('SKU')).toBeNull();
    expect(callsTo(api.calls, product.getProductDetail)).toHaveLength(0);
  });
});
