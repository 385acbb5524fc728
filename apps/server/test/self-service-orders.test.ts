import { opsSelfServiceOrder as ops, selfServiceOrder as parcels } from '@portal/contract';
import { BERLIN_RECIPIENT, SAMPLE_PIECE } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletProblems } from './support/ledger-invariants';
import { createParcel, hubStep, PARCEL_METHOD, parcelMerchant, parcelMoney, sampleParcel } from './support/parcels';
import { TestApp } from './support/test-app';

let t: TestApp;
/** One merchant for the flows (registrations are limited per address), others where a test needs its own. */
let main: Awaited<ReturnType<typeof parcelMerchant>>;
beforeAll(async () => {
  t = await TestApp.start();
  main = await parcelMerchant(t);
});
afterAll(() => t.close());

/** A 1001 reply's messages by field. */
function messagesOf(content: unknown): Record<string, string> {
  const fields = (content as { errors?: { field: string; message: string }[] } | null)?.errors ?? [];
  return Object.fromEntries(fields.map((e) => [e.field, e.message]));
}

const detailOf = async (token: string, id: number, lang: 'en' | 'zh_CN' = 'en') => {
  const reply = await t.call(parcels.getParcelDetail, { token, query: { id }, lang });
  expect(reply.error_code, reply.msg).toBe(0);
  return reply.content;
};

/** The tabs with parcels; the kept counts agree with the parcels counted under a filter all of them match. */
async function tabsOf(token: string) {
  const kept = await t.call(parcels.getParcelStatusCount, { token, query: {} });
  expect(kept.error_code, kept.msg).toBe(0);
  const counted = await t.call(parcels.getParcelStatusCount, { token, query: { warehouse_id: 1 } });
  expect(kept.content.counts).toEqual(counted.content.counts);
  const shown = Object.entries(kept.content.counts).filter(([, n]) => n > 0);
  for (const [status, n] of shown) {
    const list = await t.call(parcels.getParcelList, {
      token,
      query: { status: status as 'all' },
    });
    expect(list.error_code, list.msg).toBe(0);
    expect(list.content.total, status).toBe(n);
  }
  return Object.fromEntries(shown);
}

describe('self-service parcel orders: pre-advice and fees', () => {
  it('quotes every method that carries every piece, with each piece’s working adding up to the option', async () => {
    const m = main;
    const {
      shipping_method_code: _m,
      sender_id: _s,
      handover: _h,
      customer_ref: _c,
      note: _n,
      ...draft
    } = sampleParcel(m.senderId, { pieces: [{ ...SAMPLE_PIECE }, { ...SAMPLE_PIECE, weight_g: 1500 }] });
    const reply = await t.call(parcels.getParcelShippingOptions, { token: m.token, body: draft });
    expect(reply.error_code, reply.msg).toBe(0);
    const option = reply.content.list.find((o) => o.shipping_method_code === PARCEL_METHOD);
    expect(option?.quotes).toHaveLength(2);
    expect(option?.shipping_total).toBe((option?.quotes ?? []).reduce((sum, q) => sum + q.total, 0));
    expect(option?.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(option?.shipping_total);
    expect(option?.lines[0]?.name).toBe('Basic shipping');
    const totals = reply.content.list.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('saves a draft holding nothing; pre-advising holds the estimate, which the detail shows with its working', async () => {
    const m = main;
    const draft = await createParcel(
      t,
      m.token,
      sampleParcel(m.senderId, { customer_ref: 'SHOP-77', insured_value: 10_000 }),
    );
    expect(draft.status).toBe('draft');
    expect(draft.parcel_no).toMatch(/^SP\d{8}\d{8}$/);
    expect((await parcelMoney(t, draft.id)).holds).toEqual([]);

    const submitted = await t.call(parcels.submitParcels, { token: m.token, body: { ids: [draft.id] } });
    expect(submitted.error_code, submitted.msg).toBe(0);
    const detail = await detailOf(m.token, draft.id);
    expect(detail.status).toBe('pre_advised');
    expect(detail.sender).toMatchObject({ name: 'Li Wei', country: 'CN' });
    expect(detail.recipient.city).toBe('Los Angeles');
    expect(detail.pieces[0]?.customs_lines[0]).toMatchObject({ name_cn: '棉质T恤', hs_code: '610910', origin: 'CN' });
    // 0.5 % of 100.00 USD insured.
    expect(detail.estimated_fee?.insurance_fee).toBe(50);
    expect(detail.estimated_fee?.total).toBe((detail.estimated_fee?.shipping_total ?? 0) + 50);
    expect(detail.fee).toBe(detail.estimated_fee?.total);
    expect(detail.fee_is_final).toBe(false);
    expect(submitted.content.estimated_total).toBe(detail.estimated_fee?.total);
    expect((await parcelMoney(t, draft.id)).holds).toEqual([`${detail.estimated_fee?.total}:held`]);
    expect(detail.can).toMatchObject({ edit: false, cancel: true, request_interception: false, print_label: true });
    expect(detail.transitions.map((tr) => `${tr.from_status}>${tr.to_status}`)).toEqual([
      'null>draft',
      'draft>pre_advised',
    ]);
  });

  it('refuses a pre-advice the balance cannot hold and leaves the draft as it was', async () => {
    const m = await parcelMerchant(t, { balance: 0 });
    const reply = await t.call(parcels.saveParcel, {
      token: m.token,
      body: { ...sampleParcel(m.senderId), submit: true },
    });
    expect(reply.error_code).toBe(1280);
    const list = await t.call(parcels.getParcelList, { token: m.token, query: {} });
    expect(list.content.total).toBe(0);
  });

  it('settles on the hub’s measured weight: the final fee is charged, the hold ends, estimate and final both shown', async () => {
    const m = main;
    const saved = await createParcel(t, m.token, {
      ...sampleParcel(m.senderId, { insured_value: 20_000 }),
      submit: true,
    });
    expect(saved.status).toBe('pre_advised');
    await hubStep(t, ops.handOverParcel, { parcel_no: saved.parcel_no, operator: 'Hub Shenzhen' });
    const received = await hubStep(t, ops.receiveParcel, {
      parcel_no: saved.parcel_no,
      pieces: [{ weight_g: 2600, length_cm: 40, width_cm: 30, height_cm: 20 }],
    });
    expect(received.status).toBe('received');
    const detail = await detailOf(m.token, saved.id);
    expect(detail.fee_is_final).toBe(true);
    expect(detail.final_fee?.total).toBe(received.final_fee.total);
    expect(detail.final_fee?.shipping_total).toBeGreaterThan(detail.estimated_fee?.shipping_total ?? 0);
    expect(detail.final_fee?.insurance_fee).toBe(100);
    expect(detail.pieces[0]?.measured).toEqual({ weight_g: 2600, length_cm: 40, width_cm: 30, height_cm: 20 });
    expect(await parcelMoney(t, saved.id)).toEqual({
      holds: [`${detail.estimated_fee?.total}:charged`],
      transactions: [`fulfilment_fee:${-(detail.final_fee?.shipping_total ?? 0)}`, 'insurance:-100'],
    });
    expect(await walletProblems(t, m.customerId)).toEqual([]);

    await hubStep(t, ops.shipParcel, { parcel_no: saved.parcel_no, tracking_number: '9400111899223100009999' });
    await hubStep(t, ops.addParcelTrackingEvent, {
      parcel_no: saved.parcel_no,
      status_text: 'Departed facility',
      location: 'Los Angeles, CA',
      occurred_at: '2026-11-26T10:00:00Z',
    });
    await hubStep(t, ops.deliverParcel, { parcel_no: saved.parcel_no });
    const delivered = await detailOf(m.token, saved.id);
    expect(delivered.status).toBe('delivered');
    expect(delivered.tracking_number).toBe('9400111899223100009999');
    expect(delivered.tracking_events).toEqual([
      { status_text: 'Departed facility', location: 'Los Angeles, CA', occurred_at: '2026-11-26T10:00:00Z' },
    ]);
    expect(delivered.transitions.map((tr) => tr.to_status)).toEqual([
      'draft',
      'pre_advised',
      'handed_over',
      'received',
      'shipped',
      'delivered',
    ]);
    expect(delivered.transitions[2]?.actor).toEqual({ kind: 'staff', label: 'Hub Shenzhen' });
  });

  it('asks for every piece’s measures, in order', async () => {
    const m = main;
    const saved = await createParcel(t, m.token, {
      ...sampleParcel(m.senderId, { pieces: [{ ...SAMPLE_PIECE }, { ...SAMPLE_PIECE }] }),
      submit: true,
    });
    const reply = await t.call(ops.receiveParcel, {
      ops: true,
      lang: 'zh_CN',
      body: { parcel_no: saved.parcel_no, pieces: [{ weight_g: 800, length_cm: 30, width_cm: 20, height_cm: 10 }] },
    });
    expect(reply.msg).toBe('该包裹订单共 2 件，请按顺序填写每件的测量结果');
    expect((await detailOf(m.token, saved.id)).status).toBe('pre_advised');
  });
});

describe('self-service parcel orders: cancel and interception', () => {
  it('cancels a pre-advised parcel and releases its hold; once handed over it asks for an interception instead', async () => {
    const m = main;
    const first = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    const canceled = await t.call(parcels.cancelParcel, { token: m.token, body: { id: first.id } });
    expect(canceled.content.status).toBe('canceled');
    expect((await parcelMoney(t, first.id)).holds).toEqual([`${first.estimated_fee}:released`]);
    const shown = await detailOf(m.token, first.id);
    expect(shown.fee).toBeNull();
    expect(shown.estimated_fee).toBeNull();

    const second = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    await hubStep(t, ops.handOverParcel, { parcel_no: second.parcel_no });
    const refused = await t.call(parcels.cancelParcel, { token: m.token, body: { id: second.id }, lang: 'zh_CN' });
    expect(refused.error_code).toBe(1962);
    expect(refused.msg).toBe('包裹当前为已交接，已无法取消：包裹仍在集货仓时可申请拦截');

    const asked = await t.call(parcels.requestParcelInterception, {
      token: m.token,
      body: { id: second.id, reason: 'Wrong contents' },
    });
    expect(asked.content).toEqual({ status: 'handed_over', interception_requested: true });
    const again = await t.call(parcels.requestParcelInterception, { token: m.token, body: { id: second.id } });
    expect(again.error_code).toBe(1964);
    const approved = await hubStep(t, ops.resolveParcelInterception, { parcel_no: second.parcel_no, approve: true });
    expect(approved).toEqual({ parcel_no: second.parcel_no, status: 'canceled', interception_requested: false });
    expect((await parcelMoney(t, second.id)).holds).toEqual([`${second.estimated_fee}:released`]);
  });

  it('returns an intercepted parcel already received (its fee stands); a refused interception lets it ship', async () => {
    const m = main;
    const measured = [{ weight_g: 800, length_cm: 30, width_cm: 20, height_cm: 10 }];
    const a = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    await hubStep(t, ops.receiveParcel, { parcel_no: a.parcel_no, pieces: measured });
    await t.call(parcels.requestParcelInterception, { token: m.token, body: { id: a.id } });
    const blocked = await t.call(ops.shipParcel, {
      ops: true,
      body: { parcel_no: a.parcel_no, tracking_number: 'X1' },
    });
    expect(blocked.error_code).toBe(1964);
    const returned = await hubStep(t, ops.resolveParcelInterception, { parcel_no: a.parcel_no, approve: true });
    expect(returned.status).toBe('returned');
    expect((await parcelMoney(t, a.id)).transactions).toHaveLength(1);

    const b = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    await hubStep(t, ops.receiveParcel, { parcel_no: b.parcel_no, pieces: measured });
    await t.call(parcels.requestParcelInterception, { token: m.token, body: { id: b.id } });
    await hubStep(t, ops.resolveParcelInterception, { parcel_no: b.parcel_no, approve: false, note: 'Already sealed' });
    expect((await hubStep(t, ops.shipParcel, { parcel_no: b.parcel_no, tracking_number: 'X2' })).status).toBe(
      'shipped',
    );
    const late = await t.call(parcels.requestParcelInterception, { token: m.token, body: { id: b.id } });
    expect(late.error_code).toBe(1963);
  });
});

describe('self-service parcel orders: exceptions and every status through the ops API', () => {
  it('waits in Exception for the merchant’s reply, returns where it was once resolved, or is returned', async () => {
    const m = main;
    const saved = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    await hubStep(t, ops.receiveParcel, {
      parcel_no: saved.parcel_no,
      pieces: [{ weight_g: 800, length_cm: 30, width_cm: 20, height_cm: 10 }],
    });
    await hubStep(t, ops.shipParcel, { parcel_no: saved.parcel_no, tracking_number: 'TRK-1' });
    const raised = await hubStep(t, ops.raiseParcelException, {
      parcel_no: saved.parcel_no,
      reason: 'Address incomplete',
    });
    expect(raised.status).toBe('exception');
    const waiting = await t.call(parcels.getParcelList, { token: m.token, query: { awaiting_reply: 1 } });
    expect(waiting.content.list.map((p) => p.id)).toEqual([saved.id]);

    const replied = await t.call(parcels.replyParcelException, {
      token: m.token,
      body: { id: saved.id, exception_id: raised.exception_id, reply: 'Apartment 4B' },
    });
    expect(replied.content.state).toBe('replied');
    const twice = await t.call(parcels.replyParcelException, {
      token: m.token,
      body: { id: saved.id, exception_id: raised.exception_id, reply: 'Again' },
    });
    expect(twice.error_code).toBe(1966);
    const resolved = await hubStep(t, ops.resolveParcelException, {
      parcel_no: saved.parcel_no,
      exception_id: raised.exception_id,
    });
    expect(resolved.status).toBe('shipped');
    const detail = await detailOf(m.token, saved.id);
    expect(detail.exceptions).toMatchObject([
      { reason: 'Address incomplete', state: 'resolved', reply: 'Apartment 4B' },
    ]);
    expect(detail.needs_reply).toBe(false);

    await hubStep(t, ops.raiseParcelException, { parcel_no: saved.parcel_no, reason: 'Refused by recipient' });
    const back = await hubStep(t, ops.returnParcel, { parcel_no: saved.parcel_no, reason: 'Refused by recipient' });
    expect(back.status).toBe('returned');
    const end = await t.call(ops.deliverParcel, { ops: true, body: { parcel_no: saved.parcel_no } });
    expect(end.error_code).toBe(1965);
    expect(end.msg).toBe('The parcel is Returned: this step cannot be taken now');
  });

  it('releases the hold of a parcel returned before the hub charged it', async () => {
    const m = main;
    const saved = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    await hubStep(t, ops.raiseParcelException, { parcel_no: saved.parcel_no, reason: 'Not dropped off' });
    await hubStep(t, ops.returnParcel, { parcel_no: saved.parcel_no, reason: 'Never arrived' });
    expect(await parcelMoney(t, saved.id)).toEqual({ holds: [`${saved.estimated_fee}:released`], transactions: [] });
  });
});

describe('self-service parcel orders: list, rules and scope', () => {
  it('counts the tabs, finds by batch search (number, reference, tracking) and names what it did not find', async () => {
    const m = await parcelMerchant(t);
    const a = await createParcel(t, m.token, sampleParcel(m.senderId, { customer_ref: 'REF-A' }));
    const b = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    const counts = await t.call(parcels.getParcelStatusCount, { token: m.token, query: {} });
    expect(counts.content.counts).toMatchObject({ all: 2, draft: 1, pre_advised: 1, delivered: 0 });
    const found = await t.call(parcels.getParcelList, {
      token: m.token,
      query: { parcel_nos: `REF-A\n${b.parcel_no.toLowerCase()}\nNOPE-1` },
    });
    expect(found.content.list.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(found.content.not_found).toEqual(['NOPE-1']);
    const tab = await t.call(parcels.getParcelList, { token: m.token, query: { status: 'draft' } });
    expect(tab.content.list.map((p) => p.customer_ref)).toEqual(['REF-A']);
    const taken = await t.call(parcels.saveParcel, {
      token: m.token,
      body: sampleParcel(m.senderId, { customer_ref: 'REF-A' }),
    });
    expect(taken.error_code).toBe(1967);
  });

  it('keeps every tab’s count and the list’s total right through save, submit, cancel and the hub’s steps', async () => {
    const m = await parcelMerchant(t);
    const tabs = () => tabsOf(m.token);
    expect(await tabs()).toEqual({});

    const a = await createParcel(t, m.token, sampleParcel(m.senderId));
    expect(await tabs()).toEqual({ all: 1, draft: 1 });
    await createParcel(t, m.token, { ...sampleParcel(m.senderId, { note: 'Edited' }), id: a.id });
    expect(await tabs()).toEqual({ all: 1, draft: 1 });
    const b = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    expect(await tabs()).toEqual({ all: 2, draft: 1, pre_advised: 1 });
    const refused = await createParcel(t, m.token, sampleParcel(m.senderId, { customer_ref: 'TAKEN' }));
    const twice = await t.call(parcels.saveParcel, {
      token: m.token,
      body: { ...sampleParcel(m.senderId, { customer_ref: 'TAKEN' }), submit: true },
    });
    expect(twice.error_code).toBe(1967);
    expect(await tabs()).toEqual({ all: 3, draft: 2, pre_advised: 1 });
    expect((await t.call(parcels.submitParcels, { token: m.token, body: { ids: [a.id] } })).error_code).toBe(0);
    expect(await tabs()).toEqual({ all: 3, draft: 1, pre_advised: 2 });
    await t.call(parcels.cancelParcel, { token: m.token, body: { id: a.id } });
    await t.call(parcels.cancelParcel, { token: m.token, body: { id: refused.id } });
    expect(await tabs()).toEqual({ all: 3, pre_advised: 1, canceled: 2 });

    await hubStep(t, ops.handOverParcel, { parcel_no: b.parcel_no });
    expect(await tabs()).toEqual({ all: 3, handed_over: 1, canceled: 2 });
    const measured = [{ weight_g: 800, length_cm: 30, width_cm: 20, height_cm: 10 }];
    await hubStep(t, ops.receiveParcel, { parcel_no: b.parcel_no, pieces: measured });
    expect(await tabs()).toEqual({ all: 3, received: 1, canceled: 2 });
    const raised = await hubStep(t, ops.raiseParcelException, { parcel_no: b.parcel_no, reason: 'Label torn' });
    expect(await tabs()).toEqual({ all: 3, exception: 1, canceled: 2 });
    await hubStep(t, ops.resolveParcelException, { parcel_no: b.parcel_no, exception_id: raised.exception_id });
    await hubStep(t, ops.shipParcel, { parcel_no: b.parcel_no, tracking_number: 'TABS-1' });
    expect(await tabs()).toEqual({ all: 3, shipped: 1, canceled: 2 });
    await hubStep(t, ops.deliverParcel, { parcel_no: b.parcel_no });
    expect(await tabs()).toEqual({ all: 3, delivered: 1, canceled: 2 });

    const c = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    await hubStep(t, ops.raiseParcelException, { parcel_no: c.parcel_no, reason: 'Not dropped off' });
    await hubStep(t, ops.returnParcel, { parcel_no: c.parcel_no, reason: 'Never arrived' });
    const d = await createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true });
    await hubStep(t, ops.handOverParcel, { parcel_no: d.parcel_no });
    await t.call(parcels.requestParcelInterception, { token: m.token, body: { id: d.id } });
    await hubStep(t, ops.resolveParcelInterception, { parcel_no: d.parcel_no, approve: true });
    expect(await tabs()).toEqual({ all: 5, delivered: 1, returned: 1, canceled: 3 });
  });

  it('keeps the counts when many of one merchant’s parcels move at once (wallet and counts taken in one order)', async () => {
    const m = await parcelMerchant(t);
    const drafts = await Promise.all(
      Array.from({ length: 6 }, () => createParcel(t, m.token, sampleParcel(m.senderId))),
    );
    const held = await Promise.all(
      Array.from({ length: 6 }, () => createParcel(t, m.token, { ...sampleParcel(m.senderId), submit: true })),
    );
    const measured = [{ weight_g: 800, length_cm: 30, width_cm: 20, height_cm: 10 }];
    const replies = await Promise.all([
      ...drafts.map((draft) => t.call(parcels.submitParcels, { token: m.token, body: { ids: [draft.id] } })),
      ...Array.from({ length: 4 }, () =>
        t.call(parcels.saveParcel, { token: m.token, body: { ...sampleParcel(m.senderId), submit: true } }),
      ),
      ...held.slice(0, 3).map((parcel) => t.call(parcels.cancelParcel, { token: m.token, body: { id: parcel.id } })),
      ...held
        .slice(3)
        .map((parcel) =>
          t.call(ops.receiveParcel, { ops: true, body: { parcel_no: parcel.parcel_no, pieces: measured } }),
        ),
    ]);
    expect(replies.filter((reply) => reply.error_code !== 0).map((reply) => reply.msg)).toEqual([]);
    expect(await tabsOf(m.token)).toEqual({ all: 16, pre_advised: 10, canceled: 3, received: 3 });
  });

  it('refuses an IOSS number on a DDU parcel, a pickup without its window and an own courier without its number', async () => {
    const m = main;
    const before = await t.call(parcels.getParcelList, { token: m.token, query: {} });
    const reply = await t.call(parcels.saveParcel, {
      token: m.token,
      lang: 'zh_CN',
      body: sampleParcel(m.senderId, {
        recipient: { ...BERLIN_RECIPIENT },
        tax_codes: { vat: '', ioss: 'IM2760000001', gst: '', icms: '' },
        handover: { method: 'pickup', pickup_from: '2026-12-01T10:00:00Z', pickup_to: '2026-12-01T09:00:00Z' },
      }),
    });
    expect(reply.error_code).toBe(1001);
    expect(messagesOf(reply.content)).toMatchObject({
      duty_terms: 'IOSS 包裹须为完税交货：请选择 DDP 或删除 IOSS 号',
      'handover.pickup_to': '请填写揽收时间段：结束时间须晚于开始时间',
    });
    const courier = await t.call(parcels.saveParcel, {
      token: m.token,
      body: sampleParcel(m.senderId, { handover: { method: 'own_courier', courier: 'SF Express' } }),
    });
    expect(messagesOf(courier.content)).toEqual({
      'handover.tracking_number': "Please enter the courier's tracking number",
    });
    const after = await t.call(parcels.getParcelList, { token: m.token, query: {} });
    expect(after.content.total).toBe(before.content.total);
  });

  it('keeps one merchant’s parcels and senders from another', async () => {
    const owner = main;
    const other = await parcelMerchant(t);
    const saved = await createParcel(t, owner.token, sampleParcel(owner.senderId));
    const seen = await t.call(parcels.getParcelDetail, { token: other.token, query: { id: saved.id } });
    expect(seen.error_code).toBe(1960);
    const cancel = await t.call(parcels.cancelParcel, { token: other.token, body: { id: saved.id } });
    expect(cancel.error_code).toBe(1960);
    const borrowed = await t.call(parcels.saveParcel, { token: other.token, body: sampleParcel(owner.senderId) });
    expect(messagesOf(borrowed.content)).toEqual({ sender_id: 'This option does not exist, choose another' });
    const senders = await t.call(parcels.getSenders, { token: other.token });
    expect(senders.content.list.map((s) => s.id)).not.toContain(owner.senderId);
    const searched = await t.call(parcels.getParcelList, {
      token: other.token,
      query: { parcel_nos: saved.parcel_no },
    });
    expect(searched.content.total).toBe(0);
  });
});
