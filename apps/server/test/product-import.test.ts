import { Readable } from 'node:stream';
import { FULL_GRANT, type ImportResult, importJobs, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SkuImport } from '../src/modules/product/import/sku-import';
import { ProductRepository } from '../src/modules/product/product-repository';
import { productService } from '../src/modules/product/routes';
import { merchantActor } from '../src/platform/actor';
import { ImportJobRepository } from '../src/platform/import/import-job-repository';
import { ImportPipeline } from '../src/platform/import/import-pipeline';
import { importPipelineOf } from '../src/platform/import/import-pipeline-of';
import { packageOf, registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';
import { download, readXlsx, upload, xlsxFile } from './support/xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Columns in an order of their own: the import matches headers by text, not by position. */
const HEADER = [
  'SKU*',
  'English name*',
  'Chinese name*',
  'Product attribute*',
  'Category',
  'HS code*',
  'Declared value (USD)*',
  'Weight (g)*',
  'Length (cm)*',
  'Width (cm)*',
  'Height (cm)*',
  'Barcode',
  'Image URL',
  'Consumables',
  'Tax refund',
];

type RowValues = Partial<Record<(typeof HEADER)[number], unknown>>;

function row(sku: string | null, overrides: RowValues = {}): unknown[] {
  const values: RowValues = {
    'SKU*': sku,
    'English name*': `Item ${sku}`,
    'Chinese name*': `商品 ${sku}`,
    'Product attribute*': 'general',
    'HS code*': '610910',
    'Declared value (USD)*': 12.5,
    'Weight (g)*': 180,
    'Length (cm)*': 30,
    'Width (cm)*': 20,
    'Height (cm)*': 2.5,
    ...overrides,
  };
  return HEADER.map((h) => values[h] ?? null);
}

const sheet = async (rows: unknown[][]) => xlsxFile({ SKU: [HEADER, ...rows] });

describe('SKU import', () => {
  /** The merchant's main account as a route would see it. */
  async function viewerOf(customerId: number) {
    const account = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return { sessionId: 0, accountId: account.id, customerId, subAccountId: 0, isMain: true };
  }

  let t: TestApp;
  let merchant: { token: string; customerId: number };
  let demo: string;
  let sub: string;
  let other: string;

  const importFile = (
    data: Buffer | string,
    options: { filename?: string; lang?: 'en' | 'zh_CN'; token?: string } = {},
  ) =>
    upload<ImportResult>(t, product.importProduct, {
      token: options.token ?? merchant.token,
      filename: options.filename ?? 'skus.xlsx',
      data,
      lang: options.lang,
    });
  const importTaxInfo = (data: Buffer, lang: 'en' | 'zh_CN' = 'en') =>
    upload<ImportResult>(t, product.importUpdateSkuTaxInfo, {
      token: merchant.token,
      filename: 'tax-info.xlsx',
      data,
      lang,
    });
  const skusOf = async (customerId: number) =>
    (
      await t.db.selectFrom('products').select('sku').where('customer_id', '=', customerId).orderBy('sku').execute()
    ).map((r) => r.sku);
  const findSku = async (token: string, sku: string) => {
    const list = await t.call(product.getProductList, { token, query: { sku, page: 1, page_size: 10 } });
    const found = list.content.list.find((p) => p.sku === sku);
    if (!found) throw new Error(`${sku} not found`);
    // Every field a row was imported with is on the detail; the list shows only some.
    return (await t.call(product.getProductDetail, { token, query: { id: found.id } })).content;
  };

  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await registerMerchant(t);
    // One after another: password hashes from one address at once wait behind each other, and on a
    // busy machine the hashing queue refuses the one that waited too long ("Operation too frequent").
    demo = await t.login(DEMO_LOGINS.main);
    sub = await t.login(DEMO_LOGINS.sub);
    other = await t.login(DEMO_LOGINS.other);
    const saved = await t.call(product.addProduct, {
      token: merchant.token,
      body: sampleProduct({ sku: 'EXIST-1', barcode: 'UPC-EXIST' }),
    });
    expect(saved.error_code).toBe(0);
  });
  afterAll(() => t.close());

  describe('templates', () => {
    it('gives the new-SKU template in English: marked header, instructions and the lists to choose from', async () => {
      const reply = await download(t, product.downloadImportTemplate, {
        token: merchant.token,
        query: { kind: 'product' },
      });
      expect(reply.status).toBe(200);
      expect(reply.raw.headers['content-type']).toBe(XLSX);
      expect(reply.raw.headers['content-disposition']).toMatch(/^attachment; filename="sku-import-template\.xlsx"/);
      const sheets = await readXlsx(reply.file as Buffer);
      expect(sheets.map((s) => s.name)).toEqual([
        'SKU',
        'Instructions',
        'Attributes',
        'Categories',
        'Packing materials',
      ]);
      const [data, guide, attributes, categories, materials] = sheets;
      expect(data?.rows[0]).toEqual(
        expect.arrayContaining([
          'SKU*',
          'Chinese name*',
          'English name*',
          'HS code*',
          'Alias',
          'Barcode',
          'Consumables',
        ]),
      );
      expect(data?.rows).toHaveLength(1);
      const rules = guide?.rows.map((r) => r.join(' | ')).join('\n') ?? '';
      expect(rules).toContain('6 to 10 digits');
      expect(rules).toContain('.jpg, .jpeg, .png or .gif');
      expect(rules).toContain('At most 17 is advised');
      expect(rules).toMatch(/greater than 0, at most 2 decimals/);
      expect(attributes?.rows).toContainEqual(['general', 'General cargo', '普货', 'N']);
      expect(categories?.rows).toContainEqual([1011, 'Dresses', '连衣裙', "Apparel / Women's Clothing / Dresses"]);
      expect(materials?.rows.map((r) => r[0])).toContain('BOX-S');
    });

    it('gives it in Chinese, and an untouched template imports as a file without rows', async () => {
      const reply = await download(t, product.downloadImportTemplate, {
        token: merchant.token,
        query: { kind: 'product' },
        lang: 'zh_CN',
      });
      const [data, guide] = await readXlsx(reply.file as Buffer);
      expect(guide?.name).toBe('填写说明');
      expect(data?.rows[0]).toEqual(
        expect.arrayContaining(['SKU*', '中文名称*', '英文名称*', '海关编码*', '申报价值（USD）*']),
      );
      const empty = await importFile(reply.file as Buffer, { filename: 'SKU导入模板.xlsx' });
      expect([empty.error_code, empty.msg]).toEqual([1033, 'The file has no data rows']);
    });

    it('gives the tax-info template in both languages', async () => {
      for (const [lang, expected] of [
        ['en', ['SKU*', 'HS code', 'Declared value (USD)', 'Export declared unit price (USD)', 'Tax refund']],
        ['zh_CN', ['SKU*', '海关编码', '申报价值（USD）', '出口申报单价（USD）', '是否退税', '中文名称', '英文名称']],
      ] as const) {
        const reply = await download(t, product.downloadImportTemplate, {
          token: merchant.token,
          query: { kind: 'sku_tax_info' },
          lang,
        });
        expect(reply.raw.headers['content-disposition']).toMatch(/sku-tax-info-template\.xlsx/);
        const sheets = await readXlsx(reply.file as Buffer);
        expect(sheets).toHaveLength(2);
        expect(sheets[0]?.rows[0]).toEqual(expect.arrayContaining([...expected]));
        expect(sheets[0]?.rows[0]).toHaveLength(11);
      }
    });
  });

  describe('new SKUs', () => {
    let jobId: number;

    it('saves the good rows and gives each bad row its reasons, naming the column', async () => {
      const file = await sheet([
        row('IMP-001', {
          Category: 'Apparel, 1011',
          Barcode: 'BC-001',
          Consumables: 'BOX-S, bubble wrap',
          'Image URL': `/uploads/${merchant.customerId}/0b0e6f0e-1c7a-4d4e-9a59-3f0c1f9b1a11.png`,
        }),
        row('IMP-002', { 'Product attribute*': '普货', 'Tax refund': '是', Category: '连衣裙' }),
        [],
        row('IMP-003', { 'English name*': null }),
        row('IMP-004', { 'Image URL': 'https://cdn.example.test/a.bmp' }),
        row('IMP-005', { 'HS code*': null }),
        row('bad sku!'),
        row('imp-001'),
        row('EXIST-1'),
        row('IMP-009', { Barcode: 'upc-exist' }),
        row('IMP-010', { Barcode: 'BC-001' }),
        row('IMP-011', { 'Product attribute*': 'plutonium', 'Tax refund': 'maybe', 'Declared value (USD)*': 0 }),
      ]);
      const reply = await importFile(file);
      expect(reply.error_code).toBe(0);
      const { failures, ...counts } = reply.content;
      expect(counts).toMatchObject({ total: 11, success: 2, failed: 9 });
      jobId = counts.job_id;
      expect(failures).toEqual([
        { row: 5, sku: 'IMP-003', reasons: ['please input English name'] },
        { row: 6, sku: 'IMP-004', reasons: ['The image must be a jpg, jpeg, png or gif file'] },
        { row: 7, sku: 'IMP-005', reasons: ['please input HS code'] },
        {
          row: 8,
          sku: 'bad sku!',
          reasons: [
            'SKU: Up to 30 letters, digits, hyphens, underscores, spaces or dots, not starting or ending with a space',
          ],
        },
        { row: 9, sku: 'imp-001', reasons: ['SKU is repeated: same as row 2'] },
        { row: 10, sku: 'EXIST-1', reasons: ['SKU already exists'] },
        { row: 11, sku: 'IMP-009', reasons: ['UPC already exists'] },
        { row: 12, sku: 'IMP-010', reasons: ['Barcode is repeated: same as row 2'] },
        {
          row: 13,
          sku: 'IMP-011',
          reasons: [
            'Product attribute: "plutonium" does not exist',
            'Tax refund: fill in Y or N',
            'Declared value (USD): Must be greater than 0 with at most 2 decimals',
          ],
        },
      ]);
      expect(await skusOf(merchant.customerId)).toEqual(['EXIST-1', 'IMP-001', 'IMP-002']);
    });

    it('saves a row whole: names, values, categories, consumables and attribute as resolved', async () => {
      const first = await findSku(merchant.token, 'IMP-001');
      expect(first).toMatchObject({
        name_en: 'Item IMP-001',
        name_cn: '商品 IMP-001',
        hs_code: '610910',
        declared_value: 1250,
        weight_g: 180,
        height_cm: 2.5,
        barcode: 'BC-001',
        image_url: `/uploads/${merchant.customerId}/0b0e6f0e-1c7a-4d4e-9a59-3f0c1f9b1a11.png`,
        tax_refund: 0,
        category_ids: [100, 1011],
        property: expect.objectContaining({ code: 'general' }),
      });
      expect(first.consumables.map((c) => c.code).sort()).toEqual(['BOX-S', 'BUBBLE']);
      const second = await findSku(merchant.token, 'IMP-002');
      expect(second).toMatchObject({ tax_refund: 1, category_ids: [1011], property_id: 1 });
    });

    it('answers the reasons in Chinese for a Chinese request', async () => {
      const reply = await importFile(
        await sheet([row('IMP-001'), row('ZH-1', { 'English name*': '' }), row('ZH-2', { 'HS code*': '12ab' })]),
        { lang: 'zh_CN' },
      );
      expect(reply.content.failures).toEqual([
        { row: 2, sku: 'IMP-001', reasons: ['SKU已存在'] },
        { row: 3, sku: 'ZH-1', reasons: ['请输入英文名称'] },
        { row: 4, sku: 'ZH-2', reasons: ['海关编码：须为 6-10 位数字'] },
      ]);
    });

    it('keeps every failed row with its cells for the download, in the language asked', async () => {
      const en = await download(t, importJobs.downloadFailedRows, { token: merchant.token, query: { job_id: jobId } });
      expect(en.status).toBe(200);
      expect(en.raw.headers['content-disposition']).toMatch(new RegExp(`import-failed-rows-${jobId}\\.xlsx`));
      const [failed] = await readXlsx(en.file as Buffer);
      const header = failed?.rows[0] as unknown[];
      expect(header.at(-1)).toBe('Reasons');
      const col = (name: string) => header.indexOf(name);
      const body = failed?.rows.slice(1) ?? [];
      expect(body.map((r) => r[col('SKU*')])).toEqual([
        'IMP-003',
        'IMP-004',
        'IMP-005',
        'bad sku!',
        'imp-001',
        'EXIST-1',
        'IMP-009',
        'IMP-010',
        'IMP-011',
      ]);
      // The file said 'Image URL' (an earlier template's header); the failed rows carry today's label.
      expect(body[1]?.[col('Image')]).toBe('https://cdn.example.test/a.bmp');
      // Number columns come back as numbers, text columns (HS code) as text.
      expect(body[1]?.[col('Declared value (USD)*')]).toBe(12.5);
      expect(body[1]?.[col('Weight (g)*')]).toBe(180);
      expect(body[1]?.[col('HS code*')]).toBe('610910');
      expect(body[0]?.[col('English name*')]).toBeNull();
      expect(body[8]?.at(-1)).toBe(
        'Product attribute: "plutonium" does not exist; Tax refund: fill in Y or N; Declared value (USD): Must be greater than 0 with at most 2 decimals',
      );

      const zh = await download(t, importJobs.downloadFailedRows, {
        token: merchant.token,
        query: { job_id: jobId },
        lang: 'zh_CN',
      });
      const [failedZh] = await readXlsx(zh.file as Buffer);
      expect(failedZh?.name).toBe('失败行');
      expect(failedZh?.rows[0]).toEqual(expect.arrayContaining(['英文名称*', '失败原因']));
      expect(failedZh?.rows[1]?.at(-1)).toBe('请输入英文名称');
    });

    it('imports the corrected failed-rows file as it was downloaded', async () => {
      const en = await download(t, importJobs.downloadFailedRows, { token: merchant.token, query: { job_id: jobId } });
      const [failed] = await readXlsx(en.file as Buffer);
      const rows = (failed?.rows ?? []).map((r) => r.map((v) => (v === null ? undefined : v)));
      const header = rows[0] as unknown[];
      const fixed = rows.slice(1, 2).map((r) => {
        r[header.indexOf('English name*')] = 'Fixed name';
        return r;
      });
      const reply = await importFile(await xlsxFile({ Fixed: [header, ...fixed] }));
      expect(reply.content).toMatchObject({ total: 1, success: 1, failed: 0 });
      expect((await findSku(merchant.token, 'IMP-003')).name_en).toBe('Fixed name');
    });

    it('reads headers written in Chinese whatever the language of the request', async () => {
      const zhHeader = [
        'SKU*',
        '中文名称*',
        '英文名称*',
        '产品属性*',
        '海关编码*',
        '申报价值（USD）*',
        '重量（g）*',
        '长（cm）*',
        '宽（cm）*',
        '高（cm）*',
        '是否退税',
      ];
      const file = await xlsxFile({
        SKU: [zhHeader, ['ZH-HEAD-1', '中文', 'English', '纺织品', '0101210000', '9.99', 100, 10, 10, 10, '否']],
      });
      const reply = await importFile(file, { lang: 'en' });
      expect(reply.content).toMatchObject({ total: 1, success: 1, failed: 0 });
      expect(await findSku(merchant.token, 'ZH-HEAD-1')).toMatchObject({
        hs_code: '0101210000',
        declared_value: 999,
        property: expect.objectContaining({ code: 'textile' }),
      });
    });

    it('fails only the clashing row when a SKU is saved between the check and the insert', async () => {
      /** Misses the first look-up, as if another save of the code landed right after it. */
      class LateRepository extends ProductRepository {
        private blind = true;
        override async takenCodes(...args: Parameters<ProductRepository['takenCodes']>) {
          if (!this.blind) return super.takenCodes(...args);
          this.blind = false;
          return new Map();
        }
      }
      const { core } = t.app;
      const repository = new LateRepository(core.db);
      const skus = new SkuImport(core.db, repository, productService(core, repository), core.clock);
      const account = await t.db
        .selectFrom('accounts')
        .select('id')
        .where('customer_id', '=', merchant.customerId)
        .executeTakeFirstOrThrow();
      const viewer = {
        sessionId: 0,
        accountId: account.id,
        customerId: merchant.customerId,
        subAccountId: 0,
        isMain: true,
        grant: FULL_GRANT,
      };
      const actor = merchantActor(viewer, 'importer@shop.test');
      const file = await sheet([row('RACE-1'), row('EXIST-1'), row('RACE-2')]);
      const result = await importPipelineOf(core).run(
        viewer,
        skus,
        { filename: 'race.xlsx', stream: Readable.from([file]), truncated: () => false },
        'en',
        { actor },
      );
      expect(result).toMatchObject({ total: 3, success: 2, failed: 1 });
      expect(result.failures).toEqual([{ row: 3, sku: 'EXIST-1', reasons: ['SKU already exists'] }]);
      expect(await skusOf(merchant.customerId)).toEqual(expect.arrayContaining(['RACE-1', 'RACE-2']));
    });

    it('saves no row when the job record cannot be written: rows and job commit together', async () => {
      /** The process dies while writing the job (a crash between the rows' commit and the job's insert). */
      class CrashingJobs extends ImportJobRepository {
        override async insert(): Promise<number> {
          throw new Error('process died');
        }
      }
      const { core } = t.app;
      const products = new ProductRepository(core.db);
      const skus = new SkuImport(core.db, products, productService(core, products), core.clock);
      const pipeline = new ImportPipeline({
        db: core.db,
        heavyWork: core.heavyWork,
        fileTasks: core.fileTasks,
        jobs: new CrashingJobs(core.db),
        registry: core.imports,
        clock: core.clock,
      });
      const viewer = { ...(await viewerOf(merchant.customerId)), grant: FULL_GRANT };
      const actor = merchantActor(viewer, 'importer@shop.test');
      const jobsBefore = await t.db.selectFrom('import_jobs').select('id').execute();
      const file = await sheet([row('CRASH-1'), row('CRASH-2')]);
      const run = pipeline.run(
        viewer,
        skus,
        { filename: 'crash.xlsx', stream: Readable.from([file]), truncated: () => false },
        'en',
        { actor },
      );
      await expect(run).rejects.toThrow('process died');
      expect(await skusOf(merchant.customerId)).not.toContain('CRASH-1');
      expect(await t.db.selectFrom('import_jobs').select('id').execute()).toHaveLength(jobsBefore.length);

      // The same file imported normally: its rows and its job are there.
      const saved = await importPipelineOf(core).run(
        viewer,
        skus,
        { filename: 'crash.xlsx', stream: Readable.from([file]), truncated: () => false },
        'en',
        { actor },
      );
      expect(saved).toMatchObject({ total: 2, success: 2, failed: 0 });
      expect(await skusOf(merchant.customerId)).toEqual(expect.arrayContaining(['CRASH-1', 'CRASH-2']));
      const job = await t.db
        .selectFrom('import_jobs')
        .select(['total', 'succeeded'])
        .where('id', '=', saved.job_id)
        .executeTakeFirst();
      expect(job).toEqual({ total: 2, succeeded: 2 });
    });

    it('keeps the failed row in the job when a clash is found row by row', async () => {
      const jobs = await t.db
        .selectFrom('import_jobs')
        .select(['file_name', 'total', 'succeeded', 'failed', 'failed_rows'])
        .where('file_name', '=', 'race.xlsx')
        .execute();
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ total: 3, succeeded: 2, failed: 1 });
      expect(JSON.parse(jobs[0]?.failed_rows ?? '[]')).toEqual([expect.objectContaining({ row: 3 })]);
    });

    it("refuses a row taking a package's code or barcode: SKUs and packages share them", async () => {
      await packageOf(t, merchant.token, 'KIT-IMP', [{ sku: 'EXIST-1', quantity: 2 }], {
        name_en: 'Import kit',
        name_cn: '导入套装',
        barcode: 'KIT-BC',
      });
      const before = await skusOf(merchant.customerId);
      const reply = await importFile(await sheet([row('kit-imp'), row('IMP-020', { Barcode: 'kit-bc' })]));
      expect(reply.content.failures).toEqual([
        { row: 2, sku: 'kit-imp', reasons: ['Package code already exists'] },
        { row: 3, sku: 'IMP-020', reasons: ['UPC already exists'] },
      ]);
      expect(await skusOf(merchant.customerId)).toEqual(before);
    });

    it('checks a file without saving anything on a dry run', async () => {
      const { core } = t.app;
      const products = new ProductRepository(core.db);
      const skus = new SkuImport(core.db, products, productService(core, products), core.clock);
      const viewer = {
        sessionId: 0,
        accountId: 0,
        customerId: merchant.customerId,
        subAccountId: 0,
        isMain: true,
        grant: FULL_GRANT,
      };
      const actor = merchantActor(viewer, 'importer@shop.test');
      const jobsBefore = await t.db.selectFrom('import_jobs').select('id').execute();
      const file = await sheet([row('DRY-1'), row('EXIST-1')]);
      const result = await importPipelineOf(core).run(
        viewer,
        skus,
        { filename: 'dry.xlsx', stream: Readable.from([file]), truncated: () => false },
        'en',
        { actor, dryRun: true },
      );
      expect(result).toMatchObject({ job_id: 0, total: 2, success: 1, failed: 1 });
      expect(result.failures).toEqual([{ row: 3, sku: 'EXIST-1', reasons: ['SKU already exists'] }]);
      expect(await skusOf(merchant.customerId)).not.toContain('DRY-1');
      expect(await t.db.selectFrom('import_jobs').select('id').execute()).toHaveLength(jobsBefore.length);
    });

    it('lets the same merchant download a job, never another merchant', async () => {
      const reply = await importFile(await sheet([row('DEMO-IMPORT-1', { 'HS code*': '1' })]), { token: demo });
      expect(reply.content.failed).toBe(1);
      const jobOfDemo = { job_id: reply.content.job_id };
      const bySub = await download(t, importJobs.downloadFailedRows, { token: sub, query: jobOfDemo });
      expect(bySub.status).toBe(200);
      const byOther = await download(t, importJobs.downloadFailedRows, { token: other, query: jobOfDemo });
      expect(byOther.envelope).toMatchObject({ error_code: 1004 });
      const byMerchant = await download(t, importJobs.downloadFailedRows, { token: merchant.token, query: jobOfDemo });
      expect(byMerchant.envelope).toMatchObject({ error_code: 1004 });
      const unknown = await download(t, importJobs.downloadFailedRows, { token: demo, query: { job_id: 999999 } });
      expect(unknown.envelope).toMatchObject({ error_code: 1004 });
    });
  });

  describe('refused files', () => {
    it('refuses a name that is not .xls/.xlsx, or longer than 64 characters', async () => {
      const file = await sheet([row('NAME-1')]);
      const csv = await importFile(file, { filename: 'skus.csv' });
      expect([csv.error_code, csv.msg]).toEqual([1008, 'Invalid file type']);
      const long = await importFile(file, { filename: `${'x'.repeat(60)}.xlsx` });
      expect([long.error_code, long.msg]).toEqual([1030, 'The file name must be 3-64 characters']);
      const atLimit = await importFile(file, { filename: `${'x'.repeat(59)}.xlsx` });
      expect(atLimit.content.success).toBe(1);
    });

    it('refuses a broken compound file and bytes that are no workbook, asking for .xlsx or .xls', async () => {
      const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096, 1)]);
      const legacy = await importFile(ole, { filename: 'old.xls' });
      expect([legacy.error_code, legacy.msg]).toEqual([
        1031,
        'The file cannot be read: please upload an Excel workbook saved as .xlsx or .xls',
      ]);
      const text = await importFile('sku,name\nA,B\n', { filename: 'fake.xlsx', lang: 'zh_CN' });
      expect(text.error_code).toBe(1031);
      expect(text.msg).toContain('.xlsx');
      const good = await sheet([row('CUT-1')]);
      const cut = await importFile(good.subarray(0, good.length - 100), { filename: 'cut.xlsx' });
      expect(cut.error_code).toBe(1031);
    });

    it('refuses a file without data rows, without the needed columns, or with more than 5000 rows', async () => {
      const empty = await importFile(await sheet([[], []]));
      expect(empty.error_code).toBe(1033);
      const noColumns = await importFile(
        await xlsxFile({
          Other: [
            ['SKU', 'Brand'],
            ['X-1', 'B'],
          ],
        }),
      );
      expect(noColumns.error_code).toBe(1001);
      expect(noColumns.msg).toContain(
        'The header row lacks the columns: Chinese name, English name, Product attribute',
      );
      const many = Array.from({ length: 5001 }, (_, i) => [`MANY-${i}`]);
      const tooMany = await importFile(await xlsxFile({ SKU: [HEADER, ...many] }));
      expect([tooMany.error_code, tooMany.msg]).toEqual([1032, 'At most 5000 rows can be imported at a time']);
      expect(await skusOf(merchant.customerId)).not.toContain('MANY-0');
    });

    it('refuses a file over 10 MB, and a request without the file', async () => {
      const big = await importFile(Buffer.alloc(10 * 1024 * 1024 + 1, 65), { filename: 'big.xlsx' });
      expect([big.error_code, big.status]).toEqual([1011, 413]);
      const wrongField = await upload<ImportResult>(t, product.importProduct, {
        token: merchant.token,
        filename: 'skus.xlsx',
        data: await sheet([row('FIELD-1')]),
        field: 'upload',
      });
      expect(wrongField.error_code).toBe(1002);
      const notMultipart = await t.call(product.importProduct, { token: merchant.token, body: {} });
      expect(notMultipart.error_code).toBe(1002);
    });
  });

  describe('tax info', () => {
    beforeAll(async () => {
      const reply = await importFile(await sheet([row('TAX-1', { 'Tax refund': 'N' }), row('TAX-2'), row('TAX-3')]));
      expect(reply.content.success).toBe(3);
      const demoSku = await t.call(product.addProduct, { token: other, body: sampleProduct({ sku: 'OTHER-TAX-1' }) });
      expect(demoSku.error_code).toBe(0);
    });

    it('changes only the cells given, and names unknown SKUs and bad values', async () => {
      const file = await xlsxFile({
        Sheet1: [
          [
            'SKU*',
            'HS code',
            'Declared value (USD)',
            'Export declared unit price (USD)',
            'Tax refund',
            'English name',
            '中文名称',
          ],
          ['TAX-1', '8517620000', 20, '3.5', null, null, null],
          ['tax-2', null, null, null, 'Y', 'New English name', null],
          ['NOPE-1', '610910'],
          ['OTHER-TAX-1', '610910'],
          ['TAX-3', 'abc', '1.234', null, null, null, ''],
          ['TAX-1', '999999'],
          [null, '610910'],
        ],
      });
      const reply = await importTaxInfo(file);
      expect(reply.error_code).toBe(0);
      expect(reply.content).toMatchObject({ total: 7, success: 2, failed: 5 });
      expect(reply.content.failures).toEqual([
        { row: 4, sku: 'NOPE-1', reasons: ['SKU code does not exist'] },
        { row: 5, sku: 'OTHER-TAX-1', reasons: ['SKU code does not exist'] },
        {
          row: 6,
          sku: 'TAX-3',
          reasons: [
            'HS code: Must be 6-10 digits',
            'Declared value (USD): Must be greater than 0 with at most 2 decimals',
          ],
        },
        { row: 7, sku: 'TAX-1', reasons: ['SKU is repeated: same as row 2'] },
        { row: 8, sku: '', reasons: ['please input SKU'] },
      ]);
      expect(await findSku(merchant.token, 'TAX-1')).toMatchObject({
        hs_code: '8517620000',
        declared_value: 2000,
        export_unit_price: 350,
        tax_refund: 0,
        name_en: 'Item TAX-1',
        name_cn: '商品 TAX-1',
      });
      const second = await findSku(merchant.token, 'TAX-2');
      expect(second).toMatchObject({
        hs_code: '610910',
        declared_value: 1250,
        tax_refund: 1,
        name_en: 'New English name',
      });
      expect(await findSku(merchant.token, 'TAX-3')).toMatchObject({ hs_code: '610910', declared_value: 1250 });
      expect((await findSku(other, 'OTHER-TAX-1')).hs_code).toBe('610910');
    });

    it('keeps the failed tax-info rows for the download with the tax-info columns', async () => {
      const reply = await importTaxInfo(
        await xlsxFile({
          Sheet1: [
            ['SKU', '海关编码'],
            ['NOPE-2', '610910'],
          ],
        }),
        'zh_CN',
      );
      expect(reply.content.failures).toEqual([{ row: 2, sku: 'NOPE-2', reasons: ['SKU编码不存在'] }]);
      const file = await download(t, importJobs.downloadFailedRows, {
        token: merchant.token,
        query: { job_id: reply.content.job_id },
        lang: 'zh_CN',
      });
      const [failed] = await readXlsx(file.file as Buffer);
      expect(failed?.rows[0]).toEqual([
        'SKU*',
        '海关编码',
        '申报价值（USD）',
        '出口申报单价（USD）',
        '是否退税',
        '中文名称',
        '英文名称',
        '材质（英文）',
        '材质（中文）',
        '用途（英文）',
        '用途（中文）',
        '失败原因',
      ]);
      expect(failed?.rows[1]).toEqual([
        'NOPE-2',
        '610910',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        'SKU编码不存在',
      ]);
    });

    it('refuses a tax-info file without the SKU column', async () => {
      const reply = await importTaxInfo(
        await xlsxFile({
          Sheet1: [
            ['HS code', 'Tax refund'],
            ['610910', 'Y'],
          ],
        }),
      );
      expect(reply.error_code).toBe(1001);
      expect(reply.msg).toContain('SKU');
    });
  });
});
