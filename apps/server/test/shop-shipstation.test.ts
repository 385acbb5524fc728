import { order, SHIPSTATION_ENDPOINT_PATH, shop } from '@portal/contract';
import { US_RECIPIENT } from '@portal/contract/fixtures';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, merchantWithSkus, sampleOrder } from './support/orders';
import type { TestApp as App } from './support/test-app';
import { TestApp } from './support/test-app';
import { childrenNamed, parseXml, textAt, type XmlElement } from './support/xml-tree';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

const two = (n: number) => String(n).padStart(2, '0');
/** A date as ShipStation sends it: MM/dd/yyyy HH:mm, UTC. */
const ssDate = (at: Date) =>
  `${two(at.getUTCMonth() + 1)}/${two(at.getUTCDate())}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

describe('ShipStation Custom Store endpoint', () => {
  let t: App;
  let merchant: Merchant;
  let other: Merchant;
  let login: { username: string; password: string; endpoint_url: string };
  let connectionId: number;
  /** The order whose fields the export is checked against. */
  let fields: { id: number; system_order_id: string };
  let otherOrder: { id: number; system_order_id: string };

  const call = (options: Omit<InjectOptions, 'url'> & { query?: Record<string, string> }, auth?: string) =>
    t.app.server.inject({
      url: SHIPSTATION_ENDPOINT_PATH,
      ...options,
      headers: { ...(auth === undefined ? {} : { authorization: auth }), ...options.headers },
    });
  const exportPage = async (query: Record<string, string>) => {
    const reply = await call(
      { method: 'GET', query: { action: 'export', ...query } },
      basic(login.username, login.password),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    expect(reply.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    return parseXml(reply.body);
  };
  const recentWindow = () => ({
    start_date: ssDate(new Date(Date.now() - 30 * 60_000)),
    end_date: ssDate(new Date(Date.now() + 60_000)),
  });
  const orderNumbers = (orders: XmlElement) => childrenNamed(orders, 'Order').map((o) => textAt(o, 'OrderNumber'));
  const shipNotice = (fields: Record<string, string>) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<ShipNotice>${Object.entries(fields)
      .map(([name, value]) => `<${name}>${value}</${name}>`)
      .join('')}</ShipNotice>`;
  const notify = (query: Record<string, string>, body: string, auth = basic(login.username, login.password)) =>
    call(
      {
        method: 'POST',
        query: { action: 'shipnotify', ...query },
        payload: body,
        headers: { 'content-type': 'application/xml' },
      },
      auth,
    );
  const detail = async (id: number, token = merchant.token) => {
    const reply = await t.call(order.getOrderDetail, { token, query: { id } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content;
  };

  beforeAll(async () => {
    // ShipStation's calls share the Open API's rate per connection; the tests make many in a few seconds.
    t = await TestApp.start({ env: { OPEN_API_BURST: '200' } });
    merchant = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
    other = await merchantWithSkus(t, ['MUG-01'], { stock: 50, balance: 0 });
    const created = await t.call(shop.createConnection, {
      token: merchant.token,
      body: { platform: 'shipstation', name: 'ShipStation', warehouse_id: 1 },
    });
    expect(created.error_code, created.msg).toBe(0);
    if (!created.content.shipstation) throw new Error('no ShipStation login');
    login = created.content.shipstation;
    connectionId = created.content.id;

    fields = await createOrder(
      t,
      merchant.token,
      sampleOrder(
        {
          platform_order_no: 'SS-FIELDS',
          recipient: { ...US_RECIPIENT, company: 'Tom & Jerry <Ltd> ]]> "Q"', address2: 'Suite 5' },
        },
        [
          { sku: 'MUG-01', quantity: 2 },
          { sku: 'CAP-02', quantity: 1 },
        ],
      ),
    );
    // Another warehouse's order: not this connection's.
    await createOrder(t, merchant.token, sampleOrder({ platform_order_no: 'SS-EAST', warehouse_id: 2 }));
    // Another merchant's order in the same warehouse, with a number the merchant's export could hold.
    otherOrder = await createOrder(t, other.token, sampleOrder({ platform_order_no: 'SS-OTHER' }));
    // 100 more of the merchant's: the window holds 101, two pages of 100.
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          createOrder(t, merchant.token, sampleOrder({ platform_order_no: `SS-BULK-${batch * 10 + i}` })),
        ),
      );
    }
  }, 300_000);
  afterAll(() => t.close());

  it('refuses calls without the connection’s login, asking for Basic credentials, and slows an address that guesses', async () => {
    const window = recentWindow();
    const query = { action: 'export', ...window };
    const none = await call({ method: 'GET', query });
    expect([none.statusCode, none.headers['www-authenticate']]).toEqual([
      401,
      'Basic realm="ShipStation Custom Store", charset="UTF-8"',
    ]);
    expect(none.headers['content-type']).toMatch(/^text\/plain/);
    // Wrong logins are counted per client address, like the Open API's keys.
    const guesser = { remoteAddress: '198.51.100.7' };
    const wrong = await call({ method: 'GET', query, ...guesser }, basic(login.username, 'wrong'));
    expect([wrong.statusCode, wrong.body]).toEqual([401, 'Wrong username or password for the portal connection']);
    expect(String(wrong.headers['www-authenticate'])).toMatch(/^Basic /);
    const unknown = await call({ method: 'GET', query, ...guesser }, basic('ss_nobody', login.password));
    expect(unknown.statusCode).toBe(401);
    const notBasic = await call({ method: 'GET', query, ...guesser }, `Bearer ${login.password}`);
    expect(notBasic.statusCode).toBe(401);
    const post = await call(
      {
        method: 'POST',
        query: { action: 'shipnotify', order_number: 'SS-FIELDS' },
        payload: shipNotice({ OrderNumber: 'SS-FIELDS' }),
        ...guesser,
      },
      basic(login.username, 'x'),
    );
    expect(post.statusCode).toBe(401);
    // Three wrong logins: the address waits before its next one is even checked.
    const slowed = await call({ method: 'GET', query, ...guesser }, basic(login.username, login.password));
    expect([slowed.statusCode, Number(slowed.headers['retry-after']) > 0]).toEqual([429, true]);
    expect((await detail(fields.id)).transitions).toHaveLength(1);
  });

  it('exports the warehouse’s orders changed in the window, 100 a page, as ShipStation’s XML', async () => {
    const window = recentWindow();
    const first = await exportPage({ ...window, page: '1' });
    expect(first.name).toBe('Orders');
    expect(first.attributes.pages).toBe('2');
    const second = await exportPage({ ...window, page: '2' });
    expect(second.attributes.pages).toBe('2');
    const numbers = [...orderNumbers(first), ...orderNumbers(second)];
    expect(orderNumbers(first)).toHaveLength(100);
    expect(numbers).toHaveLength(101);
    expect(new Set(numbers).size).toBe(101);
    expect(numbers).toContain('SS-FIELDS');
    expect(numbers).not.toContain('SS-EAST');
    expect(numbers).not.toContain('SS-OTHER');
    expect(JSON.stringify([first, second])).not.toContain(otherOrder.system_order_id);
    const past = await exportPage({ ...window, page: '3' });
    expect([past.attributes.pages, childrenNamed(past, 'Order')]).toEqual(['2', []]);
    // The connection list shows when ShipStation last read the orders.
    const listed = await t.call(shop.getConnectionList, { token: merchant.token, query: {} });
    expect(listed.content.list.find((row) => row.id === connectionId)?.last_sync_at).not.toBeNull();
  });

  it('writes an order’s fields as the Custom Store guide names them, free text escaped', async () => {
    const window = recentWindow();
    const pages = [await exportPage({ ...window, page: '1' }), await exportPage({ ...window, page: '2' })];
    const found = pages
      .flatMap((page) => childrenNamed(page, 'Order'))
      .find((o) => textAt(o, 'OrderNumber') === 'SS-FIELDS');
    if (!found) throw new Error('SS-FIELDS not exported');
    const shown = await detail(fields.id);
    const total = shown.items.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
    expect({
      OrderID: textAt(found, 'OrderID'),
      OrderStatus: textAt(found, 'OrderStatus'),
      ShippingMethod: textAt(found, 'ShippingMethod'),
      OrderTotal: textAt(found, 'OrderTotal'),
      ShippingAmount: textAt(found, 'ShippingAmount'),
      CustomerCode: textAt(found, 'Customer/CustomerCode'),
      BillTo: ['Name', 'Company', 'Phone', 'Email'].map((name) => textAt(found, `Customer/BillTo/${name}`)),
      ShipTo: ['Name', 'Company', 'Address1', 'Address2', 'City', 'State', 'PostalCode', 'Country', 'Phone'].map(
        (name) => textAt(found, `Customer/ShipTo/${name}`),
      ),
    }).toEqual({
      OrderID: fields.system_order_id,
      OrderStatus: 'approving',
      ShippingMethod: shown.shipping_method_name,
      OrderTotal: (total / 100).toFixed(2),
      ShippingAmount: '0.00',
      CustomerCode: US_RECIPIENT.email,
      BillTo: ['Ada Lovelace', 'Tom & Jerry <Ltd> ]]> "Q"', US_RECIPIENT.phone, US_RECIPIENT.email],
      ShipTo: [
        'Ada Lovelace',
        'Tom & Jerry <Ltd> ]]> "Q"',
        US_RECIPIENT.address1,
        'Suite 5',
        US_RECIPIENT.city,
        US_RECIPIENT.state,
        US_RECIPIENT.zip,
        US_RECIPIENT.country,
        US_RECIPIENT.phone,
      ],
    });
    expect(textAt(found, 'OrderDate')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(textAt(found, 'LastModified')).toBe(
      ssDate(new Date(shown.updated_at.includes('T') ? shown.updated_at : `${shown.updated_at}Z`)),
    );
    const items = childrenNamed(childrenNamed(found, 'Items')[0] as XmlElement, 'Item').map((item) =>
      ['SKU', 'Name', 'Quantity', 'UnitPrice', 'Weight', 'WeightUnits'].map((name) => textAt(item, name)),
    );
    expect(items).toEqual(
      shown.items.map((line) => [
        line.sku,
        line.name_en || line.name,
        String(line.quantity),
        (line.unit_price / 100).toFixed(2),
        String(line.weight_g),
        'Grams',
      ]),
    );
  });

  it('reads the window in UTC with the end minute whole', async () => {
    await t.db
      .updateTable('orders')
      .set({ updated_at: '2026-01-15T10:30:45.000Z' })
      .where('id', '=', fields.id)
      .execute();
    const inside = await exportPage({ start_date: '01/15/2026 10:30', end_date: '01/15/2026 10:30' });
    expect([inside.attributes.pages, orderNumbers(inside)]).toEqual(['1', ['SS-FIELDS']]);
    const before = await exportPage({ start_date: '01/15/2026 10:31', end_date: '01/15/2026 12:00' });
    expect([before.attributes.pages, orderNumbers(before)]).toEqual(['0', []]);
    const after = await exportPage({ start_date: '01/14/2026 00:00', end_date: '01/15/2026 10:29' });
    expect(orderNumbers(after)).toEqual([]);
    // The other merchant's order in the same window never shows.
    await t.db
      .updateTable('orders')
      .set({ updated_at: '2026-01-15T10:30:10.000Z' })
      .where('id', '=', otherOrder.id)
      .execute();
    expect(orderNumbers(await exportPage({ start_date: '01/15/2026 10:30', end_date: '01/15/2026 10:30' }))).toEqual([
      'SS-FIELDS',
    ]);
    const refused: Record<string, string>[] = [
      { start_date: '2026-01-15 10:30', end_date: '01/15/2026 10:30' },
      { start_date: '02/30/2026 10:30', end_date: '03/01/2026 10:30' },
      { start_date: '01/15/2026 10:30', end_date: '01/14/2026 10:30' },
      { start_date: '01/15/2026 10:30', end_date: '01/15/2026 10:30', page: '0' },
      { start_date: '01/15/2026 10:30', end_date: '01/15/2026 10:30', action: 'import' },
    ];
    for (const query of refused) {
      const reply = await call(
        { method: 'GET', query: { action: 'export', ...query } },
        basic(login.username, login.password),
      );
      expect([reply.statusCode, reply.headers['content-type']], JSON.stringify(query)).toEqual([
        400,
        'text/plain; charset=utf-8',
      ]);
    }
  });

  it('notes a ship notice on the order’s history, leaves its status, and keeps a repeated one once', async () => {
    const body = shipNotice({
      OrderNumber: 'SS-FIELDS',
      OrderID: `<![CDATA[${fields.system_order_id}]]>`,
      Carrier: 'USPS',
      Service: 'Priority Mail',
      TrackingNumber: '9400111899223100001',
      ShipDate: '11/30/2026',
    });
    const query = {
      order_number: 'SS-FIELDS',
      carrier: 'USPS',
      service: 'Priority Mail',
      tracking_number: '9400111899223100001',
    };
    const reply = await notify(query, body);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    const shown = await detail(fields.id);
    expect(shown.status).toBe('approving');
    expect(shown.transitions.at(-1)).toMatchObject({
      from_status: 'approving',
      to_status: 'approving',
      actor: { kind: 'system', label: 'Shop: ShipStation' },
      reason:
        'ShipStation ship notice: shipped with USPS Priority Mail, tracking 9400111899223100001, ship date 11/30/2026',
      // Its own kind of entry: the detail shows the notice's fields, not a move from Approving to Approving.
      ship_notice: {
        channel: 'shipstation',
        carrier: 'USPS',
        service: 'Priority Mail',
        tracking_number: '9400111899223100001',
        ship_date: '11/30/2026',
      },
    });
    // Every other entry is no ship notice.
    expect(shown.transitions[0]?.ship_notice).toBeNull();
    expect((await notify(query, body)).statusCode).toBe(200);
    expect((await detail(fields.id)).transitions).toHaveLength(shown.transitions.length);
  });

  it('answers 404 for an order it does not have in the connection, another merchant’s included', async () => {
    for (const number of ['SS-NONE', 'SS-OTHER', otherOrder.system_order_id, 'SS-EAST']) {
      const reply = await notify({ order_number: number, tracking_number: '1Z' }, shipNotice({ OrderNumber: number }));
      expect([reply.statusCode, reply.body], number).toEqual([
        404,
        `Order ${number} not found in this connection's warehouse`,
      ]);
    }
    expect((await detail(otherOrder.id, other.token)).transitions).toHaveLength(1);
  });

  it('answers 400 to a body that is no ShipNotice or too large, and writes nothing', async () => {
    const before = (await detail(fields.id)).transitions.length;
    for (const body of [
      '',
      'not xml',
      '<ShipNotice><OrderNumber>SS-FIELDS</ShipNotice>',
      '<!DOCTYPE ShipNotice [<!ENTITY x "y">]><ShipNotice>&x;</ShipNotice>',
      `<ShipNotice><InternalNotes>${'x'.repeat(70 * 1024)}</InternalNotes></ShipNotice>`,
    ]) {
      const reply = await notify({ order_number: 'SS-FIELDS', tracking_number: '1Z-BAD' }, body);
      expect([reply.statusCode, reply.headers['content-type']], body.slice(0, 40)).toEqual([
        400,
        'text/plain; charset=utf-8',
      ]);
    }
    const json = await call(
      { method: 'POST', query: { action: 'shipnotify', order_number: 'SS-FIELDS' }, payload: { a: 1 } },
      basic(login.username, login.password),
    );
    expect(json.statusCode).toBe(400);
    expect((await detail(fields.id)).transitions).toHaveLength(before);
  });

  it('refuses ShipStation while the connection is paused', async () => {
    const paused = await t.call(shop.setConnectionStatus, {
      token: merchant.token,
      body: { id: connectionId, status: 'paused' },
    });
    expect(paused.error_code, paused.msg).toBe(0);
    const reply = await call(
      { method: 'GET', query: { action: 'export', ...recentWindow() } },
      basic(login.username, login.password),
    );
    expect([reply.statusCode, reply.body]).toEqual([403, 'The connection "ShipStation" is paused in the portal']);
    await t.call(shop.setConnectionStatus, { token: merchant.token, body: { id: connectionId, status: 'active' } });
  });
});
