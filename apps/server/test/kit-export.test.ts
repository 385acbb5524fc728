import { type PackagingCreateBody, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagingReceived } from './support/inbound';
import { merchantWithSkus } from './support/orders';
import { packageOf, packagingOf, samplePackaging } from './support/products';
import { TestApp } from './support/test-app';
import { download, firstSheetRowCount, type ReadSheet, readXlsx } from './support/xlsx';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

/** The sheet as objects keyed by header, for reading cells by column name. */
function records(sheet: ReadSheet | undefined): Record<string, unknown>[] {
  const [header, ...rows] = sheet?.rows ?? [];
  return rows.map((r) => Object.fromEntries((header ?? []).map((name, i) => [String(name), r[i] ?? null])));
}

/**
 * The package and packaging exports (docs/server/packages.md, packaging.md): the list's filters or the
 * ticked ids, the merchant's own rows only, headers in the request's language, the shared 5000-row limit.
 */
describe('package and packaging export', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;
  const packageIds: Record<string, number> = {};
  const packagingIds: Record<string, number> = {};

  const exportOf = (
    operation: typeof product.exportPackages | typeof product.exportPackaging,
    token: string,
    query: Record<string, string | number> = {},
    lang: 'en' | 'zh_CN' = 'en',
  ) => download(t, operation, { token, query, lang });
  const rowsOf = async (reply: Awaited<ReturnType<typeof exportOf>>, sheet = 0) => {
    expect(reply.status, JSON.stringify(reply.envelope)).toBe(200);
    return records((await readXlsx(reply.file as Buffer))[sheet]);
  };
  const addPackaging = (token: string, code: string, fields: Partial<PackagingCreateBody> = {}) =>
    packagingOf(
      t,
      token,
      samplePackaging({ code, name_en: `Box ${code}`, name_cn: `盒 ${code}`, default_for: [], ...fields }),
    );

  beforeAll(async () => {
    t = await TestApp.start();
    m = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
    other = await merchantWithSkus(t, ['MUG-01', 'CAP-02']);
    packageIds['GIFT-SET'] = await packageOf(t, m.token, 'GIFT-SET', [
      { sku: 'MUG-01', quantity: 1 },
      { sku: 'CAP-02', quantity: 2 },
    ]);
    packageIds['MUG-PAIR'] = await packageOf(t, m.token, 'MUG-PAIR', [{ sku: 'MUG-01', quantity: 2 }], {
      assembly: 'pre_assembled',
      barcode: '690000000001',
    });
    packageIds['OTHER-SET'] = await packageOf(t, other.token, 'OTHER-SET', [{ sku: 'CAP-02', quantity: 2 }]);

    packagingIds['BOX-MAILER'] = await addPackaging(m.token, 'BOX-MAILER', {
      warning_quantity: 10,
      default_for: ['mug-01', 'gift-set'],
    });
    packagingIds['BOX-INSERT'] = await addPackaging(m.token, 'BOX-INSERT');
    packagingIds['OTHER-BOX'] = await addPackaging(other.token, 'OTHER-BOX');
    // Into the booking's warehouse: 8 mailers under their warning of 10 (low), 3 inserts that warn of nothing.
    await packagingReceived(t, m.token, [
      { code: 'BOX-MAILER', quantity: 8 },
      { code: 'BOX-INSERT', quantity: 3 },
    ]);
  });
  afterAll(() => t.close());

  it('exports packages with their availability and a sheet of their components', async () => {
    const reply = await exportOf(product.exportPackages, m.token);
    expect(String(reply.raw.headers['content-disposition'])).toMatch(/Packages-\d{14}\.xlsx/);
    const [packages, components] = await readXlsx(reply.file as Buffer);
    expect(packages?.name).toBe('Packages');
    expect(packages?.rows[0]).toEqual(
      expect.arrayContaining(['Package code', 'Barcode', 'Assembly', 'Available', 'Created time (UTC)']),
    );
    expect(records(packages)).toEqual([
      expect.objectContaining({
        'Package code': 'MUG-PAIR',
        'English name': 'MUG-PAIR',
        Barcode: '690000000001',
        Assembly: 'Pre-assembled',
        Components: 1,
        Units: 2,
        // 100 mugs in each of the 4 warehouses: 50 pairs each.
        Available: 200,
      }),
      expect.objectContaining({
        'Package code': 'GIFT-SET',
        Barcode: null,
        Assembly: 'Picked per order',
        Components: 2,
        Units: 3,
        Available: 200,
      }),
    ]);
    const warehouseColumns = (packages?.rows[0] ?? []).filter((h) => String(h).startsWith('Available ('));
    expect(warehouseColumns).toHaveLength(4);
    expect(records(packages)[0]?.[String(warehouseColumns[0])]).toBe(50);
    expect(components?.name).toBe('Components');
    expect(components?.rows).toEqual([
      ['Package code', 'SKU', 'Quantity'],
      ['MUG-PAIR', 'MUG-01', 2],
      ['GIFT-SET', 'MUG-01', 1],
      ['GIFT-SET', 'CAP-02', 2],
    ]);
  });

  it('writes the package sheets in Chinese for a Chinese request', async () => {
    const reply = await exportOf(product.exportPackages, m.token, { code: 'GIFT-SET' }, 'zh_CN');
    const [packages, components] = await readXlsx(reply.file as Buffer);
    expect(packages?.name).toBe('组合商品');
    expect(packages?.rows[0]).toEqual(
      expect.arrayContaining(['组合商品编码', '中文名称', '组装方式', '可用', '创建时间（UTC）', '更新时间（UTC）']),
    );
    expect(records(packages)).toEqual([expect.objectContaining({ 组合商品编码: 'GIFT-SET', 组装方式: '按单拣货' })]);
    expect(components?.rows[0]).toEqual(['组合商品编码', 'SKU', '数量']);
  });

  it("follows the package list's filters, or the ticked ids of the merchant's own only", async () => {
    const codes = async (query: Record<string, string>, token = m.token) =>
      (await rowsOf(await exportOf(product.exportPackages, token, query))).map((r) => r['Package code']);
    expect(await codes({ assembly: 'pre_assembled' })).toEqual(['MUG-PAIR']);
    expect(await codes({ component_sku: 'cap-02' })).toEqual(['GIFT-SET']);
    expect(await codes({ ids: String(packageIds['GIFT-SET']) })).toEqual(['GIFT-SET']);
    expect(await codes({ ids: `${packageIds['MUG-PAIR']},${packageIds['OTHER-SET']}` })).toEqual(['MUG-PAIR']);
    expect(await codes({}, other.token)).toEqual(['OTHER-SET']);

    const foreign = await exportOf(product.exportPackages, m.token, { ids: String(packageIds['OTHER-SET']) });
    expect(foreign.envelope).toMatchObject({ error_code: 1025, msg: 'No data is exported' });
    const none = await exportOf(product.exportPackages, m.token, { name: 'no such name' }, 'zh_CN');
    expect(none.envelope).toMatchObject({ error_code: 1025, msg: '没有可导出的数据' });
  });

  it('exports packaging with sizes, defaults, the warning and stock per warehouse', async () => {
    const reply = await exportOf(product.exportPackaging, m.token);
    expect(String(reply.raw.headers['content-disposition'])).toMatch(/Packaging-\d{14}\.xlsx/);
    const [sheet] = await readXlsx(reply.file as Buffer);
    expect(sheet?.name).toBe('Packaging');
    const header = (sheet?.rows[0] ?? []).map(String);
    const warehouse = header.find((h) => h.startsWith('On hand ('))?.slice('On hand ('.length, -1);
    expect(warehouse).toBeTruthy();
    expect(header).toEqual(
      expect.arrayContaining([
        'Packaging code',
        'Length (cm)',
        'Weight (g)',
        'Default for',
        'Warning quantity',
        `Locked by orders (${warehouse})`,
        `Available (${warehouse})`,
        `Low stock (${warehouse})`,
      ]),
    );
    expect(records(sheet)).toEqual([
      expect.objectContaining({
        'Packaging code': 'BOX-INSERT',
        'Chinese name': '盒 BOX-INSERT',
        'Warning quantity': 0,
        Available: 3,
        [`On hand (${warehouse})`]: 3,
        [`Low stock (${warehouse})`]: 'N',
      }),
      expect.objectContaining({
        'Packaging code': 'BOX-MAILER',
        'Length (cm)': 30,
        'Height (cm)': 8.5,
        'Weight (g)': 120,
        'Default for': 'MUG-01, GIFT-SET',
        'Warning quantity': 10,
        Available: 8,
        [`On hand (${warehouse})`]: 8,
        [`Locked by orders (${warehouse})`]: 0,
        [`Available (${warehouse})`]: 8,
        [`Low stock (${warehouse})`]: 'Y',
      }),
    ]);
  });

  it('writes the packaging sheet in Chinese and follows its filters and ticked ids', async () => {
    const zh = await exportOf(product.exportPackaging, m.token, { low_stock_only: 1 }, 'zh_CN');
    const [sheet] = await readXlsx(zh.file as Buffer);
    expect(sheet?.name).toBe('包材');
    expect(sheet?.rows[0]).toEqual(
      expect.arrayContaining([
        '包材编码',
        '中文名称',
        '长（cm）',
        '重量（g）',
        '默认用于',
        '预警数量',
        '创建时间（UTC）',
      ]),
    );
    expect(records(sheet)).toEqual([expect.objectContaining({ 包材编码: 'BOX-MAILER' })]);
    expect(records(sheet)[0]).toEqual(
      expect.objectContaining(
        Object.fromEntries([[String(sheet?.rows[0]?.find((h) => String(h).startsWith('库存不足（'))), '是']]),
      ),
    );

    const codes = async (query: Record<string, string | number>, token = m.token) =>
      (await rowsOf(await exportOf(product.exportPackaging, token, query))).map((r) => r['Packaging code']);
    expect(await codes({ name: 'insert' })).toEqual(['BOX-INSERT']);
    expect(await codes({ ids: `${packagingIds['BOX-MAILER']},${packagingIds['OTHER-BOX']}` })).toEqual(['BOX-MAILER']);
    expect(await codes({}, other.token)).toEqual(['OTHER-BOX']);
    const lowAndTicked = await exportOf(product.exportPackaging, m.token, {
      low_stock_only: 1,
      ids: String(packagingIds['BOX-INSERT']),
    });
    expect(lowAndTicked.envelope).toMatchObject({ error_code: 1025 });
    const foreign = await exportOf(product.exportPackaging, m.token, { ids: String(packagingIds['OTHER-BOX']) });
    expect(foreign.envelope).toMatchObject({ error_code: 1025, msg: 'No data is exported' });
  });

  it('refuses more than 5000 packaging items or packages, and exports exactly 5000', async () => {
    const bulk = await merchantWithSkus(t, ['MUG-01'], { balance: 0 });
    const account = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('customer_id', '=', bulk.customerId)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const codes = Array.from({ length: 5001 }, (_, i) => `BULK-${String(i + 1).padStart(5, '0')}`);
    const common = {
      customer_id: bulk.customerId,
      created_by: account.id,
      updated_by: account.id,
      created_at: at,
      updated_at: at,
    };
    for (let start = 0; start < codes.length; start += 500) {
      const slice = codes.slice(start, start + 500);
      await t.db
        .insertInto('packaging_items')
        .values(
          slice.map((code) => ({
            ...common,
            code,
            code_key: code,
            name_en: code,
            name_cn: code,
            length_cm: 1,
            width_cm: 1,
            height_cm: 1,
            weight_g: 1,
            warning_quantity: 0,
          })),
        )
        .execute();
      await t.db
        .insertInto('packages')
        .values(
          slice.map((code) => ({
            ...common,
            code: `P-${code}`,
            code_key: `P-${code}`,
            name_en: code,
            name_cn: code,
            barcode: null,
            barcode_key: null,
            image_url: '',
            packing_note: '',
            assembly: 'pick_components' as const,
          })),
        )
        .execute();
    }
    for (const operation of [product.exportPackaging, product.exportPackages]) {
      const tooMany = await exportOf(operation, bulk.token);
      expect(tooMany.envelope).toMatchObject({
        error_code: 1026,
        msg: 'Export data can not exceed 5000, please adjust the filter conditions to re-export',
      });
      expect(await rowsOf(await exportOf(operation, bulk.token, { code: 'BULK-0500' }))).toHaveLength(2);
    }

    await t.db
      .deleteFrom('packaging_items')
      .where('customer_id', '=', bulk.customerId)
      .where('code', '=', 'BULK-00001')
      .execute();
    await t.db
      .deleteFrom('packages')
      .where('customer_id', '=', bulk.customerId)
      .where('code', '=', 'P-BULK-00001')
      .execute();
    for (const operation of [product.exportPackaging, product.exportPackages]) {
      const full = await exportOf(operation, bulk.token);
      expect(full.status).toBe(200);
      expect(await firstSheetRowCount(full.file as Buffer)).toBe(5001);
    }
  }, 120_000);
});
