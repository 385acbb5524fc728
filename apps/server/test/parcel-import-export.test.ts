import {
  type ImportResult,
  importJobs,
  opsSelfServiceOrder as ops,
  selfServiceOrder as parcels,
} from '@portal/contract';
import { SAMPLE_SENDER, US_RECIPIENT } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { createParcel, hubStep, PARCEL_METHOD, parcelMerchant, sampleParcel } from './support/parcels';
import { openPdf } from './support/read-pdf';
import { TestApp } from './support/test-app';
import { download, firstSheetRowCount, readXlsx, xlsxFile } from './support/xlsx';

type Merchant = Awaited<ReturnType<typeof parcelMerchant>>;

/** A US domestic method of the Los Angeles hub that carries no dangerous goods (the seeded rates). */
const NO_DG_METHOD = 'USWE-DHL-SMARTMAIL';

/** The import's English headers, in an order of their own: the import matches headers by text. */
const HEADER = [
  'Reference*',
  'Piece no.*',
  'Hub code*',
  'Shipping method code',
  'Sender*',
  'Hand-over*',
  'First Name*',
  'Last Name',
  'Phone*',
  'Address1*',
  'City*',
  'State*',
  'Zip*',
  'Country*',
  'Dangerous goods',
  'Weight (g)*',
  'Length (cm)*',
  'Width (cm)*',
  'Height (cm)*',
  'English name*',
  'Chinese name*',
  'HS code*',
  'Quantity*',
  'Unit value (USD)*',
  'Origin*',
] as const;
type RowValues = Partial<Record<(typeof HEADER)[number], unknown>>;

/** A valid customs line of piece 1 of parcel `ref`, to the sample US recipient, dropped off at the LA hub. */
function parcelRow(ref: string | null, overrides: RowValues = {}): unknown[] {
  const values: RowValues = {
    'Reference*': ref,
    'Piece no.*': 1,
    'Hub code*': 'USWE',
    'Shipping method code': PARCEL_METHOD,
    'Sender*': SAMPLE_SENDER.label,
    'Hand-over*': 'Drop-off',
    'First Name*': US_RECIPIENT.first_name,
    'Last Name': US_RECIPIENT.last_name,
    'Phone*': US_RECIPIENT.phone,
    'Address1*': US_RECIPIENT.address1,
    'City*': US_RECIPIENT.city,
    'State*': US_RECIPIENT.state,
    'Zip*': US_RECIPIENT.zip,
    'Country*': US_RECIPIENT.country,
    'Weight (g)*': 800,
    'Length (cm)*': 30,
    'Width (cm)*': 20,
    'Height (cm)*': 10,
    'English name*': 'Cotton T-shirt',
    'Chinese name*': '棉质T恤',
    'HS code*': '610910',
    'Quantity*': 2,
    'Unit value (USD)*': 12.5,
    'Origin*': 'CN',
    ...overrides,
  };
  return HEADER.map((h) => values[h] ?? null);
}
const parcelSheet = (rows: unknown[][]) => xlsxFile({ Parcels: [[...HEADER], ...rows] });

describe('parcel export, import and dangerous goods', { timeout: 60_000 }, () => {
  let t: TestApp;
  let m: Merchant;

  const importFile = async (
    rows: unknown[][],
    options: { dryRun?: boolean; lang?: 'en' | 'zh_CN'; token?: string } = {},
  ) => {
    const body = multipart([
      ...(options.dryRun === undefined ? [] : [{ name: 'dry_run', data: String(options.dryRun) }]),
      { name: 'file', filename: 'parcels.xlsx', data: await parcelSheet(rows) },
    ]);
    return t.request<ImportResult>({
      method: 'POST',
      url: parcels.importParcels.path,
      payload: body.payload,
      headers: { ...body.headers, token: options.token ?? m.token, 'accept-language': options.lang ?? 'en' },
    });
  };
  const exportParcels = (
    query: Record<string, string | number> = {},
    options: { token?: string; lang?: 'en' | 'zh_CN' } = {},
  ) => download(t, parcels.exportParcels, { token: options.token ?? m.token, query, lang: options.lang });
  const listRefs = async (token = m.token) => {
    const list = await t.call(parcels.getParcelList, { token, query: { page_size: 100 } });
    return list.content.list.map((row) => row.customer_ref).sort();
  };

  beforeAll(async () => {
    t = await TestApp.start();
    m = await parcelMerchant(t);
  });
  afterAll(() => t.close());

  it('keeps the dangerous-goods flag and quotes a DG parcel only by methods that carry dangerous goods', async () => {
    const dg = sampleParcel(m.senderId, { customer_ref: 'DG-1', dangerous_goods: true });
    const { shipping_method_code: _m, sender_id: _s, handover: _h, customer_ref: _c, note: _n, ...draft } = dg;
    const options = await t.call(parcels.getParcelShippingOptions, { token: m.token, body: draft });
    const codes = options.content.list.map((o) => o.shipping_method_code);
    expect(codes).toContain(PARCEL_METHOD);
    expect(codes).not.toContain(NO_DG_METHOD);
    const plain = await t.call(parcels.getParcelShippingOptions, {
      token: m.token,
      body: { ...draft, dangerous_goods: false },
    });
    expect(plain.content.list.map((o) => o.shipping_method_code)).toContain(NO_DG_METHOD);
    const refused = await t.call(parcels.saveParcel, {
      token: m.token,
      body: { ...dg, shipping_method_code: NO_DG_METHOD },
    });
    expect(refused.error_code).toBe(1201);
    expect(JSON.stringify(refused.content)).toContain('does not carry dangerous goods');

    const saved = await createParcel(t, m.token, { ...dg, submit: true });
    const detail = await t.call(parcels.getParcelDetail, { token: m.token, query: { id: saved.id } });
    expect(detail.content.dangerous_goods).toBe(true);
    // The engine's dangerous-goods surcharge is in the estimate.
    expect(detail.content.estimated_fee?.lines.map((l) => l.code)).toContain('dangerous_goods');
    const list = await t.call(parcels.getParcelList, { token: m.token, query: { parcel_nos: 'DG-1' } });
    expect(list.content.list[0]?.dangerous_goods).toBe(true);
    const label = await t.call(parcels.printParcelLabel, { token: m.token, query: { id: saved.id } });
    expect(openPdf(label.raw.rawPayload).pages[0]?.text).toContain('DG');

    const other = await createParcel(t, m.token, {
      ...sampleParcel(m.senderId, { customer_ref: 'PLAIN-1' }),
      submit: true,
    });
    const plainDetail = await t.call(parcels.getParcelDetail, { token: m.token, query: { id: other.id } });
    expect(plainDetail.content.dangerous_goods).toBe(false);
    const plainLabel = await t.call(parcels.printParcelLabel, { token: m.token, query: { id: other.id } });
    expect(openPdf(plainLabel.raw.rawPayload).pages[0]?.text).not.toMatch(/\bDG\b/);
  });

  it('downloads the import template in either language, with the hubs and the shipping methods', async () => {
    const en = await download(t, parcels.downloadParcelImportTemplate, { token: m.token });
    const [sheet, instructions, hubs, methods] = await readXlsx(en.file as Buffer);
    expect(sheet?.name).toBe('Parcels');
    expect(sheet?.rows[0]).toEqual(
      expect.arrayContaining(['Reference*', 'Piece no.*', 'Dangerous goods', 'Unit value (USD)*']),
    );
    expect(instructions?.name).toBe('Instructions');
    expect(hubs?.rows.map((row) => row[0])).toContain('USWE');
    expect(methods?.rows.map((row) => row[1])).toContain(PARCEL_METHOD);
    const zh = await download(t, parcels.downloadParcelImportTemplate, { token: m.token, lang: 'zh_CN' });
    const [zhSheet] = await readXlsx(zh.file as Buffer);
    expect(zhSheet?.name).toBe('包裹');
    expect(zhSheet?.rows[0]).toEqual(expect.arrayContaining(['参考号*', '件号*', '危险品', '单价（美元）*']));
  });

  it('checks first: every row’s problems in the user’s language, nothing created; then the commit creates the drafts', async () => {
    const rows = [
      // Two pieces, the first with two customs lines; later rows leave the parcel's fields empty.
      parcelRow('IMP-1'),
      parcelRow('IMP-1', {
        'First Name*': null,
        'Phone*': null,
        'English name*': 'Silk scarf',
        'Chinese name*': '丝巾',
        'HS code*': '621410',
        'Quantity*': 1,
        'Unit value (USD)*': 30,
      }),
      parcelRow('IMP-1', { 'Piece no.*': 2, 'Weight (g)*': 1200 }),
      // Dangerous goods by the cheapest method that carries them.
      parcelRow('IMP-DG', { 'Dangerous goods': 'Y', 'Shipping method code': null }),
      // Failures: an unknown sender, a bad HS code, a taken reference, DG by a method without DG.
      parcelRow('IMP-BAD-SENDER', { 'Sender*': 'Nowhere' }),
      parcelRow('IMP-BAD-HS', { 'HS code*': '12' }),
      parcelRow('DG-1'),
      parcelRow('IMP-DG-NO', { 'Dangerous goods': 'Y', 'Shipping method code': NO_DG_METHOD }),
      // A row of a parcel whose other row fails fails too; a differing recipient fails.
      parcelRow('IMP-2'),
      parcelRow('IMP-2', { 'City*': 'San Diego' }),
    ];
    const before = await listRefs();
    const dry = await importFile(rows, { dryRun: true, lang: 'zh_CN' });
    expect(dry.error_code, dry.msg).toBe(0);
    expect(await listRefs()).toEqual(before);
    expect(dry.content).toMatchObject({ job_id: 0, total: 10, success: 4, failed: 6 });
    const reasons = new Map(dry.content.failures.map((f) => [f.sku, f.reasons.join(' | ')]));
    expect(reasons.get('IMP-BAD-SENDER')).toContain('发件地址');
    expect(reasons.get('IMP-BAD-HS')).toContain('海关编码');
    expect(reasons.get('DG-1')).toContain('已有包裹订单使用该参考号');
    expect(reasons.get('IMP-DG-NO')).toContain('不承运危险品');
    expect(reasons.get('IMP-2')).toContain('城市');

    const done = await importFile(rows);
    expect(done.content).toMatchObject({ total: 10, success: 4, failed: 6 });
    expect(done.content.job_id).toBeGreaterThan(0);
    expect(await listRefs()).toEqual([...before, 'IMP-1', 'IMP-DG'].sort());
    const list = await t.call(parcels.getParcelList, { token: m.token, query: { parcel_nos: 'IMP-1\nIMP-DG' } });
    const one = list.content.list.find((row) => row.customer_ref === 'IMP-1');
    expect(one).toMatchObject({ status: 'draft', piece_count: 2, weight_g: 2000, dangerous_goods: false });
    const detail = await t.call(parcels.getParcelDetail, { token: m.token, query: { id: one?.id ?? 0 } });
    expect(
      detail.content.pieces.map((p) => p.customs_lines.map((l) => `${l.name_en}×${l.quantity}@${l.unit_value}`)),
    ).toEqual([['Cotton T-shirt×2@1250', 'Silk scarf×1@3000'], ['Cotton T-shirt×2@1250']]);
    expect(detail.content.sender.name).toBe(SAMPLE_SENDER.name);
    expect(detail.content.estimated_fee?.total).toBeGreaterThan(0);
    const dg = list.content.list.find((row) => row.customer_ref === 'IMP-DG');
    expect(dg?.dangerous_goods).toBe(true);

    const failed = await download(t, importJobs.downloadFailedRows, {
      token: m.token,
      query: { job_id: done.content.job_id },
    });
    const [failedSheet] = await readXlsx(failed.file as Buffer);
    const header = failedSheet?.rows[0] ?? [];
    const refAt = header.indexOf('Reference*');
    const reasonAt = header.indexOf('Reasons');
    const failedRows = (failedSheet?.rows ?? []).slice(1);
    expect(failedRows.map((row) => row[refAt])).toEqual([
      'IMP-BAD-SENDER',
      'IMP-BAD-HS',
      'DG-1',
      'IMP-DG-NO',
      'IMP-2',
      'IMP-2',
    ]);
    expect(String(failedRows[3]?.[reasonAt])).toContain('does not carry dangerous goods');
    // Importing the same file again creates nothing more: the references are taken.
    const again = await importFile(rows.slice(0, 4));
    expect(again.content).toMatchObject({ success: 0, failed: 4 });
  });

  it('exports the list’s parcels with the recipient and a sheet of customs lines, in the user’s language', async () => {
    const file = await exportParcels({ parcel_nos: 'IMP-1\nDG-1' });
    const [sheet, lines] = await readXlsx(file.file as Buffer);
    const header = sheet?.rows[0] as string[];
    expect(header.slice(0, 8)).toEqual([
      'Parcel no.',
      'Reference',
      'Status',
      'Hub',
      'Shipping method',
      'Hand-over',
      'Duty terms',
      'Dangerous goods',
    ]);
    const byRef = new Map((sheet?.rows ?? []).slice(1).map((row) => [row[1], row]));
    const cell = (ref: string, name: string) => byRef.get(ref)?.[header.indexOf(name)];
    expect(byRef.size).toBe(2);
    expect(cell('IMP-1', 'Status')).toBe('Draft');
    expect(cell('IMP-1', 'Hand-over')).toBe('Drop-off');
    expect(cell('IMP-1', 'Pieces')).toBe(2);
    expect(cell('IMP-1', 'Declared weight (kg)')).toBe(2);
    expect(cell('IMP-1', 'Measured weight (kg)')).toBeNull();
    expect(cell('IMP-1', 'First Name')).toBe('Ada');
    expect(cell('IMP-1', 'Zip')).toBe('90001');
    expect(cell('DG-1', 'Dangerous goods')).toBe('Yes');
    expect(cell('DG-1', 'Status')).toBe('Pre-advised');
    expect(Number(cell('DG-1', 'Estimated fee (USD)'))).toBeGreaterThan(0);
    expect(lines?.name).toBe('Customs lines');
    expect(
      (lines?.rows ?? [])
        .slice(1)
        .filter((row) => row[1] === 'IMP-1')
        .map((row) => [row[2], row[3], row[7]]),
    ).toEqual([
      [1, 'Cotton T-shirt', 12.5],
      [1, 'Silk scarf', 30],
      [2, 'Cotton T-shirt', 12.5],
    ]);

    // The hub measures DG-1: the measured weight and the final fee appear.
    const dg = byRef.get('DG-1')?.[0] as string;
    await hubStep(t, ops.receiveParcel, {
      parcel_no: dg,
      pieces: [{ weight_g: 900, length_cm: 30, width_cm: 20, height_cm: 10 }],
    });
    const measured = await exportParcels({ status: 'received' }, { lang: 'zh_CN' });
    const [zh, zhLines] = await readXlsx(measured.file as Buffer);
    const zhHeader = zh?.rows[0] as string[];
    expect(zh?.name).toBe('包裹');
    expect(zhLines?.name).toBe('申报明细');
    const row = zh?.rows[1] ?? [];
    expect(zh?.rows).toHaveLength(2);
    expect(row[zhHeader.indexOf('状态')]).toBe('已到仓');
    expect(row[zhHeader.indexOf('危险品')]).toBe('是');
    expect(row[zhHeader.indexOf('实测重量（千克）')]).toBe(0.9);
    expect(Number(row[zhHeader.indexOf('实际费用（美元）')])).toBeGreaterThan(0);

    // The ticked rows only, still the merchant's own only.
    const list = await t.call(parcels.getParcelList, { token: m.token, query: { parcel_nos: 'IMP-DG' } });
    const stranger = await parcelMerchant(t);
    const theirs = await createParcel(t, stranger.token, sampleParcel(stranger.senderId, { customer_ref: 'THEIRS' }));
    const ticked = await exportParcels({ ids: `${list.content.list[0]?.id},${theirs.id}` });
    const [tickedSheet] = await readXlsx(ticked.file as Buffer);
    expect((tickedSheet?.rows ?? []).slice(1).map((r) => r[1])).toEqual(['IMP-DG']);
    const none = await exportParcels({ country: 'FR' });
    expect(none.envelope).toMatchObject({ error_code: 1025, msg: 'No data is exported' });
  });

  it('refuses an export of more than 5000 parcels with the exports’ words, and exports exactly 5000', async () => {
    const bulk = await parcelMerchant(t);
    const rows = Array.from({ length: 5000 }, (_, i) => parcelRow(`BULK-${String(i + 1).padStart(5, '0')}`));
    const imported = await importFile(rows, { token: bulk.token });
    expect(imported.content.success).toBe(5000);
    const full = await exportParcels({}, { token: bulk.token });
    expect(await firstSheetRowCount(full.file as Buffer)).toBe(5001);
    await createParcel(t, bulk.token, sampleParcel(bulk.senderId, { customer_ref: 'BULK-EXTRA' }));
    const tooMany = await exportParcels({}, { token: bulk.token });
    expect(tooMany.envelope).toMatchObject({
      error_code: 1026,
      msg: 'Export data can not exceed 5000, please adjust the filter conditions to re-export',
    });
    const inChinese = await exportParcels({}, { token: bulk.token, lang: 'zh_CN' });
    expect(inChinese.envelope).toMatchObject({
      error_code: 1026,
      msg: '导出数据不能超过5000条，请调整筛选条件后重新导出',
    });
    // A 5,000-parcel import and two exports of two sheets each.
  }, 180_000);
});
