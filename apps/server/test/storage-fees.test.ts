import { opsJobs, opsStorageFee, product, storageFee } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../src/db/transaction';
import { inventoryApi } from '../src/modules/inventory';
import { storageFeeStaffApi } from '../src/modules/storage-fee';
import { staffActor } from '../src/platform/actor';
import { seedDemoData } from '../src/seed/demo';
import { grantJson } from './support/grants';
import { walletProblems } from './support/ledger-invariants';
import { manualClock } from './support/manual-clock';
import { registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, ENGINE, TestApp } from './support/test-app';
import { readXlsx } from './support/xlsx';

const DAY = 86_400_000;
/** US West (Los Angeles): its days are Pacific days. */
const W1 = 1;
const TIERS = [
  { from_day: 31, daily_rate_micro: 1_000_000 },
  { from_day: 61, daily_rate_micro: 2_000_000 },
  { from_day: 91, daily_rate_micro: 3_000_000 },
];
/** Arrivals, as UTC instants whose Pacific day is what the comments say. */
const MUG_ARRIVAL = '2026-09-01T20:00:00.000Z'; // Sep 1, 13:00 PDT: day 1 is Sep 1, day 31 Oct 1
const CAP_ARRIVAL = '2026-10-21T20:00:00.000Z'; // Oct 21: day 31 is Nov 20
const MUG = { units: 10, m3: 0.06 }; // 50 × 40 × 30 cm
const CAP = { units: 5, m3: 0.001 }; // 10 × 10 × 10 cm

const dayNo = (arrival: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${arrival.slice(0, 10)}T00:00:00Z`)) / DAY) + 1;
const rate = (age: number) =>
  age <= 30 ? 0 : ([...TIERS].reverse().find((t) => t.from_day <= age)?.daily_rate_micro ?? 0);
/** What the charge of a day should be, worked out independently of the server's code. */
function expected(day: string, discountBp: number) {
  let micro = MUG.units * MUG.m3 * rate(dayNo(MUG_ARRIVAL, day));
  if (day >= CAP_ARRIVAL.slice(0, 10)) micro += CAP.units * CAP.m3 * rate(dayNo(CAP_ARRIVAL, day));
  const receivable = Math.round(micro / 10_000);
  const discount = Math.round((receivable * discountBp) / 10_000);
  return { receivable, discount, net: receivable - discount };
}
const nextDay = (day: string, n = 1) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

describe('storage fees: the daily charge, its list, detail, export and forecast', () => {
  const clock = manualClock(Date.parse('2026-08-01T12:00:00Z'));
  let t: TestApp;
  let merchant: { token: string; customerId: number };
  let other: { token: string; customerId: number };
  const ids: Record<string, number> = {};

  const run = (day: string, warehouse_id: number | undefined = W1) =>
    t.call(opsStorageFee.runStorageFees, { ops: true, body: { day, warehouse_id } });
  const chargesOf = (customerId: number) =>
    t.db
      .selectFrom('storage_charges')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('charge_date')
      .execute();
  const walletRows = (customerId: number) =>
    t.db
      .selectFrom('wallet_transactions')
      .select(['amount', 'type', 'reference_type', 'reference_id'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
  const list = (query: Record<string, unknown> = {}, token = merchant.token) =>
    t.call(storageFee.getStorageFeeList, { token, query: { page: 1, page_size: 100, ...query } });
  const setTo = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

  beforeAll(async () => {
    // Sessions outlive the months the clock is moved through.
    t = await TestApp.start({ clock, env: { SESSION_IDLE_MINUTES: String(200 * 24 * 60), SESSION_MAX_DAYS: '365' } });
    merchant = await registerMerchant(t);
    other = await registerMerchant(t);
    const sizes = { MUG: [50, 40, 30], CAP: [10, 10, 10] } as const;
    for (const [sku, [length_cm, width_cm, height_cm]] of Object.entries(sizes)) {
      const saved = await t.call(product.addProduct, {
        token: merchant.token,
        body: sampleProduct({ sku, length_cm, width_cm, height_cm }),
      });
      expect(saved.error_code, saved.msg).toBe(0);
      ids[sku] = saved.content.id;
    }
    const receiveAt = async (sku: 'MUG' | 'CAP', at: string, units: number, inboundId: number) => {
      const ledger = inventoryApi({ db: t.app.core.db, clock: manualClock(Date.parse(at)) });
      await transaction(t.app.core.db, (tx) =>
        ledger.receive(
          tx,
          { customerId: merchant.customerId },
          {
            reference: { type: 'inbound', id: inboundId },
            warehouseId: W1,
            lines: [{ productId: ids[sku] as number, quantity: units }],
            actor: staffActor('dock'),
          },
        ),
      );
    };
    await receiveAt('MUG', MUG_ARRIVAL, MUG.units, 9001);
    await receiveAt('CAP', CAP_ARRIVAL, CAP.units, 9002);
    const card = await t.call(opsStorageFee.setStorageRateCard, {
      ops: true,
      body: { warehouse_id: W1, tiers: TIERS },
    });
    expect(card.error_code, card.msg).toBe(0);
    expect(card.content).toMatchObject({
      time_zone: 'America/Los_Angeles',
      free_days: 30,
      tiers: [
        { from_day: 31, to_day: 60, daily_rate_micro: 1_000_000 },
        { from_day: 61, to_day: 90, daily_rate_micro: 2_000_000 },
        { from_day: 91, to_day: null, daily_rate_micro: 3_000_000 },
      ],
    });
    setTo('2026-11-15T20:00:00Z');
  });
  afterAll(() => t.close());

  it('gives a new install storage fees: the demo merchant is charged for the last days, once however often the seed runs', async () => {
    // Seeded on 2026-08-01 at 12:00 UTC: the job's code ran at noon UTC of Jul 29 to Aug 1, each run
    // charging each warehouse's day before; only US West holds demo stock older than that morning.
    const token = await t.login(DEMO_LOGINS.main);
    const reply = await list({}, token);
    expect(reply.error_code, reply.msg).toBe(0);
    const charges = reply.content.list;
    expect(charges.map((c) => [c.charge_date, c.warehouse_code]).sort()).toEqual(
      ['2026-07-28', '2026-07-29', '2026-07-30', '2026-07-31'].map((day) => [day, 'USWE']),
    );
    expect(charges.every((c) => c.net > 0 && c.settled)).toBe(true);
    const detail = await t.call(storageFee.getStorageFeeDetail, { token, query: { id: charges[0]?.id as number } });
    expect(detail.error_code, detail.msg).toBe(0);
    expect(new Set(detail.content.lines.map((line) => line.tier_from_day))).toEqual(new Set([31, 61]));
    expect(detail.content.lines.every((line) => line.age_days > 30)).toBe(true);
    // Each charge is one storage-fee transaction of its amount, and the ledger still adds up.
    const fees = (await walletRows(10001)).filter((row) => row.type === 'storage_fee');
    expect(fees.map((row) => [row.reference_id, -row.amount]).sort()).toEqual(charges.map((c) => [c.id, c.net]).sort());
    expect(await walletProblems(t, 10001)).toEqual([]);
    // The other demo merchant's stock is all new: no fee, and its 500.00 USD stays.
    expect(await chargesOf(10002)).toEqual([]);
    await seedDemoData(t.app.core);
    expect(await chargesOf(10001)).toHaveLength(4);
  });

  it('keeps day 30 free, charges day 31 at the first tier and debits the wallet once per charge', async () => {
    // The demo merchants hold stock in the warehouse too: they are charged beside this one.
    const free = await run('2026-09-30');
    expect(free.content).toMatchObject({ day: '2026-09-30', warehouses: 1, skipped: 0 });
    const first = await run('2026-10-01');
    expect(first.error_code, first.msg).toBe(0);
    const rows = await chargesOf(merchant.customerId);
    expect(
      rows.map((r) => [r.charge_date, Number(r.stored_volume_m3), Number(r.charged_volume_m3), r.receivable, r.net]),
    ).toEqual([
      ['2026-09-30', 0.6, 0, 0, 0],
      ['2026-10-01', 0.6, 0.6, 60, 60],
    ]);
    const wallet = await walletRows(merchant.customerId);
    expect(wallet).toEqual([
      { amount: -60, type: 'storage_fee', reference_type: 'storage_charge', reference_id: rows[1]?.id },
    ]);
    const detail = await t.call(storageFee.getStorageFeeDetail, { token: merchant.token, query: { id: rows[1]?.id } });
    expect(detail.content.charge).toMatchObject({ warehouse_code: 'USWE', receivable: 60, net: 60, settled: true });
    expect(detail.content.lines).toEqual([
      expect.objectContaining({
        sku: 'MUG',
        age_days: 31,
        tier_from_day: 31,
        units: 10,
        volume_m3: 0.6,
        amount_micro: 600_000,
      }),
    ]);
  });

  it('never charges a day twice: a re-run and two instances racing both skip what is charged', async () => {
    const again = await run('2026-10-01');
    expect(again.content).toMatchObject({ charges: 0, debited: 0, skipped: expect.any(Number) });
    const sibling = await t.sibling({ clock });
    try {
      const runs = [t, sibling].map((app) => () => storageFeeStaffApi(app.app.core).billing.runDay('2026-10-02', W1));
      // PostgreSQL: truly at once. SQLite in one process cannot wait for a write lock its own event
      // loop holds (two processes can: the driver waits), so there the second instance runs after.
      const [a, b] =
        ENGINE === 'postgres' ? await Promise.all(runs.map((go) => go())) : [await runs[0]?.(), await runs[1]?.()];
      if (!a || !b) throw new Error('both instances run');
      expect(a.charges + b.charges).toBeGreaterThan(0);
    } finally {
      await sibling.close();
    }
    const rows = (await chargesOf(merchant.customerId)).filter((r) => r.charge_date === '2026-10-02');
    expect(rows).toHaveLength(1);
    const wallet = (await walletRows(merchant.customerId)).filter((w) => w.reference_id === rows[0]?.id);
    expect(wallet.map((w) => w.amount)).toEqual([-60]);
  });

  it('moves a layer into a dearer tier on its day 61, and takes the discount off the rounded receivable', async () => {
    await run('2026-10-30'); // day 60
    await run('2026-10-31'); // day 61
    const discount = await t.call(opsStorageFee.setStorageDiscount, {
      ops: true,
      body: { customer_id: merchant.customerId, discount_bp: 2500 },
    });
    expect(discount.content).toEqual({ customer_id: merchant.customerId, discount_bp: 2500 });
    await run('2026-11-01');
    const byDay = new Map((await chargesOf(merchant.customerId)).map((r) => [r.charge_date, r]));
    expect(byDay.get('2026-10-30')).toMatchObject({ receivable: 60, discount: 0, net: 60 });
    // Oct 31: the mug pays tier 2 (0.6 m³ × $2), the cap (day 11) is stored free.
    expect(byDay.get('2026-10-31')).toMatchObject({ receivable: 120, net: 120 });
    expect(Number(byDay.get('2026-10-31')?.stored_volume_m3)).toBe(0.605);
    expect(byDay.get('2026-11-01')).toMatchObject({ receivable: 120, discount_bp: 2500, discount: 30, net: 90 });
  });

  it('refuses a day not over in the warehouse, an unknown warehouse or customer, and a card with repeated tiers, changing nothing', async () => {
    const future = await run('2026-11-15', W1);
    expect(future).toMatchObject({
      error_code: 1644,
      msg: 'The day 2026-11-15 is not over yet in the warehouse and cannot be charged',
    });
    expect((await run('2026-11-01', 99)).error_code).toBe(1641);
    const repeated = await t.call(opsStorageFee.setStorageRateCard, {
      ops: true,
      lang: 'zh_CN',
      body: { warehouse_id: W1, tiers: [TIERS[0], TIERS[0]] },
    });
    expect(repeated).toMatchObject({ error_code: 1643, msg: '每个阶梯的起始天数不能重复' });
    const freeTier = await t.call(opsStorageFee.setStorageRateCard, {
      ops: true,
      body: { warehouse_id: W1, tiers: [{ from_day: 30, daily_rate_micro: 5 }] },
    });
    expect(freeTier.error_code).toBe(1001);
    const card = await t.call(opsStorageFee.getStorageRateCard, { ops: true, query: { warehouse_id: W1 } });
    expect(card.content.tiers.map((tier) => tier.from_day)).toEqual([31, 61, 91]);
    const nobody = await t.call(opsStorageFee.setStorageDiscount, {
      ops: true,
      body: { customer_id: 987654, discount_bp: 10 },
    });
    expect(nobody.error_code).toBe(1642);
  });

  it('forecasts 30/60/90 days per SKU if nothing ships, and the units crossing into a dearer tier within 7 days', async () => {
    // Nov 15 (Pacific): the mug is on day 76, the cap on day 26.
    const reply = await t.call(storageFee.getStorageForecast, {
      token: merchant.token,
      query: { page: 1, page_size: 20 },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    const forecastOf = (horizon: number, arrival: string, units: number, m3: number) => {
      let micro = 0;
      for (let k = 0; k < horizon; k++) micro += units * m3 * rate(dayNo(arrival, nextDay('2026-11-15', k)));
      const cents = Math.round(micro / 10_000);
      return cents - Math.round((cents * 2500) / 10_000);
    };
    const mug = reply.content.list.find((row) => row.sku === 'MUG');
    const cap = reply.content.list.find((row) => row.sku === 'CAP');
    expect(mug).toMatchObject({
      units: 10,
      volume_m3: 0.6,
      cost_30: 3375, // 15 days at $2 and 15 at $3 on 0.6 m³ = $45, less 25%
      cost_60: forecastOf(60, MUG_ARRIVAL, 10, 0.06),
      cost_90: forecastOf(90, MUG_ARRIVAL, 10, 0.06),
      crossing_units: 0,
      crossing_date: null,
    });
    expect(cap).toMatchObject({
      units: 5,
      cost_30: forecastOf(30, CAP_ARRIVAL, 5, 0.001),
      cost_90: forecastOf(90, CAP_ARRIVAL, 5, 0.001),
      crossing_units: 5,
      crossing_date: '2026-11-20',
    });
    expect(reply.content.list[0]?.sku).toBe('MUG');
    const one = await t.call(storageFee.getStorageForecast, { token: merchant.token, query: { sku: 'cap' } });
    expect(one.content.list.map((row) => row.sku)).toEqual(['CAP']);
  });

  it('charges a month of days through the scheduled job, each day once, the tier change and discount included', async () => {
    const before = (await chargesOf(merchant.customerId)).length;
    // Each morning at 02:00 PST (10:00 UTC) the job charges the day before, Nov 15 … Dec 14.
    for (let d = 0; d < 30; d++) {
      setTo(`${nextDay('2026-11-16', d)}T10:00:00Z`);
      const job = await t.call(opsJobs.runJob, { ops: true, body: { name: 'storageFee.chargeDaily' } });
      expect(job.content.status, String(job.content.error)).toBe('succeeded');
    }
    // A second run on the last morning charges nothing more.
    const rerun = await t.call(opsJobs.runJob, { ops: true, body: { name: 'storageFee.chargeDaily' } });
    expect(rerun.content.result).toMatchObject({ charges: 0 });
    const rows = (await chargesOf(merchant.customerId)).slice(before);
    expect(rows.map((r) => r.charge_date)).toEqual(Array.from({ length: 30 }, (_, d) => nextDay('2026-11-15', d)));
    for (const row of rows) expect(row, row.charge_date).toMatchObject(expected(row.charge_date, 2500));
    // Nov 30 is the mug's day 91 (tier 3), Nov 20 the cap's day 31.
    // Nov 29: $1.20 for the mug and half a cent for the cap, rounded once for the day.
    expect(rows.find((r) => r.charge_date === '2026-11-29')?.receivable).toBe(121);
    expect(rows.find((r) => r.charge_date === '2026-11-30')?.receivable).toBe(expected('2026-11-30', 0).receivable);
    expect(expected('2026-11-30', 0).receivable).toBe(181);
    const debits = (await walletRows(merchant.customerId)).filter((w) => rows.some((r) => r.id === w.reference_id));
    expect(debits.reduce((sum, w) => sum + w.amount, 0)).toBe(-rows.reduce((sum, r) => sum + r.net, 0));
    expect(debits).toHaveLength(30);
  });

  it('lists with filters, exports the filtered rows as xlsx, and keeps merchants and rights apart', async () => {
    const all = await list();
    expect(all.content.total).toBe((await chargesOf(merchant.customerId)).length);
    expect(all.content.list[0]?.charge_date).toBe('2026-12-14');
    const october = await list({ date_from: '2026-10-01', date_to: '2026-10-31', warehouse_id: W1, settled: 1 });
    expect(october.content.list.map((row) => row.charge_date)).toEqual([
      '2026-10-31',
      '2026-10-30',
      '2026-10-02',
      '2026-10-01',
    ]);
    expect((await list({ date_from: '2026-13-01' })).error_code).toBe(1001);
    const file = await t.call(storageFee.exportStorageFee, {
      token: merchant.token,
      lang: 'zh_CN',
      query: { date_from: '2026-10-01', date_to: '2026-10-31' },
    });
    expect(file.status).toBe(200);
    const [sheet] = await readXlsx(file.raw.rawPayload);
    expect(sheet?.rows[0]?.slice(0, 3)).toEqual(['结算状态', '日期', '仓库']);
    expect(sheet?.rows.slice(1).map((row) => [row[1], row[6], row[8]])).toEqual([
      ['2026-10-31', 1.2, 1.2],
      ['2026-10-30', 0.6, 0.6],
      ['2026-10-02', 0.6, 0.6],
      ['2026-10-01', 0.6, 0.6],
    ]);
    const none = await t.call(storageFee.exportStorageFee, { token: other.token, query: {} });
    expect(none.error_code).toBe(1025);

    const id = all.content.list[0]?.id;
    expect(await list({}, other.token)).toMatchObject({ content: { list: [], total: 0 } });
    expect((await t.call(storageFee.getStorageFeeDetail, { token: other.token, query: { id } })).error_code).toBe(1640);
    expect((await t.call(storageFee.getStorageForecast, { token: other.token, query: {} })).content.total).toBe(0);

    const sub = await t.login(DEMO_LOGINS.sub);
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['order']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    expect((await list({}, sub)).error_code).toBe(1005);
    expect((await t.call(storageFee.getStorageForecast, { token: sub, query: {} })).error_code).toBe(1005);
  });
});
