import { inventory, lossOrder, opsLossOrder } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { stockLedgerProblems } from './support/ledger-invariants';
import { raiseLossOrder } from './support/loss-orders';
import { balanceOf, merchantWithSkus, startOrderApp } from './support/orders';
import { DEMO_LOGINS, type TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

describe('loss orders (lossOrder.*, opsLossOrder.review)', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;

  const line = (sku: string, counts: { appointment: number; arrival: number; qualified: number; actual: number }) => ({
    productId: m.ids[sku] as number,
    sku,
    ...counts,
  });
  const raised = async (type: 'normal' | 'abnormal', receivingNo: string, inboundId = 7) => {
    const result = await raiseLossOrder(t, m.customerId, {
      type,
      receivingNo,
      inboundId,
      lines: [
        // normal: 2 fewer passed quality check than were booked; abnormal: 2 fewer shelved than passed.
        line('MUG-01', { appointment: 10, arrival: 10, qualified: 8, actual: type === 'normal' ? 8 : 6 }),
        line('CAP-02', { appointment: 5, arrival: 5, qualified: 5, actual: 5 }),
      ],
    });
    if (!result) throw new Error('nothing raised');
    return result;
  };
  const detail = (id: number, token = m.token, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(lossOrder.getDetail, { token, lang, query: { id } });
  const comment = (id: number, content: string, dispute = false, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(lossOrder.addComment, { token: m.token, lang, body: { id, content, dispute } });
  const review = (body: {
    loss_no: string;
    decision: 'confirm' | 'close';
    recount?: { sku: string; actual: number }[];
    comment?: string;
  }) => t.call(opsLossOrder.review, { ops: true, body: { operator: 'Lee', ...body } });

  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 100, balance: 0 });
    other = await merchantWithSkus(t, ['MUG-01'], { stock: 5, balance: 0 });
  });
  afterAll(() => t.close());

  it('raises only the lines that differ (normal: against the booking; abnormal: against the qualified), and nothing when none do', async () => {
    const normal = await raised('normal', 'RK-N1');
    expect(normal.lossNo).toMatch(/^LS\d{12}$/);
    const shown = await detail(normal.id);
    expect(shown.error_code).toBe(0);
    expect(shown.content).toMatchObject({
      loss_no: normal.lossNo,
      type: 'normal',
      state: 'pending_review',
      receiving_no: 'RK-N1',
      difference: -2,
      can_comment: true,
      comments: [],
    });
    expect(shown.content.warehouse_code).not.toBe('');
    expect(shown.content.lines).toEqual([
      expect.objectContaining({ sku: 'MUG-01', appointment: 10, arrival: 10, qualified: 8, actual: 8, difference: -2 }),
    ]);
    expect(shown.content.lines[0]?.name_en).not.toBe('');

    const gain = await raiseLossOrder(t, m.customerId, {
      type: 'abnormal',
      lines: [line('CAP-02', { appointment: 5, arrival: 5, qualified: 4, actual: 6 })],
    });
    expect((await detail(gain?.id ?? 0)).content.lines[0]).toMatchObject({ actual: 6, difference: 2 });

    const none = await raiseLossOrder(t, m.customerId, {
      type: 'abnormal',
      lines: [line('MUG-01', { appointment: 10, arrival: 10, qualified: 8, actual: 8 })],
    });
    expect(none).toBeNull();
  });

  it('lists newest first with the filters of the contract', async () => {
    const a = await raised('normal', 'RK-L1', 21);
    const b = await raised('abnormal', 'RK-L2', 22);
    const list = (query: Record<string, string | number>) =>
      t.call(lossOrder.getList, { token: m.token, query: { page: 1, page_size: 50, ...query } });
    const all = await list({});
    expect(all.content.list[0]?.loss_no).toBe(b.lossNo);
    expect(all.content.total).toBeGreaterThanOrEqual(2);
    expect((await list({ loss_no: a.lossNo.toLowerCase() })).content.list.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ receiving_no: 'RK-L2' })).content.list.map((r) => r.id)).toEqual([b.id]);
    expect((await list({ receiving_no: 'RK-L2', type: 'normal' })).content.total).toBe(0);
    expect((await list({ inbound_id: 21 })).content.list).toEqual([
      expect.objectContaining({ id: a.id, type: 'normal', difference: -2, state: 'pending_review' }),
    ]);
    await review({ loss_no: a.lossNo, decision: 'close' });
    expect((await list({ state: 'closed', receiving_no: 'RK-L1' })).content.list.map((r) => r.id)).toEqual([a.id]);
    expect((await list({ type: 'bogus' })).error_code).toBe(1001);
  });

  it('keeps the thread: a comment, a dispute (→ disputed), staff answer; then refuses comments with 1391 in the request language', async () => {
    const { id, lossNo } = await raised('normal', 'RK-C1');
    expect((await comment(id, 'Two mugs were in the second box')).content.state).toBe('pending_review');
    const disputed = await comment(id, 'We shipped ten', true);
    expect(disputed.content).toMatchObject({ state: 'disputed', can_comment: true });
    expect(disputed.content.comments).toEqual([
      expect.objectContaining({
        content: 'Two mugs were in the second box',
        dispute: false,
        actor: expect.objectContaining({ kind: 'merchant' }),
      }),
      expect.objectContaining({ content: 'We shipped ten', dispute: true }),
    ]);
    expect((await comment(id, '   ')).error_code).toBe(1001);
    expect((await comment(id, 'x'.repeat(501))).error_code).toBe(1001);

    expect(await review({ loss_no: lossNo, decision: 'close', comment: 'Found the box, closing' })).toMatchObject({
      error_code: 0,
      content: { loss_no: lossNo, state: 'closed' },
    });
    const closed = await detail(id);
    expect(closed.content).toMatchObject({ state: 'closed', can_comment: false });
    expect(closed.content.comments.at(-1)).toMatchObject({
      content: 'Found the box, closing',
      actor: { kind: 'staff', label: 'Lee' },
    });

    const refused = await comment(id, 'Thanks');
    expect(refused).toMatchObject({ error_code: 1391, msg: 'The loss order has been closed and cannot be changed' });
    expect((await comment(id, 'Thanks', true, 'zh_CN')).msg).toBe('损益单已关闭，无法修改');
    expect((await detail(id)).content.comments).toHaveLength(3);
    expect((await review({ loss_no: lossNo, decision: 'confirm' })).error_code).toBe(1391);
  });

  it('confirms with a recount: the stock moves by the new actual less the old one, through the ledger, in one transaction', async () => {
    const { id, lossNo } = await raised('abnormal', 'RK-R1');
    const productId = m.ids['MUG-01'] as number;
    const before = await balanceOf(t, m.customerId, productId, 1);
    const confirmed = await review({
      loss_no: lossNo.toLowerCase(),
      decision: 'confirm',
      recount: [{ sku: 'mug-01', actual: 9 }],
    });
    expect(confirmed).toMatchObject({ error_code: 0, content: { state: 'confirmed' } });
    const after = await balanceOf(t, m.customerId, productId, 1);
    expect(Number(after.on_hand) - Number(before.on_hand)).toBe(3);
    const movement = await t.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('customer_id', '=', m.customerId)
      .where('reference_type', '=', 'loss_order')
      .where('reference_id', '=', id)
      .execute();
    expect(movement).toEqual([
      expect.objectContaining({
        type: 'loss_adjustment',
        product_id: productId,
        actor_kind: 'staff',
        actor_label: 'Lee',
      }),
    ]);
    expect(Number(movement[0]?.on_hand_delta)).toBe(3);
    const shown = await detail(id);
    expect(shown.content).toMatchObject({ state: 'confirmed', can_comment: false, difference: 1 });
    expect(shown.content.lines[0]).toMatchObject({ qualified: 8, actual: 9, difference: 1 });
    expect(await stockLedgerProblems(t, m.customerId)).toEqual([]);
    const log = await t.call(inventory.getStockLog, {
      token: m.token,
      query: { page: 1, page_size: 20, type: 'loss_adjustment' },
    });
    expect(log).toMatchObject({ error_code: 0 });
    expect(log.content.list[0]).toMatchObject({ reference_type: 'loss_order', reference_no: lossNo, on_hand_delta: 3 });
  });

  it('refuses a recount that would take stock below what is locked, or names a SKU not on the order, and changes nothing', async () => {
    // Abnormal (raised at shelving): a normal one waits for its booking's shelving, loss-orders-inbound.test.ts.
    const { id, lossNo } = await raised('abnormal', 'RK-R2');
    const productId = m.ids['MUG-01'] as number;
    const before = await balanceOf(t, m.customerId, productId, 1);
    await t.db
      .updateTable('stock_balances')
      .set({ locked: Number(before.on_hand) })
      .where('customer_id', '=', m.customerId)
      .where('product_id', '=', productId)
      .where('warehouse_id', '=', 1)
      .execute();
    const refused = await review({ loss_no: lossNo, decision: 'confirm', recount: [{ sku: 'MUG-01', actual: 3 }] });
    expect(refused.error_code).toBe(1251);
    expect(
      (await review({ loss_no: lossNo, decision: 'confirm', recount: [{ sku: 'NOPE', actual: 3 }] })).error_code,
    ).toBe(1023);
    expect(
      (await review({ loss_no: lossNo, decision: 'close', recount: [{ sku: 'MUG-01', actual: 3 }] })).error_code,
    ).toBe(1001);
    await t.db
      .updateTable('stock_balances')
      .set({ locked: Number(before.locked) })
      .where('customer_id', '=', m.customerId)
      .where('product_id', '=', productId)
      .where('warehouse_id', '=', 1)
      .execute();
    const shown = await detail(id);
    expect(shown.content).toMatchObject({ state: 'pending_review', comments: [] });
    expect(shown.content.lines[0]).toMatchObject({ actual: 6, difference: -2 });
    expect(await balanceOf(t, m.customerId, productId, 1)).toEqual(before);
    expect((await review({ loss_no: 'LS000000000000', decision: 'close' })).error_code).toBe(1390);
  });

  it("never shows one merchant another's loss orders, and refuses a sub-account without the inventory right", async () => {
    const { id } = await raised('normal', 'RK-T1');
    expect((await detail(id, other.token)).error_code).toBe(1390);
    expect(
      (await t.call(lossOrder.addComment, { token: other.token, body: { id, content: 'mine?', dispute: true } }))
        .error_code,
    ).toBe(1390);
    expect(
      (await t.call(lossOrder.getList, { token: other.token, query: { page: 1, page_size: 50 } })).content,
    ).toEqual({
      list: [],
      total: 0,
    });
    expect((await detail(id)).content.comments).toEqual([]);

    const sub = await t.login(DEMO_LOGINS.sub);
    const withRights = (permissions: string[]) =>
      t.db
        .updateTable('accounts')
        .set({ permissions: grantJson(permissions) })
        .where('email', '=', DEMO_LOGINS.sub)
        .execute();
    await withRights(['order']);
    expect(await t.call(lossOrder.getList, { token: sub, query: { page: 1, page_size: 50 } })).toMatchObject({
      error_code: 1005,
    });
    // Loss orders live under Inventory: the inbound right alone does not open them, inventory does.
    await withRights(['inbound']);
    expect(await t.call(lossOrder.getList, { token: sub, query: { page: 1, page_size: 50 } })).toMatchObject({
      error_code: 1005,
    });
    await withRights(['inventory']);
    expect(await t.call(lossOrder.getList, { token: sub, query: { page: 1, page_size: 50 } })).toMatchObject({
      error_code: 0,
    });
  });
});
