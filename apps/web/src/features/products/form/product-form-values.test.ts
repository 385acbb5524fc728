import { type Product, productFormSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyFormState,
  formStateFromProduct,
  type ProductFormState,
  productBodyFrom,
  volumeOf,
} from './product-form-values';

const filled: ProductFormState = {
  ...emptyFormState(),
  sku: 'TSHIRT-RED.M',
  name_cn: ' 红色T恤 ',
  name_en: 'Red T-shirt',
  property_id: 14,
  category_ids: [1012, 1021],
  hs_code: '610910',
  declared_value: '12.30',
  export_unit_price: '0.29',
  weight_g: '180.5',
  length_cm: '30',
  width_cm: '20',
  height_cm: '2.5',
  consumable_ids: [4],
};

function savedProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    sku: 'TSHIRT-RED.M',
    name_cn: '红色T恤',
    name_en: 'Red T-shirt',
    alias: '',
    image_url: '/uploads/10001/0b0e6f0e-1c7a-4d4e-9a59-3f0c1f9b1a11.png',
    barcode: null,
    color: 'red',
    size: 'M',
    property_id: 14,
    property: { id: 14, code: 'textile', name_en: 'Textile', name_cn: '纺织品', is_dangerous: 0 },
    brand: '',
    category_ids: [1012],
    categories: [{ id: 1012, name_en: 'Tops & T-Shirts', name_cn: '上衣与T恤' }],
    hs_code: '610910',
    material_en: 'cotton',
    material_cn: '棉',
    purpose_en: '',
    purpose_cn: '',
    declared_value: 1230,
    export_unit_price: null,
    tax_refund: 1,
    weight_g: 180.5,
    length_cm: 30,
    width_cm: 20,
    height_cm: 2.5,
    volume_cm3: 1500,
    warning_quantity: 5,
    scan_barcode: 0,
    consumable_ids: [],
    consumables: [],
    stock: [],
    total_stock: 0,
    frozen_stock: 0,
    available_stock: 0,
    created_at: '2026-01-02T03:04:05.000Z',
    updated_at: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

describe('productBodyFrom', () => {
  it('turns typed dollars into cents and measures into numbers, through the contract schema', () => {
    const body = productBodyFrom(filled);
    expect(body).toMatchObject({
      sku: 'TSHIRT-RED.M',
      name_cn: '红色T恤',
      property_id: 14,
      declared_value: 1230,
      export_unit_price: 29,
      weight_g: 180.5,
      height_cm: 2.5,
      category_ids: [1012, 1021],
      consumable_ids: [4],
    });
    expect(body).not.toHaveProperty('id');
  });

  it('sends what was left empty as the contract defaults: no barcode, no price, no warning quantity', () => {
    const body = productBodyFrom(filled);
    expect(body).toMatchObject({
      barcode: null,
      alias: '',
      image_url: '',
      warning_quantity: null,
      scan_barcode: 0,
      tax_refund: 0,
    });
    expect(productBodyFrom({ ...filled, export_unit_price: null }).export_unit_price).toBeNull();
  });

  it('names the edited copy so the server edits it and refuses to overwrite a newer save', () => {
    const body = productBodyFrom(filled, { id: 7, updated_at: '2026-01-02T03:04:05.000Z' });
    expect(body).toMatchObject({ id: 7, updated_at: '2026-01-02T03:04:05.000Z' });
  });

  it('keeps a warning quantity of 0 (zero is a value, not "empty")', () => {
    expect(productBodyFrom({ ...filled, warning_quantity: '0' }).warning_quantity).toBe(0);
  });
});

describe('emptyFormState', () => {
  it('has every field of the contract form schema, with its default or empty', () => {
    const empty = emptyFormState();
    expect(Object.keys(empty).sort()).toEqual(Object.keys(productFormSchema.shape).sort());
    expect(empty).toMatchObject({
      sku: null,
      declared_value: null,
      property_id: null,
      alias: '',
      barcode: null,
      category_ids: [],
      tax_refund: 0,
      scan_barcode: 0,
      warning_quantity: null,
      export_unit_price: null,
    });
  });
});

describe('formStateFromProduct', () => {
  it('shows cents as dollars with 2 decimals, and takes the other fields as saved', () => {
    const state = formStateFromProduct(savedProduct({ export_unit_price: 5 }));
    expect(state).toMatchObject({
      declared_value: '12.30',
      export_unit_price: '0.05',
      weight_g: 180.5,
      warning_quantity: 5,
      barcode: null,
      tax_refund: 1,
      property_id: 14,
    });
    expect(state).not.toHaveProperty('id');
    expect(state).not.toHaveProperty('stock');
  });

  it('saves back what it loaded, unchanged', () => {
    const product = savedProduct({ barcode: 'ABC-123', export_unit_price: 999 });
    const body = productBodyFrom(formStateFromProduct(product), { id: product.id, updated_at: product.updated_at });
    expect(body).toMatchObject({
      id: 7,
      barcode: 'ABC-123',
      declared_value: 1230,
      export_unit_price: 999,
      warning_quantity: 5,
      weight_g: 180.5,
      category_ids: [1012],
      image_url: '/uploads/10001/0b0e6f0e-1c7a-4d4e-9a59-3f0c1f9b1a11.png',
    });
  });
});

describe('volumeOf', () => {
  it('multiplies the three sides as they are typed', () => {
    expect(volumeOf('30', '20', '2.5')).toBe(1500);
    expect(volumeOf('1.11', '1.11', '1.11')).toBe(1.368);
  });

  it('waits until all three sides are positive numbers', () => {
    expect(volumeOf('30', null, '2')).toBeNull();
    expect(volumeOf('30', '', '2')).toBeNull();
    expect(volumeOf('30', '0', '2')).toBeNull();
    expect(volumeOf('30', 'x', '2')).toBeNull();
  });
});
