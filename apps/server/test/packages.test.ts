import { FULL_GRANT, type PackageCreateBody, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryApi } from '../src/modules/inventory';
import { PackageRepository } from '../src/modules/product/packages/package-repository';
import { PackageService } from '../src/modules/product/packages/package-service';
import { ProductRepository } from '../src/modules/product/product-repository';
import { productService } from '../src/modules/product/routes';
import { signedInSubAccount } from './support/grants';
import { merchantWithSkus } from './support/orders';
import { packageOf, registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';

/** A gift set of 1 mug and 2 caps, picked per order; override what a test is about. */
function giftSet(overrides: Partial<PackageCreateBody> = {}): PackageCreateBody {
  return {
    code: 'GIFT-SET-1',
    name_en: 'Gift set',
    name_cn: '礼品套装',
    assembly: 'pick_components',
    components: [
      { sku: 'MUG-01', quantity: 1 },
      { sku: 'CAP-02', quantity: 2 },
    ],
    ...overrides,
  };
}

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

interface FieldErrors {
  errors: { field: string; message: string }[];
}
const errorsOf = (content: unknown) => (content as FieldErrors).errors;

/** Packages (docs/server/packages.md): codes shared with SKUs, component rules, availability, rights, tenancy. */
describe('packages', () => {
  let t: TestApp;
  beforeAll(async () => {
    // New merchants register from distinct addresses, as behind a load balancer.
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  /** A merchant with MUG-01, CAP-02 and HAT-03, 100 of each in warehouses 1-4. */
  const merchant = () => merchantWithSkus(t, ['MUG-01', 'CAP-02', 'HAT-03'], { balance: 0 });
  const setStock = async (m: Merchant, sku: string, warehouse_id: number, total: number, frozen = 0) => {
    const reply = await t.call(product.setStock, {
      ops: true,
      body: { customer_id: m.customerId, sku, warehouse_id, total, frozen },
    });
    expect(reply.error_code, reply.msg).toBe(0);
  };
  const create = (m: Merchant, { code, components, ...fields }: PackageCreateBody) =>
    packageOf(t, m.token, code, components, fields);
  const packageCount = async (customerId: number) =>
    Number(
      (
        await t.db
          .selectFrom('packages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a package and shows its components and what each warehouse can make of them', async () => {
    const m = await merchant();
    // Warehouse 1: 6 mugs free of 10 (4 frozen), 7 caps → ⌊6/1⌋ = 6 and ⌊7/2⌋ = 3 → 3 sets.
    await setStock(m, 'MUG-01', 1, 10, 4);
    await setStock(m, 'CAP-02', 1, 7);
    // Warehouse 2: no caps at all → 0 sets.
    await setStock(m, 'CAP-02', 2, 0);
    const id = await create(
      m,
      giftSet({
        barcode: 'GIFT-0001',
        packing_note: 'Mug in the middle',
        components: [
          { sku: 'mug-01', quantity: 1 },
          { sku: 'CAP-02', quantity: 2 },
        ],
      }),
    );
    const detail = await t.call(product.getPackageDetail, { token: m.token, query: { id } });
    expect(detail.content).toMatchObject({
      id,
      code: 'GIFT-SET-1',
      name_en: 'Gift set',
      name_cn: '礼品套装',
      barcode: 'GIFT-0001',
      image_url: '',
      packing_note: 'Mug in the middle',
      assembly: 'pick_components',
      units: 3,
      components: [
        { sku: 'MUG-01', name_en: 'Red T-shirt M', quantity: 1, available: 6 + 300 },
        { sku: 'CAP-02', quantity: 2, available: 7 + 0 + 200 },
      ],
    });
    expect(detail.content.stock.map((s) => [s.warehouse_id, s.available])).toEqual([
      [1, 3],
      [2, 0],
      [3, 50],
      [4, 50],
    ]);
    expect(detail.content.stock.every((s) => s.warehouse_code.length > 0)).toBe(true);
    expect(detail.content.available_stock).toBe(103);
    // The change and its operation-log entry were kept together.
    const logged = await t.db
      .selectFrom('operation_logs')
      .select(['operation', 'result_code'])
      .where('customer_id', '=', m.customerId)
      .where('operation', '=', 'product.addPackage')
      .execute();
    expect(logged).toEqual([{ operation: 'product.addPackage', result_code: 0 }]);
  });

  it('seeds the demo merchant two packages of its stocked SKUs, with what its warehouses can make', async () => {
    const token = await t.login(DEMO_LOGINS.main);
    const reply = await t.call(product.getPackageList, { token, query: { code: 'KIT-CHG-65W\nSET-IP15-AUDIO' } });
    expect(reply.error_code, reply.msg).toBe(0);
    const byCode = new Map(reply.content.list.map((row) => [row.code, row]));
    expect(byCode.get('KIT-CHG-65W')).toMatchObject({
      assembly: 'pick_components',
      units: 3,
      components: [
        { sku: 'CHG-GAN-65W', quantity: 1 },
        { sku: 'CBL-USBC-1M', quantity: 2 },
      ],
    });
    expect(byCode.get('SET-IP15-AUDIO')).toMatchObject({
      assembly: 'pre_assembled',
      components: [
        { sku: 'PC-IP15-CLR', quantity: 1 },
        { sku: 'EB-TWS-PRO', quantity: 1 },
      ],
    });
    for (const row of byCode.values()) expect(row.available_stock, row.code).toBeGreaterThan(0);
    expect(byCode.get('SET-IP15-AUDIO')?.stock.map((s) => s.warehouse_id)).toEqual([1, 3]);
  });

  it('lists packages newest first, paged, with filters by code, name, component SKU and assembly', async () => {
    const m = await merchant();
    await create(m, giftSet({ code: 'KIT-A', name_en: 'Breakfast kit' }));
    await create(
      m,
      giftSet({
        code: 'KIT-B',
        name_cn: '帽子双件装',
        assembly: 'pre_assembled',
        components: [{ sku: 'HAT-03', quantity: 2 }],
      }),
    );
    await create(m, giftSet({ code: 'SET-C' }));
    const codes = async (query: Record<string, unknown>) => {
      const reply = await t.call(product.getPackageList, {
        token: m.token,
        query: { page: 1, page_size: 10, ...query },
      });
      expect(reply.error_code, reply.msg).toBe(0);
      return { codes: reply.content.list.map((row) => row.code), total: reply.content.total };
    };
    expect(await codes({})).toEqual({ codes: ['SET-C', 'KIT-B', 'KIT-A'], total: 3 });
    expect(await codes({ code: 'kit' })).toEqual({ codes: ['KIT-B', 'KIT-A'], total: 2 });
    expect(await codes({ code: 'kit-a\nSET-C\nnone' })).toEqual({ codes: ['SET-C', 'KIT-A'], total: 2 });
    expect(await codes({ name: 'breakfast' })).toEqual({ codes: ['KIT-A'], total: 1 });
    expect(await codes({ name: '帽子' })).toEqual({ codes: ['KIT-B'], total: 1 });
    expect(await codes({ component_sku: 'hat-03' })).toEqual({ codes: ['KIT-B'], total: 1 });
    expect(await codes({ component_sku: 'NOPE' })).toEqual({ codes: [], total: 0 });
    expect(await codes({ assembly: 'pre_assembled' })).toEqual({ codes: ['KIT-B'], total: 1 });
    const page2 = await t.call(product.getPackageList, { token: m.token, query: { page: 2, page_size: 10 } });
    expect(page2.content).toEqual({ list: [], total: 3 });
    const kitB = (await t.call(product.getPackageList, { token: m.token, query: { code: 'KIT-B' } })).content.list[0];
    expect(kitB).toMatchObject({ units: 2, available_stock: 200, components: [{ sku: 'HAT-03', available: 400 }] });
  });

  it('shares codes with SKUs in any case: a package cannot take a SKU code, nor a SKU a package code', async () => {
    const m = await merchant();
    const asSku = await t.call(product.addPackage, { token: m.token, body: giftSet({ code: 'mug-01' }) });
    expect(asSku).toMatchObject({ error_code: 1019, msg: 'SKU already exists' });
    const asSkuZh = await t.call(product.addPackage, {
      token: m.token,
      lang: 'zh_CN',
      body: giftSet({ code: 'MUG-01' }),
    });
    expect(asSkuZh.msg).toBe('SKU已存在');
    await create(m, giftSet());
    const skuOfPackage = await t.call(product.addProduct, {
      token: m.token,
      body: sampleProduct({ sku: 'gift-set-1' }),
    });
    expect(skuOfPackage).toMatchObject({ error_code: 1045, msg: 'Package code already exists' });
    const zh = await t.call(product.addProduct, {
      token: m.token,
      lang: 'zh_CN',
      body: sampleProduct({ sku: 'GIFT-SET-1' }),
    });
    expect(zh.msg).toBe('组合商品编码已存在');
    const twice = await t.call(product.addPackage, { token: m.token, body: giftSet({ code: 'Gift-Set-1' }) });
    expect(twice).toMatchObject({ error_code: 1045, msg: 'Package code already exists' });
    expect(await packageCount(m.customerId)).toBe(1);
    // Another merchant has its own codes.
    const other = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { balance: 0, stock: 0 });
    expect((await t.call(product.addPackage, { token: other.token, body: giftSet() })).error_code).toBe(0);
  });

  it('frees a code when its package or SKU is deleted', async () => {
    const m = await merchant();
    const id = await create(m, giftSet({ code: 'REUSE-1' }));
    const deleted = await t.call(product.deletePackage, { token: m.token, body: { ids: [id] } });
    expect(deleted.content).toEqual({ deleted: 1 });
    expect((await t.call(product.getPackageDetail, { token: m.token, query: { id } })).error_code).not.toBe(0);
    const sku = await t.call(product.addProduct, { token: m.token, body: sampleProduct({ sku: 'REUSE-1' }) });
    expect(sku.error_code, sku.msg).toBe(0);
    const removed = await t.call(product.deleteProduct, { token: m.token, body: { ids: [sku.content.id] } });
    expect(removed.content).toEqual({ deleted: 1 });
    await create(m, giftSet({ code: 'REUSE-1' }));
  });

  it('lets exactly one of racing saves of one code win, SKU or package, each loser told why', async () => {
    const m = await merchant();
    for (const round of [1, 2, 3]) {
      const code = `RACE-${round}`;
      const replies = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? t.call(product.addPackage, { token: m.token, body: giftSet({ code }) })
            : t.call(product.addProduct, { token: m.token, body: sampleProduct({ sku: code }) }),
        ),
      );
      expect(replies.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
      expect(replies.filter((r) => r.error_code === 0)).toHaveLength(1);
      const losers = replies.filter((r) => r.error_code !== 0);
      const winnerIsPackage = replies.findIndex((r) => r.error_code === 0) % 2 === 0;
      expect(new Set(losers.map((r) => r.msg))).toEqual(
        new Set([winnerIsPackage ? 'Package code already exists' : 'SKU already exists']),
      );
      const held = await t.db
        .selectFrom('merchant_codes')
        .select('kind')
        .where('customer_id', '=', m.customerId)
        .where('code_key', '=', code)
        .execute();
      expect(held).toEqual([{ kind: winnerIsPackage ? 'package' : 'sku' }]);
    }
  });

  it('answers a code taken between the look-up and the insert as taken, through the unique index', async () => {
    const m = await merchant();
    /** Misses the first look-up, as if a SKU with the code was saved right after it. */
    class LateRepository extends ProductRepository {
      private blind = true;
      override async takenCodes(...args: Parameters<ProductRepository['takenCodes']>) {
        if (!this.blind) return super.takenCodes(...args);
        this.blind = false;
        return new Map();
      }
    }
    const { core } = t.app;
    const products = new LateRepository(core.db);
    const service = new PackageService({
      db: core.db,
      packages: new PackageRepository(core.db),
      products,
      inventory: inventoryApi(core),
      references: () => productService(core).references(),
      clock: core.clock,
      usage: core.packageUsage,
    });
    const account = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('customer_id', '=', m.customerId)
      .executeTakeFirstOrThrow();
    const viewer = {
      sessionId: 0,
      accountId: account.id,
      customerId: m.customerId,
      subAccountId: 0,
      isMain: true,
      grant: FULL_GRANT,
    };
    const refusal = await service
      .create(viewer, { ...giftSet({ code: 'HAT-03' }), barcode: null, image_url: '', packing_note: '' } as never)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).toMatchObject({ code: 'SKU_EXISTS' });
    expect(await packageCount(m.customerId)).toBe(0);
  });

  it('refuses components that break the rules, naming the field in both languages, and writes nothing', async () => {
    const m = await merchant();
    await create(m, giftSet({ code: 'INNER' }));
    const cases: Array<[Partial<PackageCreateBody>, string, string]> = [
      [{ components: [{ sku: 'MUG-01', quantity: 1 }] }, 'components', 'at least 2 units'],
      [{ components: [] }, 'components', 'please input'],
      [
        {
          components: [
            { sku: 'MUG-01', quantity: 1 },
            { sku: 'mug-01', quantity: 1 },
          ],
        },
        'components.1.sku',
        'already in the package',
      ],
      [
        {
          components: [
            { sku: 'MUG-01', quantity: 0 },
            { sku: 'CAP-02', quantity: 2 },
          ],
        },
        'components.0.quantity',
        '1 to 999',
      ],
      [{ components: [{ sku: 'MUG-01', quantity: 1000 }] }, 'components.0.quantity', '1 to 999'],
      [
        {
          components: [
            { sku: 'MUG-01', quantity: 1.5 },
            { sku: 'CAP-02', quantity: 2 },
          ],
        },
        'components.0.quantity',
        '1 to 999',
      ],
      [
        {
          components: [
            { sku: 'MUG-01', quantity: 1 },
            { sku: 'NOPE-9', quantity: 1 },
          ],
        },
        'components.1.sku',
        'SKU code does not exist',
      ],
      [
        {
          components: [
            { sku: 'INNER', quantity: 1 },
            { sku: 'CAP-02', quantity: 1 },
          ],
        },
        'components.0.sku',
        'INNER is a package',
      ],
      [{ code: 'bad/code' }, 'code', ''],
      [{ image_url: '/uploads/1/00000000-0000-0000-0000-000000000000.png' }, 'image_url', ''],
      [{ packing_note: 'x'.repeat(501) }, 'packing_note', 'Over 500 characters'],
      [{ assembly: 'glued' as never }, 'assembly', 'Choose one'],
    ];
    for (const [override, field, message] of cases) {
      const reply = await t.call(product.addPackage, { token: m.token, body: giftSet({ code: 'NEW-1', ...override }) });
      expect(reply.error_code, JSON.stringify(override)).toBe(1001);
      expect(errorsOf(reply.content).find((e) => e.field === field)?.message, field).toContain(message);
    }
    const zh = await t.call(product.addPackage, {
      token: m.token,
      lang: 'zh_CN',
      body: giftSet({ code: 'NEW-1', components: [{ sku: 'INNER', quantity: 2 }] }),
    });
    expect(errorsOf(zh.content)).toEqual([
      { field: 'components.0.sku', message: 'INNER 是组合商品：组合商品只能包含SKU' },
    ]);
    const units = await t.call(product.addPackage, {
      token: m.token,
      lang: 'zh_CN',
      body: giftSet({ code: 'NEW-1', components: [{ sku: 'MUG-01', quantity: 1 }] }),
    });
    expect(units.msg).toContain('组合商品的商品总数至少为 2 件');
    expect(await packageCount(m.customerId)).toBe(1);
  });

  it('keeps barcodes unique across SKUs and packages', async () => {
    const m = await registerMerchant(t);
    for (const [sku, barcode] of [
      ['MUG-01', 'BC-MUG'],
      ['CAP-02', null],
    ] as const) {
      expect(
        (await t.call(product.addProduct, { token: m.token, body: sampleProduct({ sku, barcode }) })).error_code,
      ).toBe(0);
    }
    const bySku = await t.call(product.addPackage, { token: m.token, body: giftSet({ barcode: 'bc-mug' }) });
    expect(bySku).toMatchObject({ error_code: 1020, msg: 'UPC already exists' });
    const first = await t.call(product.addPackage, { token: m.token, body: giftSet({ barcode: 'BC-KIT' }) });
    expect(first.error_code).toBe(0);
    const second = await t.call(product.addPackage, {
      token: m.token,
      body: giftSet({ code: 'KIT-2', barcode: 'BC-KIT' }),
    });
    expect(second.error_code).toBe(1020);
    // Nor may a SKU take a package's barcode.
    const skuOfKitBarcode = await t.call(product.addProduct, {
      token: m.token,
      lang: 'zh_CN',
      body: sampleProduct({ sku: 'HAT-03', barcode: 'bc-kit' }),
    });
    expect(skuOfKitBarcode).toMatchObject({ error_code: 1020, msg: '条码已存在' });
    // A package keeps its own barcode when edited.
    const { code: _code, ...fields } = giftSet({ barcode: 'BC-KIT', name_en: 'Renamed' });
    const kept = await t.call(product.updatePackage, { token: m.token, body: { id: first.content.id, ...fields } });
    expect(kept.error_code, kept.msg).toBe(0);
  });

  it('edits names, assembly and components but not the code, refusing a stale copy', async () => {
    const m = await merchant();
    const id = await create(m, giftSet());
    const before = await t.call(product.getPackageDetail, { token: m.token, query: { id } });
    const { code: _code, ...fields } = giftSet();
    const edited = await t.call(product.updatePackage, {
      token: m.token,
      body: {
        ...fields,
        id,
        updated_at: before.content.updated_at,
        name_en: 'Hat and mug',
        assembly: 'pre_assembled',
        components: [
          { sku: 'HAT-03', quantity: 3 },
          { sku: 'MUG-01', quantity: 1 },
        ],
      },
    });
    expect(edited.error_code, edited.msg).toBe(0);
    const after = await t.call(product.getPackageDetail, { token: m.token, query: { id } });
    expect(after.content).toMatchObject({
      code: 'GIFT-SET-1',
      name_en: 'Hat and mug',
      assembly: 'pre_assembled',
      units: 4,
      components: [
        { sku: 'HAT-03', quantity: 3 },
        { sku: 'MUG-01', quantity: 1 },
      ],
      available_stock: 4 * 33,
    });
    const stale = await t.call(product.updatePackage, {
      token: m.token,
      body: { ...fields, id, updated_at: before.content.updated_at },
    });
    expect(stale.error_code).not.toBe(0);
    expect(stale.status).toBeLessThan(500);
    // The edit has no code field: a code sent along is not read.
    const withCode = await t.call(product.updatePackage, {
      token: m.token,
      body: { ...fields, id, code: 'OTHER' } as never,
    });
    expect(withCode.error_code, withCode.msg).toBe(0);
    expect((await t.call(product.getPackageDetail, { token: m.token, query: { id } })).content.code).toBe('GIFT-SET-1');
  });

  it('refuses to delete a SKU a package holds, naming it', async () => {
    const m = await merchant();
    const id = await create(m, giftSet());
    await setStock(m, 'CAP-02', 1, 0);
    for (const w of [2, 3, 4]) await setStock(m, 'CAP-02', w, 0);
    const refused = await t.call(product.deleteProduct, { token: m.token, body: { ids: [m.ids['CAP-02'] as number] } });
    expect(refused).toMatchObject({ error_code: 1021 });
    expect(refused.raw.body).toContain('CAP-02');
    expect((await t.call(product.deletePackage, { token: m.token, body: { ids: [id] } })).error_code).toBe(0);
    const freed = await t.call(product.deleteProduct, { token: m.token, body: { ids: [m.ids['CAP-02'] as number] } });
    expect(freed.content).toEqual({ deleted: 1 });
  });

  it('deletes all or none', async () => {
    const m = await merchant();
    const id = await create(m, giftSet());
    const other = await merchant();
    const foreign = await create(other, giftSet());
    const mixed = await t.call(product.deletePackage, { token: m.token, body: { ids: [id, foreign] } });
    expect(mixed.error_code).not.toBe(0);
    expect(await packageCount(m.customerId)).toBe(1);
    expect(await packageCount(other.customerId)).toBe(1);
    const none = await t.call(product.deletePackage, { token: m.token, body: { ids: [] } });
    expect(none.msg).toBe('No selected data!');
  });

  it('keeps each merchant to its own packages and SKUs', async () => {
    const a = await merchant();
    const b = await merchantWithSkus(t, ['BOX-9', 'LID-9'], { balance: 0 });
    const id = await create(a, giftSet());
    const { code: _code, ...fields } = giftSet();
    expect((await t.call(product.getPackageDetail, { token: b.token, query: { id } })).error_code).not.toBe(0);
    expect((await t.call(product.getPackageList, { token: b.token })).content.total).toBe(0);
    const update = await t.call(product.updatePackage, { token: b.token, body: { ...fields, id, name_en: 'Taken' } });
    expect(update.error_code).not.toBe(0);
    expect((await t.call(product.deletePackage, { token: b.token, body: { ids: [id] } })).error_code).not.toBe(0);
    // Merchant B cannot name A's SKUs as components.
    const foreignSkus = await t.call(product.addPackage, { token: b.token, body: giftSet() });
    expect(errorsOf(foreignSkus.content).map((e) => e.message)).toEqual([
      'SKU code does not exist',
      'SKU code does not exist',
    ]);
    expect((await t.call(product.getPackageDetail, { token: a.token, query: { id } })).content.name_en).toBe(
      'Gift set',
    );
  });

  it('takes the SKU screens’ right: none refuses every operation, view reads but does not write', async () => {
    const m = await merchant();
    const id = await create(m, giftSet());
    const none = await signedInSubAccount(t, m.customerId, `pkg-none-${Date.now()}@shop.test`, ['order']);
    const { code: _code, ...fields } = giftSet();
    const calls = (token: string) => [
      t.call(product.getPackageList, { token }),
      t.call(product.getPackageDetail, { token, query: { id } }),
      t.call(product.addPackage, { token, body: giftSet({ code: 'SUB-1' }) }),
      t.call(product.updatePackage, { token, body: { ...fields, id } }),
      t.call(product.deletePackage, { token, body: { ids: [id] } }),
    ];
    for (const reply of await Promise.all(calls(none))) {
      expect([reply.status, reply.error_code]).toEqual([403, 1005]);
    }
    await t.db
      .updateTable('accounts')
      .set({ permissions: JSON.stringify({ areas: { product: 'view' }, export: false }) })
      .where('customer_id', '=', m.customerId)
      .where('is_main', '=', 0)
      .execute();
    const [list, detail, add, update, remove] = await Promise.all(calls(none));
    expect([list?.error_code, detail?.error_code]).toEqual([0, 0]);
    expect([add?.error_code, update?.error_code, remove?.error_code]).toEqual([1005, 1005, 1005]);
    expect(await packageCount(m.customerId)).toBe(1);
  });
});
