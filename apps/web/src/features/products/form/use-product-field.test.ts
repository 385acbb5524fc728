import type { FormInstance, FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../shared/i18n/feature-texts';
import { i18n } from '../../../shared/i18n/i18n';
import type { ProductFieldName } from './product-form-values';
import { productFields } from './use-product-field';

/** The first rule's message for a value, or null when the value passes. */
async function messageFor(name: ProductFieldName, value: unknown, label = 'X'): Promise<string | null> {
  // The SKU form's own binding, with the label the test names.
  const field = productFields((() => label) as unknown as TFunction);
  const rule: FormRule | undefined = field(name).rules[0];
  const form = { getFieldsValue: () => ({}) } as unknown as FormInstance;
  const object = (typeof rule === 'function' ? rule(form) : rule) as RuleObject;
  try {
    await object.validator?.(object, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

afterEach(() => i18n.changeLanguage('en'));

describe('SKU field rules (spec 5), from the contract', () => {
  it('asks to input typed fields and to select picked ones, with the visible label', async () => {
    expect(await messageFor('sku', '', 'SKU')).toBe('please input SKU');
    expect(await messageFor('name_en', '   ', 'English name')).toBe('please input English name');
    expect(await messageFor('property_id', undefined, 'Product attribute')).toBe('please select Product attribute');
    expect(await messageFor('weight_g', null, 'Weight (g)')).toBe('please input Weight (g)');
    await i18n.changeLanguage('zh_CN');
    expect(await messageFor('hs_code', '', '海关编码')).toBe('请输入海关编码');
    expect(await messageFor('property_id', null, '产品属性')).toBe('请选择产品属性');
  });

  it('labels each field from the SKU label set, in the UI language', async () => {
    expect(productFields(i18n.t)('declared_value').label).toBe('Declared value (USD)');
    await i18n.changeLanguage('zh_CN');
    expect(productFields(i18n.t)('declared_value').label).toBe('申报价值（USD）');
  });

  it('marks exactly the fields the contract requires', () => {
    const field = productFields(i18n.t);
    const required = (['sku', 'name_cn', 'barcode', 'property_id', 'category_ids', 'declared_value'] as const).filter(
      (name) => field(name).required,
    );
    expect(required).toEqual(['sku', 'name_cn', 'property_id', 'declared_value']);
  });

  it('refuses a bad SKU, barcode and HS code with their own messages', async () => {
    const sku = 'Up to 30 letters, digits, hyphens, underscores, spaces or dots, not starting or ending with a space';
    expect(await messageFor('sku', 'A/B')).toBe(sku);
    expect(await messageFor('sku', ' AB')).toBe(sku);
    expect(await messageFor('sku', 'A-B_C.D E')).toBeNull();
    expect(await messageFor('barcode', 'A'.repeat(31))).toBe('Up to 30 letters, digits or hyphens');
    expect(await messageFor('barcode', '')).toBeNull();
    expect(await messageFor('hs_code', '12345')).toBe('Must be 6-10 digits');
  });

  it('wants money above 0 with at most 2 decimals, and a whole warning quantity', async () => {
    const money = 'Must be greater than 0 with at most 2 decimals';
    expect(await messageFor('declared_value', '0')).toBe(money);
    expect(await messageFor('declared_value', '1.234')).toBe(money);
    expect(await messageFor('declared_value', '1.23')).toBeNull();
    expect(await messageFor('export_unit_price', '')).toBeNull();
    expect(await messageFor('warning_quantity', '1.5')).toBe('Must be a whole number of 0 or more');
    expect(await messageFor('warning_quantity', '0')).toBeNull();
  });

  it('allows at most 10 categories and 10 consumables', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    expect(await messageFor('category_ids', eleven)).toBe('At most 10 items');
    expect(await messageFor('category_ids', eleven.slice(1))).toBeNull();
    expect(await messageFor('consumable_ids', eleven)).toBe('At most 10 items');
  });
});
