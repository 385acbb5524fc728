import { common, ErrorCode, order, product, productReference, type ShippingQuote } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, type FakeReply, fakeApi, ok } from '../../../test/fake-api';
import { APPROVING_DETAIL, COUNTRIES, GIFT_SET_LINE, WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { OrderEditor } from './order-editor';
import OrderFormPage from './order-form-page';

const QUOTE: ShippingQuote = {
  shipping_method_code: 'UPS-GROUND',
  shipping_method_name: 'UPS Ground',
  courier: 'UPS',
  delivery_time: '3-5',
  billing_method: 'greater',
  service_options: ['Signature'],
  volume_factor: 5000,
  actual_weight_g: 600,
  volumetric_weight_g: 480,
  chargeable_weight_g: 600,
  charges: [
    { code: 'basic_shipping', name: 'Basic shipping', amount: 1000 },
    { code: 'remote_area', name: 'Remote area plus fuel', amount: 250 },
  ],
  total: 1250,
};

const MUG = {
  id: 7,
  sku: 'MUG-01',
  name_cn: '杯子',
  name_en: 'Mug',
  barcode: null,
  image_url: '',
  hs_code: '691200',
  declared_value: 1250,
  weight_g: 300,
  length_cm: 10,
  width_cm: 10,
  height_cm: 12,
  property: null,
  available: 8,
};

/** 1 mug and 2 coasters: the west warehouse's 8 mugs and 7 coasters make 3. */
const GIFT_SET = {
  id: 5,
  code: 'GIFT-SET',
  name_cn: '礼品套装',
  name_en: 'Gift set',
  barcode: null,
  image_url: '',
  components: [
    { product_id: 7, sku: 'MUG-01', name_en: 'Mug', name_cn: '杯子', quantity: 1 },
    { product_id: 8, sku: 'COASTER-01', name_en: 'Coaster', name_cn: '杯垫', quantity: 2 },
  ],
  available: 3,
};

/** The merchant's mailer, used by default for MUG-01: 5 free in the chosen warehouse. */
const MAILER = {
  id: 31,
  code: 'BOX-MAILER',
  name_en: 'Branded mailer',
  name_cn: '品牌邮寄盒',
  weight_g: 120,
  available: 5,
  default_for: ['MUG-01'],
};

interface Replies {
  duplicate?: () => FakeReply;
  quotes?: () => FakeReply;
  saved?: () => FakeReply;
  recognised?: Record<string, string>;
}

function serve(replies: Replies = {}) {
  return fakeApi([
    [common.getCountryList, () => ok(COUNTRIES)],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    [productReference.getProductPackMaterial, () => ok([])],
    [product.commonProductListForSearch, () => ok({ list: [MUG], total: 1 })],
    [product.packageListForSearch, () => ok({ list: [GIFT_SET], total: 1 })],
    [order.checkDuplicate, replies.duplicate ?? (() => ok({ exists: false, likely_duplicates: [] }))],
    [order.getShippingOptions, replies.quotes ?? (() => ok({ list: [QUOTE] }))],
    [order.getValueAddedServices, () => ok({ list: [] })],
    [product.getPackagingOptions, () => ok([MAILER])],
    [
      order.saveOrder,
      replies.saved ?? (() => ok({ id: 11, system_order_id: 'SO1', status: 'approving', updated_at: 'x' })),
    ],
    [
      order.recognizeAddress,
      () =>
        ok({
          first_name: '',
          last_name: '',
          company: '',
          phone: '',
          email: '',
          address1: '',
          address2: '',
          house_number: '',
          city: '',
          state: '',
          zip: '',
          country: '',
          ...replies.recognised,
        }),
    ],
  ]);
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('OrderEditor', { timeout: 30_000 }, () => {
  it('says the spec’s required messages when Next step is pressed on an empty order', async () => {
    serve();
    renderWithApp(<OrderEditor />, { route: '/order/create' });
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    for (const text of [
      'Please enter Platform Order No.',
      'Please enter First Name',
      'Please enter Phone',
      'Please enter City',
      'Please enter State',
      'Please Select Country',
      'Please enter Zip',
      'Please enter Address1',
      'Please select a warehouse!',
      'Please add product information!',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByTestId('order-step-shipping').hidden).toBe(true);
  });

  it('says the required messages in Chinese, and nothing under an optional field', async () => {
    await i18n.changeLanguage('zh_CN');
    serve();
    renderWithApp(<OrderEditor />, { route: '/order/create' });
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    for (const text of ['请输入平台订单号', '请输入名', '请选择国家', '请选择仓库！', '请添加商品信息！'])
      expect(await screen.findByText(text)).toBeTruthy();
    // The last name is optional (spec 4).
    expect(screen.queryByText('请输入姓')).toBeNull();
    expect(screen.getByTestId('order-step-shipping').hidden).toBe(true);
  });

  it('asks for a house number for an EU destination', async () => {
    serve();
    renderWithApp(<OrderEditor />, { route: '/order/create' });
    const country = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.mouseDown(country);
    fireEvent.click(await screen.findByTitle('Germany (DE)'));
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    expect(await screen.findByText('Please enter House Number: EU destinations need one')).toBeTruthy();
  });

  it('refuses a platform order no. already taken when the field is left, and lists likely duplicates', async () => {
    serve({
      duplicate: () =>
        ok({
          exists: true,
          likely_duplicates: [
            { id: 5, platform_order_no: 'PO-OLD', status: 'approving', created_at: '2026-03-01T08:00:00.000Z' },
          ],
        }),
    });
    renderWithApp(<OrderEditor />, { route: '/order/create' });
    const number = field('Platform Order No.');
    fireEvent.change(number, { target: { value: 'PO-1' } });
    fireEvent.blur(number);
    expect(await screen.findByText('Platform Order No. PO-1 already exists')).toBeTruthy();
    const warning = await screen.findByTestId('likely-duplicates');
    expect(within(warning).getByRole('link', { name: 'PO-OLD' }).getAttribute('href')).toBe('/order/detail?id=5');
  });

  it('fills empty fields from a pasted address and marks them, asking before it replaces what was typed', async () => {
    serve({ recognised: { first_name: 'Anna', city: 'Munich', zip: '80331', country: 'DE' } });
    renderWithApp(<OrderEditor />, { route: '/order/create' });
    fireEvent.change(field('City'), { target: { value: 'Berlin' } });
    fireEvent.change(screen.getByLabelText('Pasted address'), { target: { value: 'Anna, 80331 Munich, Germany' } });
    fireEvent.click(screen.getByRole('button', { name: /Recognise/ }));
    const conflicts = await screen.findByTestId('recognise-conflicts');
    expect(conflicts.textContent).toContain('City: “Berlin” → “Munich”');
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect((field('First Name') as HTMLInputElement).value).toBe('Anna'));
    expect((field('City') as HTMLInputElement).value).toBe('Berlin');
    expect((field('Zip') as HTMLInputElement).value).toBe('80331');
    expect(screen.getAllByText('Filled from the pasted address')).toHaveLength(3);
  });

  it('goes to the next step, shows each option’s working, refuses a long note and saves the order in cents', async () => {
    const api = serve();
    renderWithApp(<OrderEditor detail={APPROVING_DETAIL} />, { route: '/order/edit?id=11' });
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    const options = await screen.findByTestId('shipping-options');
    expect(await within(options).findByText('12.50')).toBeTruthy();
    expect(within(options).getByText('2.50')).toBeTruthy();
    expect(callsTo(api.calls, order.getShippingOptions)[0]?.body).toMatchObject({
      warehouse_id: 1,
      country: 'DE',
      items: [{ sku: 'MUG-01', quantity: 2, unit_price: 1250 }],
      order_id: 11,
    });
    fireEvent.click(within(options).getByRole('button', { name: /Expand row/ }));
    const breakdown = await screen.findByTestId('quote-breakdown');
    expect(within(breakdown).getByText('Remote area plus fuel')).toBeTruthy();
    expect(within(breakdown).getByText('480 g')).toBeTruthy();

    fireEvent.change(field('Note'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    expect(await screen.findByText('Over 500 characters, unable to submit!')).toBeTruthy();
    expect(callsTo(api.calls, order.saveOrder)).toHaveLength(0);

    fireEvent.change(field('Note'), { target: { value: 'Leave at the door' } });
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    await waitFor(() => expect(callsTo(api.calls, order.saveOrder)).toHaveLength(1));
    expect(callsTo(api.calls, order.saveOrder)[0]?.body).toMatchObject({
      id: 11,
      updated_at: APPROVING_DETAIL.updated_at,
      submit: false,
      shipping_method_code: 'UPS-GROUND',
      recipient: { first_name: 'Anna', house_number: '5', country: 'DE' },
      items: [{ sku: 'MUG-01', name: 'Mug', unit_price: 1250, quantity: 2 }],
      tax_codes: { ioss: 'IM2760000001' },
      note: 'Leave at the door',
    });
  });

  it('flags the merchant’s packaging asked above what the warehouse has, in Chinese, weighs it in the options and saves it on the order', async () => {
    await i18n.changeLanguage('zh_CN');
    const api = serve();
    renderWithApp(
      <OrderEditor
        detail={{
          ...APPROVING_DETAIL,
          packaging: [{ id: 31, code: 'BOX-MAILER', name: 'Branded mailer', quantity: 5 }],
        }}
      />,
      {
        route: '/order/edit?id=11',
      },
    );
    fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
    const section = await screen.findByTestId('order-packaging');
    expect(await within(section).findByText('BOX-MAILER 品牌邮寄盒（可用 5）')).toBeTruthy();
    expect(within(section).queryByTestId('packaging-over-stock')).toBeNull();
    // The options are quoted with the packaging, as the save's estimate is, and asked again when it changes.
    await waitFor(() =>
      expect(callsTo(api.calls, order.getShippingOptions).at(-1)?.body).toMatchObject({
        packaging: [{ id: 31, quantity: 5 }],
      }),
    );
    const quantity = within(section).getByRole('spinbutton', { name: '数量' });
    fireEvent.change(quantity, { target: { value: '6' } });
    expect((await within(section).findByTestId('packaging-over-stock')).textContent).toBe(
      '超过该仓库可用的 5：到货前无法发货',
    );
    await waitFor(() =>
      expect(callsTo(api.calls, order.getShippingOptions).at(-1)?.body).toMatchObject({
        packaging: [{ id: 31, quantity: 6 }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /保存$/ }));
    await waitFor(() => expect(callsTo(api.calls, order.saveOrder)).toHaveLength(1));
    expect(callsTo(api.calls, order.saveOrder)[0]?.body).toMatchObject({ packaging: [{ id: 31, quantity: 6 }] });
  });

  it('says so when no shipping option fits, and Back keeps what was typed', async () => {
    serve({ quotes: () => ok({ list: [] }) });
    renderWithApp(<OrderEditor detail={APPROVING_DETAIL} />, { route: '/order/edit?id=11' });
    fireEvent.change(field('City'), { target: { value: 'Potsdam' } });
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    expect(
      await screen.findByText(
        'There are no shipping options available for this order, please contact customer service if you have any questions!',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/order/next?id=11');
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByTestId('location').textContent).toBe('/order/edit?id=11');
    expect((field('City') as HTMLInputElement).value).toBe('Potsdam');
  });

  it('a refusal naming a first-step field takes the merchant back to the first step, at its address', async () => {
    serve({ saved: () => ({ error_code: ErrorCode.ORDER_NO_EXISTS, msg: 'Platform order no. already exists' }) });
    renderWithApp(<OrderEditor detail={APPROVING_DETAIL} />, { route: '/order/next?id=11' });
    expect(screen.getByTestId('order-step-shipping').hidden).toBe(false);
    await screen.findByTestId('shipping-options');
    fireEvent.click(screen.getByRole('button', { name: /Save$/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/edit?id=11'));
    expect(screen.getByTestId('order-step-draft').hidden).toBe(false);
    expect(await screen.findByText('Platform order no. already exists')).toBeTruthy();
  });

  it('opened at the next step of a new order, with no draft in its tab, shows the first step at /order/create', async () => {
    serve();
    renderWithApp(<OrderFormPage />, { route: '/order/next' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/create'));
    expect(screen.getByTestId('order-step-draft').hidden).toBe(false);
    expect(screen.getByTestId('order-step-shipping').hidden).toBe(true);
  });

  it('adds a picked SKU as a line with its declared value, and says a zero quantity in the spec’s words', async () => {
    serve();
    renderWithApp(<OrderEditor detail={{ ...APPROVING_DETAIL, items: [] }} />, { route: '/order/edit?id=11' });
    const picker = screen.getByRole('combobox', { name: 'Search SKU' });
    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Available 8'));
    const lines = await screen.findByTestId('order-lines');
    expect((within(lines).getByLabelText('Unit price of MUG-01') as HTMLInputElement).value).toBe('12.50');
    fireEvent.change(within(lines).getByLabelText('Quantity of MUG-01'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    expect(await screen.findByText('The quantity cannot be null or 0!')).toBeTruthy();
  });

  it('says a unit price typed as text must be a number, not that it is empty', async () => {
    serve();
    renderWithApp(<OrderEditor detail={APPROVING_DETAIL} />, { route: '/order/edit?id=11' });
    const lines = await screen.findByTestId('order-lines');
    fireEvent.change(within(lines).getByLabelText('Unit price of MUG-01'), { target: { value: 'abc' } });
    expect(await within(lines).findByText('Must be a number')).toBeTruthy();
    expect(within(lines).queryByText('The price cannot be null or 0!')).toBeNull();
  });

  it('flags a quantity above the stock the picker showed on its line at the first step, without blocking Next', async () => {
    serve();
    renderWithApp(<OrderEditor detail={{ ...APPROVING_DETAIL, items: [] }} />, { route: '/order/edit?id=11' });
    const picker = screen.getByRole('combobox', { name: 'Search SKU' });
    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Available 8'));
    const lines = await screen.findByTestId('order-lines');
    const quantity = within(lines).getByLabelText('Quantity of MUG-01');
    fireEvent.change(quantity, { target: { value: '8' } });
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('8'));
    expect(within(lines).queryByTestId('line-over-stock')).toBeNull();
    fireEvent.change(quantity, { target: { value: '9' } });
    expect((await within(lines).findByTestId('line-over-stock')).textContent).toBe(
      'More than the 8 available in this warehouse: shipping is refused until stock arrives',
    );
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/next?id=11'));
  });

  it('flags a saved line above the warehouse’s stock when the order is opened for editing', async () => {
    const api = serve();
    const [line] = APPROVING_DETAIL.items;
    if (!line) throw new Error('fixture without a line');
    renderWithApp(<OrderEditor detail={{ ...APPROVING_DETAIL, items: [{ ...line, quantity: 9 }] }} />, {
      route: '/order/edit?id=11',
    });
    const lines = await screen.findByTestId('order-lines');
    expect((await within(lines).findByTestId('line-over-stock')).textContent).toBe(
      'More than the 8 available in this warehouse: shipping is refused until stock arrives',
    );
    expect(callsTo(api.calls, product.commonProductListForSearch).length).toBeGreaterThan(0);
  });
  it('adds a picked package as a line marked as one with its components, flagging more than its components make', async () => {
    const api = serve();
    renderWithApp(<OrderEditor detail={{ ...APPROVING_DETAIL, items: [] }} />, { route: '/order/edit?id=11' });
    const picker = screen.getByRole('combobox', { name: 'Search SKU' });
    await waitFor(() => expect((picker as HTMLInputElement).disabled).toBe(false));
    fireEvent.mouseDown(picker);
    // Offered beside the SKUs, under its own heading, with what the warehouse can make.
    const offered = await screen.findByText('MUG-01 × 1, COASTER-01 × 2');
    const dropdown = offered.closest('.ant-select-dropdown') as HTMLElement;
    expect(within(dropdown).getByText('Packages')).toBeTruthy();
    expect(within(dropdown).getByText('Available 3')).toBeTruthy();
    fireEvent.click(offered);
    const lines = await screen.findByTestId('order-lines');
    const line = within(lines).getByTestId('package-line');
    expect(within(line).getByText('Package')).toBeTruthy();
    expect(within(line).getByText('MUG-01 × 1, COASTER-01 × 2')).toBeTruthy();
    // A package has no declared value of its own: the merchant types the price.
    expect((within(lines).getByLabelText('Unit price of GIFT-SET') as HTMLInputElement).value).toBe('');
    const quantity = within(lines).getByLabelText('Quantity of GIFT-SET');
    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('3'));
    expect(within(lines).queryByTestId('line-over-stock')).toBeNull();
    fireEvent.change(quantity, { target: { value: '4' } });
    expect((await within(lines).findByTestId('line-over-stock')).textContent).toBe(
      'More than the 3 packages its components make in this warehouse: shipping is refused until stock arrives',
    );
    fireEvent.change(within(lines).getByLabelText('Unit price of GIFT-SET'), { target: { value: '36' } });
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/next?id=11'));
    // The package is quoted by its code, as a SKU would be: the server weighs its components.
    await screen.findByTestId('shipping-options');
    await waitFor(() =>
      expect(callsTo(api.calls, order.getShippingOptions).at(-1)?.body).toMatchObject({
        items: [{ sku: 'GIFT-SET', quantity: 4, unit_price: 3600 }],
      }),
    );
  });

  it('opens a saved package line as a package, in Chinese, and flags it against what its components make', async () => {
    await i18n.changeLanguage('zh_CN');
    const api = serve();
    renderWithApp(<OrderEditor detail={{ ...APPROVING_DETAIL, items: [{ ...GIFT_SET_LINE, quantity: 5 }] }} />, {
      route: '/order/edit?id=11',
    });
    const lines = await screen.findByTestId('order-lines');
    const line = within(lines).getByTestId('package-line');
    expect(within(line).getByText('组合商品')).toBeTruthy();
    expect(within(line).getByText('MUG-01 × 1, COASTER-01 × 2')).toBeTruthy();
    expect((await within(lines).findByTestId('line-over-stock')).textContent).toBe(
      '超过其组件在该仓库可组成的 3 套：库存到货前无法发货',
    );
    expect(callsTo(api.calls, product.packageListForSearch).length).toBeGreaterThan(0);
  });
});
