import { type ImportResult, product, productBodySchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../src/db/transaction';
import { ProductRepository } from '../src/modules/product/product-repository';
import { toProductValues } from '../src/modules/product/product-values';
import { registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';
import { download, firstSheetRowCount, type ReadSheet, readXlsx, upload, xlsxFile } from './support/xlsx';

const HEADER = [
  'SKU',
  'Chinese name',
  'English name',
  'Product attribute',
  'Category',
  'HS code',
  'Declared value (USD)',
  'Export declared unit price (USD)',
  'Weight (g)',
  'Length (cm)',
  'Width (cm)',
  'Height (cm)',
  'Barcode',
  'Consumables',
];

function row(sku: string, extra: unknown[] = []): unknown[] {
  return [
    sku,
    `商品 ${sku}`,
    `Item ${sku}`,
    'general',
    'Apparel, 1011',
    '610910',
    12.5,
    null,
    180,
    10,
    15,
    10,
    `BC-${sku}`,
    'BOX-S',
    ...extra,
  ];
}

/** The sheet as objects keyed by header, for reading cells by column name. */
function records(sheet: ReadSheet | undefined): Record<string, unknown>[] {
  const [header, ...rows] = sheet?.rows ?? [];
  return rows.map((r) => Object.fromEntries((header ?? []).map((name, i) => [String(name), r[i] ?? null])));
}

describe('SKU export', () => {
  let t: TestApp;
  let merchant: { token: string; customerId: number };
  let other: string;
  const ids: Record<string, number> = {};

  const exportSku = (token: string, query: Record<string, string | number> = {}, lang: 'en' | 'zh_CN' = 'en') =>
    download(t, product.exportSku, { token, query, lang });

  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await registerMerchant(t);
    other = await t.login(DEMO_LOGINS.other);
    const imported = await upload<ImportResult>(t, product.importProduct, {
      token: merchant.token,
      filename: 'export-setup.xlsx',
      data: await xlsxFile({ SKU: [HEADER, row('EXP-1'), row('EXP-2'), row('EXP-3')] }),
    });
    expect(imported.content).toMatchObject({ success: 3, failed: 0 });
    const list = await t.call(product.getProductList, { token: merchant.token, query: { page: 1, page_size: 10 } });
    for (const p of list.content.list) ids[p.sku] = p.id;
    for (const stock of [
      { sku: 'EXP-1', warehouse_id: 1, total: 10, frozen: 2 },
      { sku: 'EXP-1', warehouse_id: 3, total: 5, frozen: 0 },
    ]) {
      const set = await t.call(product.setStock, { ops: true, body: { customer_id: merchant.customerId, ...stock } });
      expect(set.error_code).toBe(0);
    }
    const foreign = await t.call(product.addProduct, { token: other, body: sampleProduct({ sku: 'OTHER-EXP-1' }) });
    ids['OTHER-EXP-1'] = foreign.content.id;
  });
  afterAll(() => t.close());

  it('exports the list as xlsx with the template columns, values, stock per warehouse and time', async () => {
    const reply = await exportSku(merchant.token);
    expect(reply.status).toBe(200);
    expect(reply.raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(reply.raw.headers['content-disposition']).toMatch(/^attachment; filename="SKU-\d{14}\.xlsx"/);
    const [sheet] = await readXlsx(reply.file as Buffer);
    expect(sheet?.name).toBe('SKU');
    expect(sheet?.rows[0]).toEqual([
      'SKU',
      'Chinese name',
      'English name',
      'Alias',
      'Image',
      'Barcode',
      'Colour',
      'Size',
      'Product attribute',
      'Brand',
      'Category',
      'HS code',
      'Material (English)',
      'Material (Chinese)',
      'Purpose (English)',
      'Purpose (Chinese)',
      'Declared value (USD)',
      'Export declared unit price (USD)',
      'Tax refund',
      'Weight (g)',
      'Length (cm)',
      'Width (cm)',
      'Height (cm)',
      'Warning quantity',
      'Scan barcode when packing',
      'Consumables',
      'Volume (cm³)',
      'Total stock',
      'Frozen stock',
      'Available stock',
      'Total stock (USWE)',
      'Frozen stock (USWE)',
      'Available stock (USWE)',
      'Total stock (UKBH)',
      'Frozen stock (UKBH)',
      'Available stock (UKBH)',
      'Created time (UTC)',
    ]);
    const rows = records(sheet);
    expect(rows.map((r) => r.SKU)).toEqual(['EXP-3', 'EXP-2', 'EXP-1']);
    expect(rows[2]).toMatchObject({
      'Chinese name': '商品 EXP-1',
      'English name': 'Item EXP-1',
      Barcode: 'BC-EXP-1',
      'Product attribute': 'General cargo',
      Category: 'Apparel, Dresses',
      'HS code': '610910',
      'Declared value (USD)': 12.5,
      'Export declared unit price (USD)': null,
      'Tax refund': 'N',
      'Weight (g)': 180,
      'Volume (cm³)': 1500,
      'Total stock': 15,
      'Frozen stock': 2,
      'Available stock': 13,
      'Total stock (USWE)': 10,
      'Frozen stock (USWE)': 2,
      'Available stock (USWE)': 8,
      'Total stock (UKBH)': 5,
      'Available stock (UKBH)': 5,
      Consumables: 'BOX-S',
    });
    expect(rows[2]?.['Created time (UTC)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(rows[0]).toMatchObject({ 'Total stock': 0, 'Total stock (USWE)': 0 });
    const declared = sheet?.rows[0]?.indexOf('Declared value (USD)') as number;
    expect(sheet?.sheet.getRow(2).getCell(declared + 1).numFmt).toBe('0.00');
  });

  it('writes headers and names in Chinese for a Chinese request', async () => {
    const reply = await exportSku(merchant.token, { sku: 'EXP-1' }, 'zh_CN');
    const [sheet] = await readXlsx(reply.file as Buffer);
    expect(sheet?.rows[0]).toEqual(
      expect.arrayContaining(['SKU', '中文名称', '申报价值（USD）', '总库存（USWE）', '创建时间（UTC）']),
    );
    expect(records(sheet)).toEqual([
      expect.objectContaining({ SKU: 'EXP-1', 产品属性: '普货', 分类: '服装, 连衣裙', 是否退税: '否' }),
    ]);
  });

  it("exports the filtered rows, or the selected ids of the merchant's own only", async () => {
    const filtered = await exportSku(merchant.token, { sku: 'EXP-2\nEXP-3' });
    expect(records((await readXlsx(filtered.file as Buffer))[0]).map((r) => r.SKU)).toEqual(['EXP-3', 'EXP-2']);

    const selected = await exportSku(merchant.token, { ids: `${ids['EXP-1']},${ids['EXP-3']}` });
    expect(records((await readXlsx(selected.file as Buffer))[0]).map((r) => r.SKU)).toEqual(['EXP-3', 'EXP-1']);

    const mixed = await exportSku(merchant.token, { ids: `${ids['EXP-2']},${ids['OTHER-EXP-1']}` });
    expect(records((await readXlsx(mixed.file as Buffer))[0]).map((r) => r.SKU)).toEqual(['EXP-2']);

    const foreign = await exportSku(merchant.token, { ids: String(ids['OTHER-EXP-1']) });
    expect(foreign.envelope).toMatchObject({ error_code: 1025, msg: 'No data is exported' });
    const byOwner = await exportSku(other, { ids: `${ids['EXP-1']},${ids['OTHER-EXP-1']}` });
    expect(records((await readXlsx(byOwner.file as Buffer))[0]).map((r) => r.SKU)).toEqual(['OTHER-EXP-1']);
  });

  it('says so when nothing matches', async () => {
    const none = await exportSku(merchant.token, { name: 'no such name' }, 'zh_CN');
    expect(none.envelope).toMatchObject({ error_code: 1025, msg: '没有可导出的数据' });
  });

  it('gives a file that imports elsewhere as it is', async () => {
    const exported = await exportSku(merchant.token);
    const elsewhere = await registerMerchant(t);
    const reply = await upload<ImportResult>(t, product.importProduct, {
      token: elsewhere.token,
      filename: 'SKU-export.xlsx',
      data: exported.file as Buffer,
    });
    expect(reply.content).toMatchObject({ total: 3, success: 3, failed: 0 });
    const list = await t.call(product.getProductList, {
      token: elsewhere.token,
      query: { sku: 'EXP-1', page: 1, page_size: 10 },
    });
    const id = list.content.list.find((p) => p.sku === 'EXP-1')?.id ?? 0;
    expect((await t.call(product.getProductDetail, { token: elsewhere.token, query: { id } })).content).toMatchObject({
      declared_value: 1250,
      category_ids: [100, 1011],
      consumables: [expect.objectContaining({ code: 'BOX-S' })],
      barcode: 'BC-EXP-1',
    });
  });

  it('refuses more than 5000 rows, and exports exactly 5000', async () => {
    const bulk = await registerMerchant(t);
    const repository = new ProductRepository(t.app.core.db);
    const items = Array.from({ length: 5001 }, (_, i) =>
      toProductValues(productBodySchema.parse(sampleProduct({ sku: `BULK-${String(i + 1).padStart(5, '0')}` }))),
    );
    const account = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('customer_id', '=', bulk.customerId)
      .executeTakeFirstOrThrow();
    const inserted = await transaction(t.app.core.db, (tx) =>
      repository.insertMany(
        { customerId: bulk.customerId, accountId: account.id },
        items,
        new Date().toISOString(),
        tx,
      ),
    );
    const tooMany = await exportSku(bulk.token);
    expect(tooMany.envelope).toMatchObject({
      error_code: 1026,
      msg: 'Export data can not exceed 5000, please adjust the filter conditions to re-export',
    });
    const narrowed = await exportSku(bulk.token, { sku: 'BULK-0500' });
    expect(records((await readXlsx(narrowed.file as Buffer))[0])).toHaveLength(2);

    const removed = await t.call(product.deleteProduct, { token: bulk.token, body: { ids: [inserted[0] as number] } });
    expect(removed.content).toEqual({ deleted: 1 });
    const full = await exportSku(bulk.token);
    expect(full.status).toBe(200);
    expect(await firstSheetRowCount(full.file as Buffer)).toBe(5001);
  });
});
