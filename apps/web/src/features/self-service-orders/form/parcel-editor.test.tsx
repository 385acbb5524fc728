import { common, productReference, type ShippingQuote, selfServiceOrder } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequests } from '../../../shared/api/request';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, type FakeReply, fakeApi, ok } from '../../../test/fake-api';
import { COUNTRIES, WAREHOUSES } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import { ParcelEditor } from './parcel-editor';

const SENDER: selfServiceOrder.Sender = {
  id: 4,
  label: 'Shenzhen office',
  name: 'Li Lei',
  company: 'Demo Trading',
  phone: '+86 755 1234 5678',
  email: '',
  address1: '1 Keji Road',
  address2: '',
  city: 'Shenzhen',
  state: 'Guangdong',
  zip: '518000',
  country: 'CN',
};

const PIECE_QUOTE: ShippingQuote = {
  shipping_method_code: 'UPS-GROUND',
  shipping_method_name: 'UPS Ground',
  courier: 'UPS',
  delivery_time: '3-5',
  billing_method: 'greater',
  service_options: [],
  volume_factor: 5000,
  actual_weight_g: 800,
  volumetric_weight_g: 1260,
  chargeable_weight_g: 1260,
  charges: [
    { code: 'basic_shipping', name: 'Basic shipping', amount: 1100 },
    { code: 'remote_area', name: 'Remote area plus fuel', amount: 150 },
  ],
  total: 1250,
};

const OPTION = {
  shipping_method_code: 'UPS-GROUND',
  shipping_method_name: 'UPS Ground',
  courier: 'UPS',
  delivery_time: '3-5',
  lines: PIECE_QUOTE.charges,
  shipping_total: 1250,
  insurance_fee: 100,
  total: 1350,
  quotes: [PIECE_QUOTE],
};

/** A draft to Los Angeles with one piece of two mugs, insured for 200 USD. */
const DRAFT: selfServiceOrder.ParcelDetail = {
  id: 21,
  parcel_no: 'SP2026113000000021',
  customer_ref: 'SHOP-1001',
  status: 'draft',
  recipient_name: 'Anna Smith',
  city: 'Los Angeles',
  country: 'US',
  warehouse_id: 1,
  warehouse_code: 'USLA',
  warehouse_name: 'US West (Los Angeles)',
  shipping_method_code: 'UPS-GROUND',
  shipping_method_name: 'UPS Ground',
  courier: 'UPS',
  handover_method: 'drop_off',
  duty_terms: 'DDU',
  dangerous_goods: false,
  piece_count: 1,
  weight_g: 800,
  tracking_number: '',
  fee: 1350,
  fee_is_final: false,
  needs_reply: false,
  interception_requested: false,
  can: { edit: true, submit: true, cancel: true, request_interception: false, print_label: false },
  created_at: '2026-11-30T08:00:00.000Z',
  updated_at: '2026-11-30T08:00:00.000Z',
  address_type: 'residential',
  sender: {
    name: SENDER.name,
    company: SENDER.company,
    phone: SENDER.phone,
    email: SENDER.email,
    address1: SENDER.address1,
    address2: SENDER.address2,
    city: SENDER.city,
    state: SENDER.state,
    zip: SENDER.zip,
    country: SENDER.country,
  },
  recipient: {
    first_name: 'Anna',
    last_name: 'Smith',
    company: '',
    phone: '+1 213 555 0100',
    email: '',
    id_card: '',
    address1: '100 Main St',
    address2: '',
    address3: '',
    house_number: '',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90012',
    country: 'US',
  },
  tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
  handover: { method: 'drop_off', pickup_from: null, pickup_to: null, courier: '', tracking_number: '' },
  insured_value: 20000,
  note: '',
  pieces: [
    {
      seq: 1,
      weight_g: 800,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10.5,
      measured: null,
      customs_lines: [
        { name_en: 'Mug', name_cn: '杯子', hs_code: '691200', quantity: 2, unit_value: 1250, origin: 'CN' },
      ],
    },
  ],
  estimated_fee: null,
  final_fee: null,
  tracking_events: [],
  exceptions: [],
  transitions: [],
};

function serve(replies: { saved?: () => FakeReply; options?: () => FakeReply } = {}) {
  return fakeApi([
    [common.getCountryList, () => ok([...COUNTRIES, { code: 'CN', name_en: 'China', name_cn: '中国', is_eu: 0 }])],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    [selfServiceOrder.getSenders, () => ok({ list: [SENDER] })],
    [selfServiceOrder.getParcelShippingOptions, replies.options ?? (() => ok({ list: [OPTION] }))],
    [
      selfServiceOrder.saveParcel,
      replies.saved ??
        (() => ok({ id: 21, parcel_no: DRAFT.parcel_no, status: 'pre_advised', estimated_fee: 1350, updated_at: 'y' })),
    ],
  ]);
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const preAdvise = () => fireEvent.click(screen.getByRole('button', { name: /Pre-advise|提交预报/ }));

afterEach(async () => {
  vi.unstubAllGlobals();
  configureRequests({ onError: () => {} });
  await i18n.changeLanguage('en');
});

describe('ParcelEditor', { timeout: 30_000 }, () => {
  it('says the contract’s messages for an empty parcel, pieces and customs lines included, and sends nothing', async () => {
    const api = serve();
    renderWithApp(<ParcelEditor />, { route: '/self-service-order/create' });
    preAdvise();
    for (const text of [
      'Please select a sender address',
      'Please enter First Name',
      'Please Select Country',
      'Please select a warehouse!',
      'please input Weight (g)',
      'The name cannot be empty!',
      'please input HS code',
      'The price cannot be null or 0!',
      'Please Select Shipping Method',
    ])
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    fireEvent.change(field('HS code'), { target: { value: '12ab' } });
    expect(await screen.findByText('Must be 6-10 digits')).toBeTruthy();
    expect(callsTo(api.calls, selfServiceOrder.saveParcel)).toHaveLength(0);
  });

  it('says the piece and customs-line messages in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    serve();
    renderWithApp(<ParcelEditor />, { route: '/self-service-order/create' });
    preAdvise();
    for (const text of ['请选择发件地址', '请输入重量（克）', '名称不能为空！', '价格不能为空或0！'])
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    fireEvent.change(field('长（厘米）'), { target: { value: '0' } });
    expect(await screen.findByText('须为大于 0 的数字，且最多 2 位小数')).toBeTruthy();
    fireEvent.change(field('申报单价（美元）'), { target: { value: '1.234' } });
    expect(await screen.findByText('须大于 0，且最多 2 位小数')).toBeTruthy();
  });

  it('asks only the chosen hand-over method’s fields: a courier’s tracking number, a pickup window in order', async () => {
    serve();
    renderWithApp(<ParcelEditor />, { route: '/self-service-order/create' });
    expect(screen.getByTestId('parcel-drop-off-hint')).toBeTruthy();
    expect(screen.queryByLabelText('Courier', { selector: 'input' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'My own courier' }));
    fireEvent.change(await screen.findByLabelText('Courier', { selector: 'input' }), { target: { value: 'SF' } });
    preAdvise();
    expect(await screen.findByText("Please enter the courier's tracking number")).toBeTruthy();
    expect(screen.queryByText('Please enter the courier that brings the parcel')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Pickup at the sender' }));
    expect(screen.queryByLabelText('Courier', { selector: 'input' })).toBeNull();
    preAdvise();
    expect((await screen.findAllByText('Please enter the pickup window: its end must be after its start')).length).toBe(
      2,
    );
  });

  it('shows the premium as the insured value is typed, refuses an IOSS number on DDU, and says the refusal of the wallet on the page', async () => {
    const api = serve({
      saved: () => ({
        error_code: 1280,
        msg: 'Insufficient balance: the estimated fees of these orders (13.50) exceed your available balance (5.00). Please top up.',
      }),
    });
    renderWithApp(<ParcelEditor draft={{ detail: DRAFT, senders: [SENDER] }} />, {
      route: '/self-service-order/edit?id=21',
    });
    expect(screen.getByTestId('parcel-premium').textContent).toBe('Premium 1.00 USD (5 ‰ of the insured value)');
    fireEvent.change(field('Insured value (USD)'), { target: { value: '123.45' } });
    expect(screen.getByTestId('parcel-premium').textContent).toBe('Premium 0.62 USD (5 ‰ of the insured value)');
    fireEvent.change(field('Insured value (USD)'), { target: { value: '' } });
    expect(screen.getByTestId('parcel-premium').textContent).toBe('Not insured');

    fireEvent.change(field('IOSS'), { target: { value: 'IM2760000001' } });
    expect(
      await screen.findByText('IOSS parcels are delivered duties paid: choose DDP or remove the IOSS number'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'DDP: I pay duties' }));
    await waitFor(() =>
      expect(
        screen.queryByText('IOSS parcels are delivered duties paid: choose DDP or remove the IOSS number'),
      ).toBeNull(),
    );

    await screen.findByTestId('shipping-option');
    preAdvise();
    expect((await screen.findByTestId('parcel-save-refusal')).textContent).toContain('Insufficient balance');
    expect(callsTo(api.calls, selfServiceOrder.saveParcel)).toHaveLength(1);
    // Topped up elsewhere, the same button tries again.
    preAdvise();
    await waitFor(() => expect(callsTo(api.calls, selfServiceOrder.saveParcel)).toHaveLength(2));
  });

  it('loads a draft, quotes it with each piece’s working, and pre-advises the body the contract takes', async () => {
    const api = serve();
    renderWithApp(<ParcelEditor draft={{ detail: DRAFT, senders: [SENDER] }} />, {
      route: '/self-service-order/edit?id=21',
    });
    expect((await screen.findByTestId('parcel-sender-address')).textContent).toContain('1 Keji Road');
    const option = await screen.findByTestId('shipping-option');
    expect(within(option).getByText('13.50')).toBeTruthy();
    expect(callsTo(api.calls, selfServiceOrder.getParcelShippingOptions)[0]?.body).toMatchObject({
      warehouse_id: 1,
      recipient: { first_name: 'Anna', country: 'US' },
      pieces: [{ weight_g: 800, customs_lines: [{ hs_code: '691200', unit_value: 1250 }] }],
      insured_value: 20000,
    });
    fireEvent.click(within(option).getByRole('button', { name: 'Show the charges and weights' }));
    const working = await screen.findByTestId('parcel-option-working');
    expect(within(working).getAllByText('Remote area plus fuel').length).toBe(2);
    expect(within(working).getAllByText('1260 g')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: /Add a parcel/ }));
    const pieces = screen.getAllByTestId('parcel-piece');
    expect(pieces).toHaveLength(2);
    fireEvent.click(within(pieces[1] as HTMLElement).getByRole('button', { name: 'Remove parcel 2' }));
    expect(screen.getAllByTestId('parcel-piece')).toHaveLength(1);

    // Dangerous goods are quoted again: only methods carrying them answer.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contains dangerous goods' }));
    await waitFor(() =>
      expect(callsTo(api.calls, selfServiceOrder.getParcelShippingOptions).at(-1)?.body).toMatchObject({
        dangerous_goods: true,
      }),
    );
    fireEvent.change(field('Note'), {
      target: { value: 'Fragile' },
    });
    preAdvise();
    await waitFor(() => expect(callsTo(api.calls, selfServiceOrder.saveParcel)).toHaveLength(1));
    const body = callsTo(api.calls, selfServiceOrder.saveParcel)[0]?.body;
    expect(selfServiceOrder.saveParcel.body.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      id: 21,
      updated_at: DRAFT.updated_at,
      submit: true,
      customer_ref: 'SHOP-1001',
      sender_id: 4,
      warehouse_id: 1,
      shipping_method_code: 'UPS-GROUND',
      address_type: 'residential',
      recipient: expect.objectContaining({ first_name: 'Anna', last_name: 'Smith', zip: '90012', country: 'US' }),
      pieces: [
        {
          weight_g: 800,
          length_cm: 30,
          width_cm: 20,
          height_cm: 10.5,
          customs_lines: [
            { name_en: 'Mug', name_cn: '杯子', hs_code: '691200', quantity: 2, unit_value: 1250, origin: 'CN' },
          ],
        },
      ],
      duty_terms: 'DDU',
      dangerous_goods: true,
      tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
      handover: { method: 'drop_off', courier: '', tracking_number: '' },
      insured_value: 20000,
      note: 'Fragile',
    });
  });
});

/** The address book as the server keeps it: getSenders answers what saveSender and deleteSender left. */
function serveAddressBook(deleteReplies: FakeReply[] = []) {
  let senders = [SENDER];
  const api = fakeApi([
    [common.getCountryList, () => ok([...COUNTRIES, { code: 'CN', name_en: 'China', name_cn: '中国', is_eu: 0 }])],
    [productReference.getWarehouseList, () => ok(WAREHOUSES)],
    [selfServiceOrder.getSenders, () => ok({ list: senders })],
    [selfServiceOrder.getParcelShippingOptions, () => ok({ list: [OPTION] })],
    [
      selfServiceOrder.saveSender,
      (body) => {
        const saved = body as selfServiceOrder.Sender;
        senders = senders.map((sender) => (sender.id === saved.id ? saved : sender));
        return ok(saved);
      },
    ],
    [
      selfServiceOrder.deleteSender,
      (body) => {
        const reply = deleteReplies.shift();
        if (reply) return reply;
        senders = senders.filter((sender) => sender.id !== (body as { id: number }).id);
        return ok({ deleted: 1 });
      },
    ],
  ]);
  return api;
}

/** A button of the sender section, by its words after the icon (the delete question's own button has the same words). */
const senderButton = (words: string) =>
  within(screen.getByTestId('parcel-sender-section')).getByRole('button', { name: new RegExp(`${words}$`) });
const senderAddress = () => screen.queryByTestId('parcel-sender-address')?.textContent ?? null;

describe('ParcelEditor’s saved senders', { timeout: 30_000 }, () => {
  it('edits the chosen sender in the same dialog, prefilled, and shows the changed address', async () => {
    const api = serveAddressBook();
    renderWithApp(<ParcelEditor draft={{ detail: DRAFT, senders: [SENDER] }} />, {
      route: '/self-service-order/edit?id=21',
    });
    expect(await screen.findByTestId('parcel-sender-address')).toBeTruthy();
    fireEvent.click(senderButton('Edit sender'));

    const dialog = await screen.findByRole('dialog', { name: 'Edit sender Shenzhen office' });
    const inDialog = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
    expect(inDialog('Address name').value).toBe('Shenzhen office');
    expect(inDialog('Contact name').value).toBe('Li Lei');
    expect(inDialog('Address line 1').value).toBe('1 Keji Road');
    fireEvent.change(inDialog('Address line 1'), { target: { value: '88 Shennan Avenue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save sender' }));

    expect(await screen.findByText('Sender Shenzhen office saved')).toBeTruthy();
    const { id: _id, ...fields } = SENDER;
    expect(callsTo(api.calls, selfServiceOrder.saveSender)[0]?.body).toEqual({
      ...fields,
      id: 4,
      address1: '88 Shennan Avenue',
    });
    await waitFor(() => expect(senderAddress()).toContain('88 Shennan Avenue'));
    expect(screen.queryByRole('dialog', { name: 'Edit sender Shenzhen office' })).toBeNull();
  });

  it('deletes the chosen sender after a confirmation, says the server’s refusal, and empties the choice', async () => {
    // What the request layer hands the app's toast (app/request-setup.ts) for a refusal the page leaves to it.
    const toasted: string[] = [];
    configureRequests({ onError: (text) => toasted.push(text) });
    const api = serveAddressBook([{ error_code: 1968, msg: 'The sender address does not exist, choose another' }]);
    renderWithApp(<ParcelEditor draft={{ detail: DRAFT, senders: [SENDER] }} />, {
      route: '/self-service-order/edit?id=21',
    });
    expect(await screen.findByTestId('parcel-sender-address')).toBeTruthy();
    // jsdom never ends antd's leave animation, so each answered question stays in the page: the newest is the last.
    const ask = async (times: number) => {
      fireEvent.click(senderButton('Delete sender'));
      await waitFor(() =>
        expect(screen.getAllByRole('dialog', { name: 'Delete sender Shenzhen office?' })).toHaveLength(times),
      );
      return screen.getAllByRole('dialog', { name: 'Delete sender Shenzhen office?' }).at(-1) as HTMLElement;
    };

    // Cancelled: nothing is sent.
    const first = await ask(1);
    expect(
      within(first).getByText('It leaves your saved senders. Parcels already saved keep their copy of the address.'),
    ).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api.calls, selfServiceOrder.deleteSender)).toHaveLength(0);

    // Refused: the server's words, and the sender stays chosen.
    fireEvent.click(within(await ask(2)).getByRole('button', { name: 'Delete sender' }));
    await waitFor(() => expect(toasted).toEqual(['The sender address does not exist, choose another']));
    expect(callsTo(api.calls, selfServiceOrder.deleteSender)).toHaveLength(1);
    expect(senderAddress()).toContain('1 Keji Road');

    // Deleted: the choice is empty and the section offers only to add one.
    fireEvent.click(within(await ask(3)).getByRole('button', { name: 'Delete sender' }));
    expect(await screen.findByText('Sender Shenzhen office deleted')).toBeTruthy();
    expect(callsTo(api.calls, selfServiceOrder.deleteSender)[1]?.body).toEqual({ id: 4 });
    await waitFor(() => expect(senderAddress()).toBeNull());
    expect(screen.getByText('Select a saved sender')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit sender$/ })).toBeNull();
    preAdvise();
    expect(await screen.findByText('Please select a sender address')).toBeTruthy();
  });

  it('names the sender actions in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    serveAddressBook();
    renderWithApp(<ParcelEditor draft={{ detail: DRAFT, senders: [SENDER] }} />, {
      route: '/self-service-order/edit?id=21',
    });
    await screen.findByTestId('parcel-sender-address');
    fireEvent.click(senderButton('编辑发件地址'));
    const dialog = await screen.findByRole('dialog', { name: '编辑发件地址 Shenzhen office' });
    expect(within(dialog).getByRole('button', { name: '保存发件地址' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Cancel|取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑发件地址 Shenzhen office' })).toBeNull());
    fireEvent.click(senderButton('删除发件地址'));
    const question = await screen.findByRole('dialog', { name: '删除发件地址 Shenzhen office？' });
    expect(within(question).getByText('该地址将从已保存的发件地址中移除，已保存的包裹仍保留其地址副本。')).toBeTruthy();
    expect(within(question).getByRole('button', { name: '删除发件地址' })).toBeTruthy();
  });
});
