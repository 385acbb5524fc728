import { product, productReference } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import ProductFormPage from './product-form-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** Spec 5 in each language: what an empty save says, field by field. */
const REQUIRED = {
  en: {
    sku: 'please input SKU',
    name_cn: 'please input Chinese name',
    name_en: 'please input English name',
    property_id: 'please select Product attribute',
    hs_code: 'please input HS code',
    declared_value: 'please input Declared value (USD)',
    weight_g: 'please input Weight (g)',
    length_cm: 'please input Length (cm)',
    width_cm: 'please input Width (cm)',
    height_cm: 'please input Height (cm)',
  },
  zh_CN: {
    sku: '请输入SKU',
    name_cn: '请输入中文名称',
    name_en: '请输入英文名称',
    property_id: '请选择产品属性',
    hs_code: '请输入海关编码',
    declared_value: '请输入申报价值（USD）',
    weight_g: '请输入重量（g）',
    length_cm: '请输入长（cm）',
    width_cm: '请输入宽（cm）',
    height_cm: '请输入高（cm）',
  },
} as const;

/** Spec 5's value rules in each language. */
const RULES = {
  en: {
    sku: 'Up to 30 letters, digits, hyphens, underscores, spaces or dots, not starting or ending with a space',
    barcode: 'Up to 30 letters, digits or hyphens',
    barcodeHint: 'A barcode of at most 17 characters is advised: longer ones scan badly on small labels.',
    hsCode: 'Must be 6-10 digits',
    money: 'Must be greater than 0 with at most 2 decimals',
    imageType: 'The image must be a jpg, jpeg, png or gif file',
    imageSize: 'The image must be smaller than 5 MB',
    wholeNumber: 'Must be a whole number of 0 or more',
    save: /^Save$/,
  },
  zh_CN: {
    sku: '最多 30 位，只能包含字母、数字、中划线、下划线、空格和点，且首尾不能为空格',
    barcode: '最多 30 位，只能包含字母、数字和中划线',
    barcodeHint: '建议条码不超过 17 位：过长的条码在小标签上不易扫描。',
    hsCode: '须为 6-10 位数字',
    money: '须大于 0，且最多 2 位小数',
    imageType: '图片须为 jpg、jpeg、png 或 gif 格式',
    imageSize: '图片须小于 5 MB',
    wholeNumber: '须为大于等于 0 的整数',
    // antd spaces out a two-character Chinese button label.
    save: /^保\s*存$/,
  },
} as const;

function formApi() {
  return fakeApi([
    [productReference.getPropertyList, () => ok([])],
    [productReference.getProductCategoryList, () => ok([])],
    [productReference.getProductPackMaterial, () => ok([])],
    // Customer service has enabled the warning quantity: it takes a value, and its rule applies.
    [product.getProductSettings, () => ok({ warning_quantity_enabled: 1, scan_barcode_enabled: 0 })],
  ]);
}

/** A form field by its name (antd names the control `<form>_<field>`). */
function control(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`[id^="sku-form"][id$="_${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/** The form item around a field, for its messages and hints. */
function item(name: string): HTMLElement {
  const found = control(name).closest<HTMLElement>('.ant-form-item');
  if (!found) throw new Error(`no form item around ${name}`);
  return found;
}

/** The messages shown under a field (antd keeps a leaving message in the DOM while it fades). */
function errorsOf(name: string): string[] {
  return [...item(name).querySelectorAll('.ant-form-item-explain-error')]
    .filter((node) => !node.closest('.ant-form-item-explain-leave'))
    .map((node) => node.textContent ?? '');
}

async function expectErrors(name: string, messages: string[]) {
  await waitFor(() => expect(errorsOf(name)).toEqual(messages));
}

function type(name: string, value: string) {
  fireEvent.change(control(name), { target: { value } });
}

/** Opens a new SKU form in a language, its warning quantity enabled; returns the fake API. */
async function openForm(lang: Lang) {
  await i18n.changeLanguage(lang);
  const api = formApi();
  renderWithApp(<ProductFormPage />, { route: '/products/add' });
  await waitFor(() => expect(control('warning_quantity').disabled).toBe(false));
  return api;
}

type Lang = 'en' | 'zh_CN';

// Every message of the SKU form's rules (spec 5), in both languages: form rules, no browser needed.
describe.each(['en', 'zh_CN'] as const)('the SKU form in %s says each rule under its field', (lang) => {
  const rules = RULES[lang];

  it('an empty save names every required field, and only those', { timeout: 60_000 }, async () => {
    const api = await openForm(lang);
    fireEvent.click(screen.getByRole('button', { name: rules.save }));
    for (const [name, message] of Object.entries(REQUIRED[lang])) await expectErrors(name, [message]);
    expect(errorsOf('barcode')).toEqual([]);
    expect(errorsOf('category_ids')).toEqual([]);
    expect(callsTo(api.calls, product.addProduct)).toHaveLength(0);
  });

  it('SKU, barcode and HS code', { timeout: 60_000 }, async () => {
    await openForm(lang);
    type('sku', 'BAD/SKU');
    await expectErrors('sku', [rules.sku]);
    type('sku', ' LEADING-SPACE');
    await expectErrors('sku', [rules.sku]);
    type('sku', 'GOOD-SKU_1.0 A');
    await expectErrors('sku', []);

    type('barcode', 'A'.repeat(18));
    await waitFor(() => expect(within(item('barcode')).getByText(rules.barcodeHint)).toBeTruthy());
    expect(errorsOf('barcode')).toEqual([]);
    type('barcode', '1'.repeat(31));
    await expectErrors('barcode', [rules.barcode]);
    type('barcode', '123456');
    await expectErrors('barcode', []);
    expect(item('barcode').textContent).not.toContain(rules.barcodeHint);

    type('hs_code', '12345');
    await expectErrors('hs_code', [rules.hsCode]);
  });

  it('money, the warning quantity and the image', { timeout: 60_000 }, async () => {
    await openForm(lang);
    type('declared_value', '0');
    await expectErrors('declared_value', [rules.money]);
    type('declared_value', '1.234');
    await expectErrors('declared_value', [rules.money]);
    type('declared_value', '1.23');
    await expectErrors('declared_value', []);
    // An optional price says what it wants, not 'Invalid value'.
    type('export_unit_price', 'abc');
    await expectErrors('export_unit_price', [rules.money]);
    type('export_unit_price', '');
    await expectErrors('export_unit_price', []);

    type('warning_quantity', '1.5');
    await expectErrors('warning_quantity', [rules.wholeNumber]);
    type('warning_quantity', '-1');
    await expectErrors('warning_quantity', [rules.wholeNumber]);
    type('warning_quantity', '0');
    await expectErrors('warning_quantity', []);

    // The upload draws a new file input after each pick: find it each time.
    const text = new File(['not an image'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(control('image_url'), { target: { files: [text] } });
    await expectErrors('image_url', [rules.imageType]);
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    fireEvent.change(control('image_url'), { target: { files: [huge] } });
    await expectErrors('image_url', [rules.imageSize]);
  });
});
