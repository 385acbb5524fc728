import { type BodyOf, inbound, open, setting } from '@portal/contract';
import { withSkuRenamed } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBooking } from './support/inbound';
import { merchantWithSkus } from './support/orders';
import { TestApp } from './support/test-app';

type CreateBody = BodyOf<typeof open.createInboundBooking>;

function openBooking(overrides: Partial<CreateBody> = {}): CreateBody {
  const { warehouse_id: _id, id: _draft, ...booking } = sampleBooking();
  return { ...booking, warehouse_code: 'uswe', ...overrides };
}

function fieldErrors(content: unknown): { field: string; message: string }[] {
  return (content as { errors: { field: string; message: string }[] }).errors;
}

describe('Open API inbound bookings', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof merchantWithSkus>>;
  let key: string;
  let otherKey: string;
  const headers = (apiKey: string, extra: Record<string, string> = {}) => ({ 'x-api-key': apiKey, ...extra });
  const create = (body: CreateBody, apiKey = key, extra: Record<string, string> = {}, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(open.createInboundBooking, { body, headers: headers(apiKey, extra), lang });
  const get = (id: string | number, apiKey = key) =>
    t.call(open.getInboundBooking, { params: { id }, headers: headers(apiKey) });

  beforeAll(async () => {
    t = await TestApp.start({ env: { OPEN_API_BURST: '100000', OPEN_API_RATE_PER_SECOND: '100000' } });
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
    key = (await t.call(setting.generateCustomerApiKey, { token: m.token })).content.apikey;
    const other = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
    otherKey = (await t.call(setting.generateCustomerApiKey, { token: other.token })).content.apikey;
  });
  afterAll(() => t.close());

  it('creates a submitted booking by warehouse code, recorded as made by the API key, and reads it by number or id', async () => {
    const reply = await create(openBooking({ submit: true }));
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content).toMatchObject({ status: 'submitted', receiving_no: expect.stringMatching(/^RV\d{12}$/) });
    const byNo = await get(reply.content.receiving_no.toLowerCase());
    expect(byNo.content).toMatchObject({ id: reply.content.id, warehouse_code: 'USWE', quantity: 14, box_count: 2 });
    expect(byNo.content.history.map((h) => [h.to_status, h.actor.kind])).toEqual([
      ['draft', 'api_key'],
      ['submitted', 'api_key'],
    ]);
    expect((await get(reply.content.id)).content.receiving_no).toBe(reply.content.receiving_no);
    // The portal shows the same booking.
    const portal = await t.call(inbound.getDetail, { token: m.token, query: { id: reply.content.id } });
    expect(portal.content.status).toBe('submitted');
  });

  it('creates a draft by default, and lists bookings newest first by status', async () => {
    const draft = await create(openBooking());
    expect(draft.content.status).toBe('draft');
    const list = await t.call(open.getInboundBookings, { query: { status: 'draft' }, headers: headers(key) });
    expect(list.content.list[0]?.id).toBe(draft.content.id);
    expect(list.content.list.every((row) => row.status === 'draft')).toBe(true);
  });

  it('answers a retried create with the first reply (Idempotency-Key), creating one booking', async () => {
    const first = await create(openBooking(), key, { 'idempotency-key': 'inbound-retry-1' });
    const again = await create(openBooking(), key, { 'idempotency-key': 'inbound-retry-1' });
    expect(again.content).toEqual(first.content);
    const rows = await t.db.selectFrom('inbound_bookings').select('id').where('id', '>=', first.content.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses an unknown warehouse code and SKU in the request's language, and hides other merchants' bookings", async () => {
    const bad = openBooking({ warehouse_code: 'NOWHERE' });
    const en = await create(bad);
    expect(en.error_code).toBe(1001);
    expect(fieldErrors(en.content)).toEqual([
      { field: 'warehouse_code', message: 'This option does not exist, choose another' },
    ]);
    const unknownSku = withSkuRenamed(openBooking(), 'CAP-02', 'NOPE');
    const zh = await create(unknownSku, key, {}, 'zh_CN');
    expect(fieldErrors(zh.content)).toEqual([{ field: 'lines.1.sku', message: 'SKU编码不存在' }]);
    const mismatch = await create(
      openBooking({
        lines: [
          { sku: 'MUG-01', quantity: 9 },
          { sku: 'CAP-02', quantity: 4 },
        ],
      }),
    );
    // Packed units differ from the booked 9, and 10 insured units are more than booked.
    expect(fieldErrors(mismatch.content).map((e) => e.field)).toEqual([
      'lines.0.quantity',
      'services.insurance.0.quantity',
    ]);
    const mine = await create(openBooking());
    expect(await get(mine.content.receiving_no, otherKey)).toMatchObject({ status: 404, error_code: 1360 });
    expect(await get(mine.content.id, otherKey)).toMatchObject({ status: 404, error_code: 1360 });
  });
});
