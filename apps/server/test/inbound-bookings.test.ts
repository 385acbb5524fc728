import { inbound, opsInbound, product } from '@portal/contract';
import { SAMPLE_TRACKING_NO, withSkuRenamed } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { createBooking, sampleBooking } from './support/inbound';
import { merchantWithSkus, startOrderApp } from './support/orders';
import { DEMO_LOGINS, type TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

function fieldErrors(content: unknown): { field: string; message: string }[] {
  return (content as { errors: { field: string; message: string }[] }).errors;
}

describe('inbound bookings: the merchant side (inbound.*)', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;
  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02', 'PEN-03']);
    other = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
  });
  afterAll(() => t.close());

  const bookingCount = async (customerId = m.customerId) =>
    Number(
      (
        await t.db
          .selectFrom('inbound_bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const detail = (id: number, token = m.token, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(inbound.getDetail, { token, query: { id }, lang });

  it('saves a draft with a receiving number, one row per box, and every field the detail shows', async () => {
    const body = sampleBooking();
    const saved = await t.call(inbound.saveDraft, { token: m.token, body });
    expect(saved.error_code, saved.msg).toBe(0);
    expect(saved.content.status).toBe('draft');
    expect(saved.content.receiving_no).toMatch(/^RV\d{6}\d{6,}$/);
    const reply = await detail(saved.content.id);
    expect(reply.error_code, reply.msg).toBe(0);
    const d = reply.content;
    expect(d).toMatchObject({
      receiving_no: saved.content.receiving_no,
      status: 'draft',
      warehouse_id: 1,
      warehouse_code: expect.any(String),
      delivery_method: 'express',
      courier_company: 'UPS',
      tracking_no: SAMPLE_TRACKING_NO,
      sku_count: 2,
      quantity: 14,
      box_count: 2,
      shelved: 0,
      remark: body.remark,
      can: { edit: true, submit: true, withdraw: false, delete: true },
      loss_orders: [],
    });
    expect(d.warehouse_name).not.toBe('');
    expect(d.warehouse_address).not.toBe('');
    expect(d.lines.map((l) => [l.sku, l.quantity, l.arrived, l.qualified, l.shelved, l.name_en])).toEqual([
      ['MUG-01', 10, 0, 0, 0, 'Red T-shirt M'],
      ['CAP-02', 4, 0, 0, 0, 'Red T-shirt M'],
    ]);
    expect(d.boxes.map((b) => [b.box_no, b.box_code, b.weight_kg, b.arrived_at, b.items])).toEqual([
      [
        1,
        `${saved.content.receiving_no}-001`,
        12.5,
        null,
        [
          { sku: 'MUG-01', quantity: 5, arrived: 0 },
          { sku: 'CAP-02', quantity: 2, arrived: 0 },
        ],
      ],
      [
        2,
        `${saved.content.receiving_no}-002`,
        12.5,
        null,
        [
          { sku: 'MUG-01', quantity: 5, arrived: 0 },
          { sku: 'CAP-02', quantity: 2, arrived: 0 },
        ],
      ],
    ]);
    // 10 × $19.99 declared; 3‰ of it rounded up to a cent.
    expect(d.insurance).toEqual({ declared_value: 19990, fee: 60, total: 20050 });
    // The declared packaging is the detail's own `packaging` (none here), not part of `booking`.
    const { packaging: _packaging, ...sample } = sampleBooking();
    expect(d.packaging).toEqual([]);
    expect(d.booking).toEqual({
      ...sample,
      boxes: sample.boxes,
      services: sample.services,
    });
    expect(d.history).toEqual([
      {
        from_status: null,
        to_status: 'draft',
        actor: { kind: 'merchant', label: expect.stringContaining('@') },
        reason: '',
        created_at: expect.any(String),
      },
    ]);
  });

  it('names the warehouse in the request language', async () => {
    const { id } = await createBooking(t, m.token);
    const [en, zh] = [(await detail(id)).content, (await detail(id, m.token, 'zh_CN')).content];
    expect(en.warehouse_name).not.toBe(zh.warehouse_name);
  });

  it('replaces a draft whole on the next save, lines and boxes alike', async () => {
    const { id, receiving_no } = await createBooking(t, m.token);
    const again = await t.call(inbound.saveDraft, {
      token: m.token,
      body: sampleBooking({
        id,
        lines: [{ sku: 'pen-03', quantity: 3 }],
        packing_method: 'one_sku_per_box',
        boxes: [
          {
            box_count: 3,
            weight_kg: 1,
            length_cm: 10,
            width_cm: 10,
            height_cm: 10,
            items: [{ sku: 'PEN-03', quantity: 1 }],
          },
        ],
        services: { quality_inspection: 'full', value_added_services: [], insurance: [] },
      }),
    });
    expect(again.content).toEqual({ id, receiving_no, status: 'draft' });
    const d = (await detail(id)).content;
    expect(d.lines.map((l) => [l.sku, l.quantity])).toEqual([['PEN-03', 3]]);
    expect(d.boxes.map((b) => b.box_code)).toEqual([1, 2, 3].map((n) => `${receiving_no}-00${n}`));
    expect(d.insurance).toEqual({ declared_value: 0, fee: 0, total: 0 });
    const items = await t.db.selectFrom('inbound_box_items').select('sku').where('booking_id', '=', id).execute();
    expect(items.map((i) => i.sku)).toEqual(['PEN-03', 'PEN-03', 'PEN-03']);
  });

  it('refuses an unknown warehouse and SKUs of no one or of another merchant, in both languages, writing nothing', async () => {
    const own = await createBooking(t, other.token, sampleBooking());
    expect(own.id).toBeGreaterThan(0);
    const before = await bookingCount();
    const body = withSkuRenamed(sampleBooking({ warehouse_id: 999 }), 'CAP-02', 'NOPE-9');
    const en = await t.call(inbound.submit, { token: m.token, body });
    expect(en.error_code).toBe(1001);
    expect(fieldErrors(en.content)).toEqual([
      { field: 'warehouse_id', message: 'Please select a warehouse!' },
      { field: 'lines.1.sku', message: 'SKU code does not exist' },
    ]);
    const zh = await t.call(inbound.saveDraft, { token: m.token, body, lang: 'zh_CN' });
    expect(fieldErrors(zh.content)).toEqual([
      { field: 'warehouse_id', message: '请选择仓库！' },
      { field: 'lines.1.sku', message: 'SKU编码不存在' },
    ]);
    expect(await bookingCount()).toBe(before);
  });

  it("applies the contract's cross-step rules (packed units match booked ones) with their messages", async () => {
    const body = sampleBooking({
      lines: [
        { sku: 'MUG-01', quantity: 11 },
        { sku: 'CAP-02', quantity: 4 },
      ],
    });
    const reply = await t.call(inbound.saveDraft, { token: m.token, body, lang: 'zh_CN' });
    expect(reply.error_code).toBe(1001);
    expect(fieldErrors(reply.content).map((e) => e.field)).toEqual(['lines.0.quantity']);
  });

  it('submits a saved draft by its id, and refuses deleting a submitted one in English too', async () => {
    const { id, receiving_no } = await createBooking(t, m.token);
    const reply = await t.call(inbound.submit, { token: m.token, body: sampleBooking({ id }) });
    expect(reply.content).toEqual({ id, receiving_no, status: 'submitted' });
    expect((await detail(id)).content.history.map((h) => [h.from_status, h.to_status])).toEqual([
      [null, 'draft'],
      ['draft', 'submitted'],
    ]);
    expect(await t.call(inbound.deleteDraft, { token: m.token, body: { id } })).toMatchObject({
      error_code: 1363,
      msg: 'Only a draft or withdrawn booking can be deleted',
    });
    expect(await detail(999_999)).toMatchObject({
      status: 404,
      error_code: 1360,
      msg: 'The inbound booking does not exist',
    });
  });

  it('submits a new booking in one step, recording who did it', async () => {
    const reply = await t.call(inbound.submit, { token: m.token, body: sampleBooking() });
    expect(reply.content.status).toBe('submitted');
    const d = (await detail(reply.content.id)).content;
    expect(d.history.map((h) => [h.from_status, h.to_status, h.actor.kind])).toEqual([
      [null, 'draft', 'merchant'],
      ['draft', 'submitted', 'merchant'],
    ]);
    expect(d.can).toEqual({ edit: false, submit: false, withdraw: true, delete: false });
  });

  it('withdraws a submitted booking, edits and submits it again; refuses edits, deletes and withdrawals where the status forbids', async () => {
    const { id } = await createBooking(t, m.token, sampleBooking(), { submit: true });
    const edit = await t.call(inbound.saveDraft, { token: m.token, body: sampleBooking({ id, remark: 'changed' }) });
    expect(edit).toMatchObject({
      error_code: 1361,
      msg: 'Only a draft or withdrawn booking can be changed or submitted',
    });
    const del = await t.call(inbound.deleteDraft, { token: m.token, body: { id }, lang: 'zh_CN' });
    expect(del).toMatchObject({ error_code: 1363, msg: '只有草稿或已撤回的预约单可以删除' });
    const withdrawn = await t.call(inbound.withdraw, { token: m.token, body: { id } });
    expect(withdrawn.content.status).toBe('withdrawn');
    const twice = await t.call(inbound.withdraw, { token: m.token, body: { id }, lang: 'zh_CN' });
    expect(twice).toMatchObject({ error_code: 1362, msg: '预约单已审核，无法撤回，请联系客服作废' });
    const resubmitted = await t.call(inbound.submit, {
      token: m.token,
      body: sampleBooking({ id, remark: 'changed' }),
    });
    expect(resubmitted.content.status).toBe('submitted');
    expect((await detail(id)).content.remark).toBe('changed');
    const { receiving_no } = (await detail(id)).content;
    await t.call(opsInbound.audit, { ops: true, body: { receiving_no } });
    const late = await t.call(inbound.withdraw, { token: m.token, body: { id } });
    expect(late).toMatchObject({
      error_code: 1362,
      msg: 'The booking has been audited and cannot be withdrawn, please contact customer service to cancel it',
    });
    const zh = await t.call(inbound.submit, { token: m.token, body: sampleBooking({ id }), lang: 'zh_CN' });
    expect(zh).toMatchObject({ error_code: 1361, msg: '只有草稿或已撤回的预约单可以修改或提交' });
    expect((await detail(id)).content.history.map((h) => h.to_status)).toEqual([
      'draft',
      'submitted',
      'withdrawn',
      'submitted',
      'confirmed',
    ]);
  });

  it('deletes a draft with everything hanging off it; its receiving number is never given again', async () => {
    const { id, receiving_no } = await createBooking(t, m.token);
    const reply = await t.call(inbound.deleteDraft, { token: m.token, body: { id } });
    expect(reply.content).toEqual({ id });
    expect((await detail(id)).error_code).toBe(1360);
    for (const table of ['inbound_lines', 'inbound_boxes', 'inbound_box_items', 'inbound_transitions'] as const) {
      expect(await t.db.selectFrom(table).select('id').where('booking_id', '=', id).execute()).toEqual([]);
    }
    const next = await createBooking(t, m.token);
    expect(next.receiving_no).not.toBe(receiving_no);
    expect(next.id).toBeGreaterThan(id);
  });

  it("answers another merchant's booking as not found, for every operation", async () => {
    const { id } = await createBooking(t, m.token);
    const notFound = { status: 404, error_code: 1360 };
    expect(await detail(id, other.token)).toMatchObject(notFound);
    expect(await t.call(inbound.saveDraft, { token: other.token, body: sampleBooking({ id }) })).toMatchObject(
      notFound,
    );
    expect(await t.call(inbound.submit, { token: other.token, body: sampleBooking({ id }) })).toMatchObject(notFound);
    expect(await t.call(inbound.withdraw, { token: other.token, body: { id } })).toMatchObject(notFound);
    const del = await t.call(inbound.deleteDraft, { token: other.token, body: { id }, lang: 'zh_CN' });
    expect(del).toMatchObject({ ...notFound, msg: '入库预约单不存在' });
    const list = await t.call(inbound.getList, { token: other.token, query: {} });
    expect(list.content.list.map((b) => b.id)).not.toContain(id);
    expect((await detail(id)).content.status).toBe('draft');
  });

  it('lists bookings newest first per status tab, with filters, and counts them per tab', async () => {
    const fresh = await merchantWithSkus(t, ['MUG-01', 'CAP-02', 'PEN-03']);
    const a = await createBooking(t, fresh.token);
    const b = await createBooking(t, fresh.token, sampleBooking({ warehouse_id: 2 }), { submit: true });
    const c = await createBooking(
      t,
      fresh.token,
      sampleBooking({
        lines: [{ sku: 'PEN-03', quantity: 1 }],
        packing_method: 'all_in_one',
        boxes: [
          {
            box_count: 1,
            weight_kg: 1,
            length_cm: 10,
            width_cm: 10,
            height_cm: 10,
            items: [{ sku: 'PEN-03', quantity: 1 }],
          },
        ],
        services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
        shipping: { ...sampleBooking().shipping, tracking_no: 'TRACK-C' },
      }),
      { submit: true },
    );
    const list = (query: Record<string, unknown>) =>
      t.call(inbound.getList, { token: fresh.token, query }).then((r) => r.content.list.map((row) => row.id));
    expect(await list({})).toEqual([c.id, b.id, a.id]);
    expect(await list({ status: 'submitted' })).toEqual([c.id, b.id]);
    expect(await list({ status: 'draft' })).toEqual([a.id]);
    expect(await list({ warehouse_id: 2 })).toEqual([b.id]);
    expect(await list({ sku: 'pen-03' })).toEqual([c.id]);
    expect(await list({ tracking_no: 'TRACK-C' })).toEqual([c.id]);
    expect(await list({ receiving_no: `${a.receiving_no}\n${c.receiving_no}` })).toEqual([c.id, a.id]);
    expect(
      await list({ receiving_no: a.receiving_no.slice(0, -1).toLowerCase() }).then((ids) => ids.includes(a.id)),
    ).toBe(true);
    expect(await list({ created_from: '2000-01-01T00:00:00Z', created_to: '2000-01-02T00:00:00Z' })).toEqual([]);
    const page = await t.call(inbound.getList, { token: fresh.token, query: { page: 2, page_size: 20 } });
    expect(page.content).toEqual({ list: [], total: 3 });
    const first = (await t.call(inbound.getList, { token: fresh.token, query: {} })).content.list[0];
    expect(first).toMatchObject({
      receiving_no: c.receiving_no,
      status: 'submitted',
      sku_count: 1,
      quantity: 1,
      box_count: 1,
    });
    const counts = await t.call(inbound.getStatusCount, { token: fresh.token, query: {} });
    expect(counts.content.counts).toMatchObject({ all: 3, draft: 1, submitted: 2, confirmed: 0, completed: 0 });
    const filtered = await t.call(inbound.getStatusCount, { token: fresh.token, query: { warehouse_id: 1 } });
    expect(filtered.content.counts).toMatchObject({ all: 2, draft: 1, submitted: 1 });
  });

  it('keeps a SKU on any booking from being deleted', async () => {
    const fresh = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 0 });
    await createBooking(t, fresh.token);
    const reply = await t.call(product.deleteProduct, {
      token: fresh.token,
      body: { ids: [fresh.ids['CAP-02'] as number] },
    });
    expect(reply).toMatchObject({
      error_code: 1021,
      msg: 'SKUs in use by packing lists or orders cannot be deleted: CAP-02',
    });
  });

  it('needs the inbound permission for a sub-account', async () => {
    // The demo sub-account holds the product and inventory permissions only.
    const sub = await t.login(DEMO_LOGINS.sub);
    const refused = await t.call(inbound.getList, { token: sub, query: {}, lang: 'zh_CN' });
    expect(refused).toMatchObject({ status: 403, error_code: 1005, msg: '您没有访问此页面的权限，请咨询管理员' });
    const save = await t.call(inbound.saveDraft, { token: sub, body: sampleBooking() });
    expect(save).toMatchObject({ status: 403, error_code: 1005 });
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['product', 'inventory', 'inbound']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    const allowed = await t.call(inbound.getList, { token: await t.login(DEMO_LOGINS.sub), query: {} });
    expect(allowed.error_code).toBe(0);
  });
});
