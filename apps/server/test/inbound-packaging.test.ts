import { inbound, opsInbound, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, receiveBooking, sampleBooking } from './support/inbound';
import { merchantWithSkus } from './support/orders';
import { packagingOf, samplePackaging } from './support/products';
import { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

const errorsOf = (content: unknown) => (content as { errors: { field: string; message: string }[] }).errors;

/**
 * The merchant's own packaging declared on an inbound booking (docs/server/inbound-bookings.md):
 * saved and submitted with the booking, read back on the detail with what staff received against it,
 * codes checked against the merchant's items, and deleting an item refused while a booking not yet
 * shelved declares it.
 */
describe('packaging declared on an inbound booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  /** A merchant with MUG-01 and CAP-02 and two packaging items: BOX-MAILER and TISSUE-01. */
  const merchant = async () => {
    const m = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
    const mailer = await packagingOf(t, m.token, samplePackaging());
    const tissue = await packagingOf(
      t,
      m.token,
      samplePackaging({ code: 'TISSUE-01', name_en: 'Tissue paper', name_cn: '薄页纸', default_for: [] }),
    );
    return { ...m, mailer, tissue };
  };
  const detail = async (m: Merchant, id: number) => {
    const reply = await t.call(inbound.getDetail, { token: m.token, query: { id } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content;
  };
  const linesOf = (bookingId: number) =>
    t.db
      .selectFrom('inbound_packaging_lines')
      .select(['packaging_id', 'code', 'quantity'])
      .where('booking_id', '=', bookingId)
      .orderBy('position')
      .execute();
  const allLines = async () =>
    Number(
      (
        await t.db
          .selectFrom('inbound_packaging_lines')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const bookingCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('inbound_bookings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const remove = (m: Merchant, id: number, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(product.deletePackaging, { token: m.token, body: { ids: [id] }, lang });

  it('saves a draft with packaging in any case, replaces it on the next save, and submits it', async () => {
    const m = await merchant();
    const saved = await createBooking(
      t,
      m.token,
      sampleBooking({
        packaging: [
          { code: 'box-mailer', quantity: 200 },
          { code: 'TISSUE-01', quantity: '50' as unknown as number },
        ],
      }),
    );
    const first = await detail(m, saved.id);
    expect(first.packaging).toEqual([
      {
        id: m.mailer,
        code: 'BOX-MAILER',
        name_en: 'Branded mailer',
        name_cn: '品牌邮寄盒',
        quantity: 200,
        received: 0,
      },
      { id: m.tissue, code: 'TISSUE-01', name_en: 'Tissue paper', name_cn: '薄页纸', quantity: 50, received: 0 },
    ]);

    const resaved = await t.call(inbound.saveDraft, {
      token: m.token,
      body: sampleBooking({ id: saved.id, packaging: [{ code: 'TISSUE-01', quantity: 80 }] }),
    });
    expect(resaved.error_code, resaved.msg).toBe(0);
    expect(await linesOf(saved.id)).toEqual([{ packaging_id: m.tissue, code: 'TISSUE-01', quantity: 80 }]);

    const submitted = await t.call(inbound.submit, {
      token: m.token,
      body: sampleBooking({ id: saved.id, packaging: [{ code: 'BOX-MAILER', quantity: 120 }] }),
    });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const after = await detail(m, saved.id);
    expect(after.status).toBe('submitted');
    expect(after.packaging.map((p) => [p.code, p.quantity, p.received])).toEqual([['BOX-MAILER', 120, 0]]);

    // A booking saved without packaging declares none.
    const plain = await createBooking(t, m.token, sampleBooking({ packaging: undefined }));
    expect((await detail(m, plain.id)).packaging).toEqual([]);
  });

  it('keeps the declared packaging when the wizard reserves steps 1–3', async () => {
    const m = await merchant();
    const saved = await createBooking(t, m.token, sampleBooking({ packaging: [{ code: 'BOX-MAILER', quantity: 5 }] }));
    const { shipping: _s, services: _v, packaging: _p, ...packing } = sampleBooking({ id: saved.id });
    const reserved = await t.call(inbound.reserve, { token: m.token, body: packing });
    expect(reserved.error_code, reserved.msg).toBe(0);
    expect((await detail(m, saved.id)).packaging.map((p) => [p.code, p.quantity])).toEqual([['BOX-MAILER', 5]]);
  });

  it("refuses an unknown code and another merchant's code under its line, in both languages, writing nothing", async () => {
    const m = await merchant();
    const other = await merchantWithSkus(t, ['MUG-01']);
    await packagingOf(t, other.token, samplePackaging({ code: 'THEIR-BOX', default_for: [] }));
    const [bookingsBefore, linesBefore] = [await bookingCount(), await allLines()];
    const body = sampleBooking({
      packaging: [
        { code: 'BOX-MAILER', quantity: 1 },
        { code: 'NOPE-9', quantity: 1 },
        { code: 'their-box', quantity: 1 },
      ],
    });
    const en = await t.call(inbound.submit, { token: m.token, body });
    expect(en.error_code).toBe(1001);
    expect(errorsOf(en.content)).toEqual([
      { field: 'packaging.1.code', message: 'NOPE-9 is not one of your packaging items' },
      { field: 'packaging.2.code', message: 'their-box is not one of your packaging items' },
    ]);
    const zh = await t.call(inbound.saveDraft, { token: m.token, body, lang: 'zh_CN' });
    expect(zh.error_code).toBe(1001);
    expect(errorsOf(zh.content)).toEqual([
      { field: 'packaging.1.code', message: 'NOPE-9 不是您的包材' },
      { field: 'packaging.2.code', message: 'their-box 不是您的包材' },
    ]);
    // A draft being replaced keeps what it declared.
    const draft = await createBooking(t, m.token, sampleBooking({ packaging: [{ code: 'TISSUE-01', quantity: 3 }] }));
    const counted = [await bookingCount(), await allLines()];
    const refused = await t.call(inbound.saveDraft, { token: m.token, body: { ...body, id: draft.id } });
    expect(refused.error_code).toBe(1001);
    expect([await bookingCount(), await allLines()]).toEqual(counted);
    expect(counted).toEqual([bookingsBefore + 1, linesBefore + 1]);
    expect(await linesOf(draft.id)).toEqual([{ packaging_id: m.tissue, code: 'TISSUE-01', quantity: 3 }]);
  });

  it('refuses a code twice (any case), a quantity out of range and more than 50 lines, with their messages', async () => {
    const m = await merchant();
    const twice = await t.call(inbound.saveDraft, {
      token: m.token,
      body: sampleBooking({
        packaging: [
          { code: 'BOX-MAILER', quantity: 1 },
          { code: 'box-mailer', quantity: 2 },
        ],
      }),
      lang: 'zh_CN',
    });
    expect(twice.error_code).toBe(1001);
    expect(errorsOf(twice.content)).toEqual([{ field: 'packaging.1.code', message: '该编码已在列表中' }]);
    const counts = await t.call(inbound.saveDraft, {
      token: m.token,
      body: sampleBooking({
        packaging: [
          { code: 'BOX-MAILER', quantity: 0 },
          { code: 'TISSUE-01', quantity: 100_001 },
        ],
      }),
    });
    expect(errorsOf(counts.content).map((e) => e.field)).toEqual(['packaging.0.quantity', 'packaging.1.quantity']);
    const many = await t.call(inbound.saveDraft, {
      token: m.token,
      body: sampleBooking({
        packaging: Array.from({ length: 51 }, (_, i) => ({ code: `BOX-${i}`, quantity: 1 })),
      }),
    });
    expect(errorsOf(many.content).map((e) => e.field)).toEqual(['packaging']);
  });

  it('shows what staff received against the booking, which may differ from what was declared', async () => {
    const m = await merchant();
    const booking = await createBooking(
      t,
      m.token,
      sampleBooking({ packaging: [{ code: 'BOX-MAILER', quantity: 200 }] }),
      { submit: true },
    );
    await receiveBooking(t, booking.receiving_no, 'arrive');
    const counted = await t.call(opsInbound.receivePackaging, {
      ops: true,
      body: {
        receiving_no: booking.receiving_no,
        operator: 'Wu Dock',
        packaging: [
          { code: 'BOX-MAILER', quantity: 150 },
          { code: 'TISSUE-01', quantity: 20 },
        ],
      },
    });
    expect(counted.error_code, counted.msg).toBe(0);
    // Received twice against the same booking: the detail adds them up.
    await t.call(opsInbound.receivePackaging, {
      ops: true,
      body: {
        receiving_no: booking.receiving_no,
        operator: 'Wu Dock',
        packaging: [{ code: 'box-mailer', quantity: 40 }],
      },
    });
    expect((await detail(m, booking.id)).packaging.map((p) => [p.code, p.name_en, p.quantity, p.received])).toEqual([
      ['BOX-MAILER', 'Branded mailer', 200, 190],
      ['TISSUE-01', 'Tissue paper', 0, 20],
    ]);
  });

  it('refuses deleting an item an unshelved booking declares (1054, both languages) and allows it once shelved', async () => {
    const m = await merchant();
    // A draft declaring it does not hold it: its next save is refused under the line instead.
    const draft = await createBooking(t, m.token, sampleBooking({ packaging: [{ code: 'TISSUE-01', quantity: 5 }] }));
    expect((await remove(m, m.tissue)).error_code).toBe(0);
    const resave = await t.call(inbound.saveDraft, {
      token: m.token,
      body: sampleBooking({ id: draft.id, packaging: [{ code: 'TISSUE-01', quantity: 5 }] }),
    });
    expect(errorsOf(resave.content)).toEqual([
      { field: 'packaging.0.code', message: 'TISSUE-01 is not one of your packaging items' },
    ]);
    expect((await detail(m, draft.id)).packaging).toEqual([
      { id: m.tissue, code: 'TISSUE-01', name_en: '', name_cn: '', quantity: 5, received: 0 },
    ]);

    const booking = await createBooking(
      t,
      m.token,
      sampleBooking({ packaging: [{ code: 'BOX-MAILER', quantity: 9 }] }),
      {
        submit: true,
      },
    );
    const en = await remove(m, m.mailer);
    expect([en.error_code, en.msg]).toEqual([
      1054,
      'Packaging declared on or received with inbound bookings not yet shelved cannot be deleted: BOX-MAILER',
    ]);
    const zh = await remove(m, m.mailer, 'zh_CN');
    expect([zh.error_code, zh.msg]).toEqual([1054, '未上架入库预约中申报或收到的包材不能删除: BOX-MAILER']);
    await receiveBooking(t, booking.receiving_no, 'shelve');
    const gone = await remove(m, m.mailer);
    expect(gone.error_code, gone.msg).toBe(0);
  });
});
