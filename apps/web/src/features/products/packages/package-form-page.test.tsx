import { ErrorCode, errorMessage, type Package, product, productReference } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../../test/fake-api';
import { WAREHOUSES } from '../../../test/order-fixtures';
import { GIFT_SET } from '../../../test/package-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import PackageFormPage from './package-form-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const searchItem = (id: number, sku: string, name_en: string, name_cn: string) => ({
  id,
  sku,
  name_en,
  name_cn,
  barcode: null,
  image_url: '',
  hs_code: '691200',
  declared_value: 1250,
  weight_g: 300,
  length_cm: 10,
  width_cm: 10,
  height_cm: 10,
  property: null,
  available: 8,
});
const MUG = searchItem(7, 'MUG-01', 'Mug', '杯子');
const COASTER = searchItem(8, 'CST-02', 'Coaster', '杯垫');

/** The package edited: pre-assembled, with a packing note. */
const SAVED: Package = {
  ...GIFT_SET,
  packing_note: 'Gift wrap',
  assembly: 'pre_assembled',
  stock: [],
  available_stock: 0,
};

type Lang = 'en' | 'zh_CN';

const TEXTS = {
  en: {
    save: /^Save$/,
    code: 'please input Package code',
    name_cn: 'please input Chinese name',
    name_en: 'please input English name',
    components: 'please select Components',
    units: 'A package holds at least 2 units in all',
    quantity: 'Quantity must be a whole number from 1 to 999',
    codeRule: 'Up to 30 letters, digits, hyphens, underscores, spaces or dots, not starting or ending with a space',
    picker: 'Add a component',
  },
  zh_CN: {
    save: /^保\s*存$/,
    code: '请输入组合商品编码',
    name_cn: '请输入中文名称',
    name_en: '请输入英文名称',
    components: '请选择组成SKU',
    units: '组合商品的商品总数至少为 2 件',
    quantity: '数量须为 1 到 999 的整数',
    codeRule: '最多 30 位，只能包含字母、数字、中划线、下划线、空格和点，且首尾不能为空格',
    picker: '添加组成SKU',
  },
} as const;

function serve(extra: Parameters<typeof fakeApi>[0] = []) {
  return fakeApi([
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    [
      product.commonProductListForSearch,
      (_body, url) => {
        const keyword = (url.searchParams.get('keyword') ?? '').toUpperCase();
        return ok({ list: [MUG, COASTER].filter((item) => item.sku.includes(keyword)), total: 2 });
      },
    ],
    [product.getPackageDetail, () => ok(SAVED)],
    ...extra,
  ]);
}

function control(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`[id^="package-form"][id$="_${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

function errorsOf(name: string): string[] {
  const item = control(name).closest<HTMLElement>('.ant-form-item');
  return [...(item?.querySelectorAll('.ant-form-item-explain-error') ?? [])]
    .filter((node) => !node.closest('.ant-form-item-explain-leave'))
    .map((node) => node.textContent ?? '');
}

const type = (name: string, value: string) => fireEvent.change(control(name), { target: { value } });

/** Picks a SKU with the shared SKU picker, as a merchant does: open, type, click the option. */
async function pick(lang: Lang, sku: string) {
  const picker = screen.getByRole('combobox', { name: TEXTS[lang].picker });
  await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: sku } });
  const option = await screen.findByRole('option', { name: new RegExp(sku) });
  fireEvent.click(within(option.closest('.ant-select-dropdown') as HTMLElement).getByText(sku));
  await screen.findByText(sku, { selector: '[data-testid="package-components"] strong' });
}

const components = () => within(screen.getByTestId('package-components'));

describe.each(['en', 'zh_CN'] as const)('the package form in %s', (lang) => {
  const texts = TEXTS[lang];

  it('says the contract’s rules: required fields, the code rule, units in all and a line’s quantity', {
    timeout: 90_000,
  }, async () => {
    await i18n.changeLanguage(lang);
    const api = serve();
    renderWithApp(<PackageFormPage />, { route: '/products/packages/add' });
    fireEvent.click(await screen.findByRole('button', { name: texts.save }));
    await waitFor(() => expect(errorsOf('code')).toEqual([texts.code]));
    expect(errorsOf('name_cn')).toEqual([texts.name_cn]);
    expect(errorsOf('name_en')).toEqual([texts.name_en]);
    expect(await screen.findByText(texts.components)).toBeTruthy();
    expect(errorsOf('barcode')).toEqual([]);

    type('code', 'BAD/CODE');
    await waitFor(() => expect(errorsOf('code')).toEqual([texts.codeRule]));

    await pick(lang, 'MUG-01');
    expect(await screen.findByText(texts.units)).toBeTruthy();
    const quantity = components().getByRole('spinbutton');
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(await components().findByText(texts.quantity)).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByText(texts.units)).toBeNull());
    await waitFor(() => expect(components().queryByText(texts.quantity)).toBeNull());
    expect(callsTo(api.calls, product.addPackage)).toHaveLength(0);
  });
});

describe('saving a package', () => {
  it('sends two picked components with their quantities, and shows a taken code under the code field', {
    timeout: 90_000,
  }, async () => {
    await i18n.changeLanguage('zh_CN');
    const api = serve([
      // The server answers in the request's language (the contract's error catalogue).
      [
        product.addPackage,
        () => ({ error_code: ErrorCode.PACKAGE_EXISTS, msg: errorMessage('PACKAGE_EXISTS', 'zh_CN') }),
      ],
    ]);
    renderWithApp(<PackageFormPage />, { route: '/products/packages/add' });
    await screen.findByRole('button', { name: TEXTS.zh_CN.save });
    type('code', 'GIFT-SET');
    type('name_cn', '礼盒');
    type('name_en', 'Gift set');
    await pick('zh_CN', 'MUG-01');
    await pick('zh_CN', 'CST-02');
    const [, coaster] = components().getAllByRole('spinbutton');
    fireEvent.change(coaster as HTMLElement, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.zh_CN.save }));
    await waitFor(() => expect(errorsOf('code')).toEqual([errorMessage('PACKAGE_EXISTS', 'zh_CN')]));
    expect(callsTo(api.calls, product.addPackage)[0]?.body).toEqual({
      code: 'GIFT-SET',
      name_cn: '礼盒',
      name_en: 'Gift set',
      barcode: null,
      image_url: '',
      packing_note: '',
      assembly: 'pick_components',
      components: [
        { sku: 'MUG-01', quantity: 1 },
        { sku: 'CST-02', quantity: 2 },
      ],
    });
  });

  it('edits without the code, and shows the refusal of components held by open orders under them', {
    timeout: 90_000,
  }, async () => {
    const api = serve([
      [
        product.updatePackage,
        () => ({ error_code: ErrorCode.PACKAGE_ON_OPEN_ORDERS, msg: errorMessage('PACKAGE_ON_OPEN_ORDERS', 'en') }),
      ],
    ]);
    renderWithApp(<PackageFormPage />, { route: '/products/packages/add?id=5' });
    await waitFor(() => expect(control('code').value).toBe('GIFT-SET'));
    expect(control('code').disabled).toBe(true);
    expect(components().getByText('Coaster')).toBeTruthy();
    const [mug] = components().getAllByRole('spinbutton');
    fireEvent.change(mug as HTMLElement, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.en.save }));
    expect(await screen.findByText(errorMessage('PACKAGE_ON_OPEN_ORDERS', 'en'))).toBeTruthy();
    const body = callsTo(api.calls, product.updatePackage)[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('code');
    expect(body).toMatchObject({
      id: 5,
      updated_at: SAVED.updated_at,
      assembly: 'pre_assembled',
      packing_note: 'Gift wrap',
      components: [
        { sku: 'MUG-01', quantity: 3 },
        { sku: 'CST-02', quantity: 2 },
      ],
    });
  });
});
