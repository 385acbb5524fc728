import { opsContent, product, productListItemSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';

describe('SKUs: add, edit, detail, list, delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    // New merchants register from distinct addresses, as behind a load balancer.
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('creates a SKU with every field and answers it back in cents, with volume and names of its links', async () => {
    const { token } = await registerMerchant(t);
    const saved = await t.call(product.addProduct, {
      token,
      body: sampleProduct({
        alias: 'Tee',
        barcode: '6901234567892',
        color: 'Red',
        size: 'M',
        brand: 'Acme',
        category_ids: [1012, 101],
        material_en: 'Cotton',
        material_cn: '棉',
        purpose_en: 'Wear',
        purpose_cn: '穿着',
        export_unit_price: 800,
        tax_refund: 1,
        consumable_ids: [4, 8],
        length_cm: 12.3,
        width_cm: 4.5,
        height_cm: 6,
      }),
    });
    expect(saved.error_code).toBe(0);
    const detail = await t.call(product.getProductDetail, { token, query: { id: saved.content.id } });
    expect(detail.content).toMatchObject({
      sku: 'TEE-RED-M',
      barcode: '6901234567892',
      name_en: 'Red T-shirt M',
      declared_value: 1250,
      export_unit_price: 800,
      tax_refund: 1,
      property: { code: 'general', is_dangerous: 0 },
      category_ids: [101, 1012],
      categories: [
        { id: 101, name_en: "Women's Clothing" },
        { id: 1012, name_en: 'Tops & T-Shirts' },
      ],
      consumables: [{ code: 'BAG-PE-S' }, { code: 'FILL-PAPER' }],
      volume_cm3: 332.1,
      warning_quantity: null,
      scan_barcode: 0,
      stock: [],
      total_stock: 0,
      updated_at: saved.content.updated_at,
    });
  });

  it('lists a SKU with the fields the list shows: names of its categories and attribute, volume and stock totals', async () => {
    const { token } = await registerMerchant(t);
    const body = sampleProduct({ category_ids: [1012, 101], consumable_ids: [4], hs_code: '610910', brand: 'Acme' });
    const { id } = (await t.call(product.addProduct, { token, body })).content;
    const { list } = (await t.call(product.getProductList, { token })).content;
    expect(list).toHaveLength(1);
    const row = list[0] as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(Object.keys(productListItemSchema.shape).sort());
    expect(row).toMatchObject({
      id,
      sku: 'TEE-RED-M',
      property: { code: 'general' },
      categories: [
        { id: 101, name_en: "Women's Clothing" },
        { id: 1012, name_en: 'Tops & T-Shirts' },
      ],
      declared_value: 1250,
      stock: [],
      total_stock: 0,
      available_stock: 0,
    });
    // The long texts and packing materials are the detail's.
    expect(row).not.toHaveProperty('hs_code');
    expect(row).not.toHaveProperty('consumables');
    const detail = (await t.call(product.getProductDetail, { token, query: { id } })).content;
    expect(detail).toMatchObject({ hs_code: '610910', brand: 'Acme', consumable_ids: [4] });
  });

  it('refuses a second SKU with the same code in any case, and a second use of a barcode', async () => {
    const { token } = await registerMerchant(t);
    await t.call(product.addProduct, { token, body: sampleProduct({ barcode: 'ABC-123' }) });
    const sameSku = await t.call(product.addProduct, { token, body: sampleProduct({ sku: 'tee-red-m' }) });
    expect(sameSku).toMatchObject({ error_code: 1019, msg: 'SKU already exists' });
    const sameBarcode = await t.call(product.addProduct, {
      token,
      lang: 'zh_CN',
      body: sampleProduct({ sku: 'OTHER', barcode: 'abc-123' }),
    });
    expect(sameBarcode).toMatchObject({ error_code: 1020, msg: '条码已存在' });
    const list = await t.call(product.getProductList, { token });
    expect(list.content.total).toBe(1);
  });

  it('lets another merchant use the same SKU code and barcode', async () => {
    const a = await registerMerchant(t);
    const b = await registerMerchant(t);
    for (const { token } of [a, b]) {
      const reply = await t.call(product.addProduct, { token, body: sampleProduct({ barcode: 'SHARED-1' }) });
      expect(reply.error_code).toBe(0);
    }
  });

  it('answers each rule of spec 5 with its message and writes nothing', async () => {
    const { token } = await registerMerchant(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sku: ' LEAD' }, 'sku', 'Up to 30 letters'],
      [{ sku: 'A/B' }, 'sku', 'Up to 30 letters'],
      [{ sku: 'x'.repeat(31) }, 'sku', 'Up to 30 letters'],
      [{ barcode: 'has space' }, 'barcode', 'Up to 30 letters, digits or hyphens'],
      [{ hs_code: '61091' }, 'hs_code', 'Must be 6-10 digits'],
      [{ declared_value: 0 }, 'declared_value', 'Must be greater than 0 with at most 2 decimals'],
      [{ weight_g: '1.234' }, 'weight_g', 'Must be a number greater than 0 with at most 2 decimals'],
      [{ image_url: '/uploads/1/a.bmp' }, 'image_url', 'The image must be a jpg, jpeg, png or gif file'],
      [{ size: 'x'.repeat(101) }, 'size', 'No more than 100 characters'],
      [{ color: 'x'.repeat(21) }, 'color', 'No more than 20 characters'],
      [{ brand: 'x'.repeat(256) }, 'brand', 'No more than 255 characters'],
      [{ category_ids: [101, 102, 103, 104, 201, 202, 203, 204, 301, 302, 303] }, 'category_ids', 'At most 10 items'],
      [{ consumable_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'consumable_ids', 'At most 10 items'],
      [{ name_en: '' }, 'name_en', 'please input name_en'],
      [{ property_id: 999 }, 'property_id', 'This option does not exist, choose another'],
      [{ category_ids: [99999] }, 'category_ids', 'This option does not exist, choose another'],
      [{ image_url: '/uploads/10001/someone-else.png' }, 'image_url', 'The image must be one uploaded to this account'],
    ];
    for (const [override, field, message] of cases) {
      const reply = await t.call(product.addProduct, { token, body: { ...sampleProduct(), ...override } });
      expect(reply.error_code, JSON.stringify(override)).toBe(1001);
      const errors = (reply.content as unknown as { errors: { field: string; message: string }[] }).errors;
      expect(errors.find((e) => e.field === field)?.message, field).toContain(message);
    }
    const zh = await t.call(product.addProduct, { token, lang: 'zh_CN', body: sampleProduct({ hs_code: '12' }) });
    expect(zh.msg).toContain('须为 6-10 位数字');
    expect((await t.call(product.getProductList, { token })).content.total).toBe(0);
  });

  it('keeps warning quantity and scan-barcode read-only until customer service enables them', async () => {
    const { token, customerId } = await registerMerchant(t);
    expect((await t.call(product.getProductSettings, { token })).content).toEqual({
      warning_quantity_enabled: 0,
      scan_barcode_enabled: 0,
    });
    const refused = await t.call(product.addProduct, { token, body: sampleProduct({ warning_quantity: 5 }) });
    expect(refused).toMatchObject({ error_code: 1027, msg: 'This setting must be enabled by customer service first' });
    const scan = await t.call(product.addProduct, { token, body: sampleProduct({ scan_barcode: 1 }) });
    expect(scan.error_code).toBe(1027);

    await t.call(opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: customerId, warning_quantity_enabled: 1, scan_barcode_enabled: 1 },
    });
    const fractional = await t.call(product.addProduct, { token, body: sampleProduct({ warning_quantity: 2.5 }) });
    expect(fractional.msg).toContain('Must be a whole number of 0 or more');
    const saved = await t.call(product.addProduct, {
      token,
      body: sampleProduct({ warning_quantity: 5, scan_barcode: 1 }),
    });
    expect(saved.error_code).toBe(0);
    const detail = await t.call(product.getProductDetail, { token, query: { id: saved.content.id } });
    expect(detail.content).toMatchObject({ warning_quantity: 5, scan_barcode: 1 });

    // Switched off again: an edit may keep the stored values but not change them.
    await t.call(opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: customerId, warning_quantity_enabled: 0 },
    });
    const keep = await t.call(product.addProduct, {
      token,
      body: sampleProduct({ id: saved.content.id, warning_quantity: 5, scan_barcode: 1, name_en: 'Kept' }),
    });
    expect(keep.error_code).toBe(0);
    const change = await t.call(product.addProduct, {
      token,
      body: sampleProduct({ id: saved.content.id, warning_quantity: 9, scan_barcode: 1 }),
    });
    expect(change.error_code).toBe(1027);
  });

  it('edits a SKU: fields and links replaced, SKU code fixed, a stale copy refused', async () => {
    const { token } = await registerMerchant(t);
    const created = await t.call(product.addProduct, {
      token,
      body: sampleProduct({ category_ids: [101], consumable_ids: [1], barcode: 'OLD-1' }),
    });
    const id = created.content.id;
    const edited = await t.call(product.addProduct, {
      token,
      body: sampleProduct({
        id,
        updated_at: created.content.updated_at,
        name_en: 'Red Tee (M)',
        declared_value: 1999,
        category_ids: [1011],
        consumable_ids: [],
        barcode: '',
      }),
    });
    expect(edited.error_code).toBe(0);
    const detail = await t.call(product.getProductDetail, { token, query: { id } });
    expect(detail.content).toMatchObject({
      name_en: 'Red Tee (M)',
      declared_value: 1999,
      category_ids: [1011],
      consumable_ids: [],
      barcode: null,
    });

    const stale = await t.call(product.addProduct, {
      token,
      body: sampleProduct({ id, updated_at: created.content.updated_at, name_en: 'Lost update' }),
    });
    expect(stale.error_code).toBe(1018);
    const renamed = await t.call(product.addProduct, { token, body: sampleProduct({ id, sku: 'NEW-CODE' }) });
    expect(renamed).toMatchObject({ error_code: 1034, msg: 'The SKU code cannot be changed once created' });

    const other = await t.call(product.addProduct, { token, body: sampleProduct({ sku: 'B', barcode: 'TAKEN' }) });
    const clash = await t.call(product.addProduct, { token, body: sampleProduct({ id, barcode: 'taken' }) });
    expect(clash.error_code).toBe(1020);
    expect(other.error_code).toBe(0);
    expect((await t.call(product.getProductDetail, { token, query: { id } })).content.name_en).toBe('Red Tee (M)');
  });

  it('filters the list by batch SKUs, part of a SKU, name, barcode, category sub-tree, attribute and time', async () => {
    const { token } = await registerMerchant(t);
    const add = (body: Parameters<typeof sampleProduct>[0]) =>
      t.call(product.addProduct, { token, body: sampleProduct(body) });
    await add({ sku: 'CASE-IP15', name_en: 'Phone case', barcode: 'BC-100', category_ids: [2011] });
    await add({ sku: 'CABLE-USB-C', name_en: 'USB-C cable', name_cn: '数据线', category_ids: [2012], property_id: 2 });
    await add({ sku: 'DRESS_1.0', name_en: 'Summer dress', alias: '100% linen', category_ids: [1011] });
    const skus = async (query: Record<string, unknown>) =>
      (await t.call(product.getProductList, { token, query })).content.list.map((p) => p.sku).sort();

    expect(await skus({})).toEqual(['CABLE-USB-C', 'CASE-IP15', 'DRESS_1.0']);
    expect(await skus({ sku: 'case-ip15\n\n  DRESS_1.0  \nnope' })).toEqual(['CASE-IP15', 'DRESS_1.0']);
    expect(await skus({ sku: 'ca' })).toEqual(['CABLE-USB-C', 'CASE-IP15']);
    expect(await skus({ sku: '_' })).toEqual(['DRESS_1.0']);
    expect(await skus({ name: '数据' })).toEqual(['CABLE-USB-C']);
    expect(await skus({ name: '100%' })).toEqual(['DRESS_1.0']);
    expect(await skus({ barcode: 'bc-1' })).toEqual(['CASE-IP15']);
    expect(await skus({ category_id: 200 })).toEqual(['CABLE-USB-C', 'CASE-IP15']);
    expect(await skus({ category_id: 2012 })).toEqual(['CABLE-USB-C']);
    expect(await skus({ property_id: 2 })).toEqual(['CABLE-USB-C']);
    expect(await skus({ created_from: '2000-01-01T00:00:00Z', created_to: '2000-12-31T00:00:00Z' })).toEqual([]);
    expect(await skus({ created_from: '2000-01-01T08:00:00+08:00' })).toHaveLength(3);

    const tooMany = Array.from({ length: 5001 }, (_, i) => `S${i}`).join('\n');
    const refused = await t.call(product.getProductList, { token, query: { sku: tooMany } });
    expect(refused.msg).toContain('At most 5000 entries, one per line');
    const pageSize = await t.call(product.getProductList, { token, query: { page_size: 25 } });
    expect(pageSize.error_code).toBe(1001);
  });

  it('pages newest first without overlap', async () => {
    const { token } = await registerMerchant(t);
    for (let i = 0; i < 12; i += 1) {
      await t.call(product.addProduct, { token, body: sampleProduct({ sku: `P-${String(i).padStart(2, '0')}` }) });
    }
    const first = await t.call(product.getProductList, { token, query: { page: 1, page_size: 10 } });
    const second = await t.call(product.getProductList, { token, query: { page: 2, page_size: 10 } });
    expect(first.content.total).toBe(12);
    expect(first.content.list[0]?.sku).toBe('P-11');
    expect(second.content.list.map((p) => p.sku)).toEqual(['P-01', 'P-00']);
  });

  it('sorts by SKU (either case together), declared value, weight or time, each way, pages without overlap', async () => {
    const { token } = await registerMerchant(t);
    const add = (sku: string, declared_value: number, weight_g: number) =>
      t.call(product.addProduct, { token, body: sampleProduct({ sku, declared_value, weight_g }) });
    await add('b-2', 300, 10);
    await add('A-1', 100, 30);
    await add('C-3', 200, 20);
    await add('a-0', 200, 5);
    const skus = async (query: Record<string, unknown>) =>
      (await t.call(product.getProductList, { token, query })).content.list.map((p) => p.sku);

    expect(await skus({ sort_by: 'sku' })).toEqual(['a-0', 'A-1', 'b-2', 'C-3']);
    expect(await skus({ sort_by: 'sku', sort_order: 'desc' })).toEqual(['C-3', 'b-2', 'A-1', 'a-0']);
    expect(await skus({ sort_by: 'weight_g', sort_order: 'desc' })).toEqual(['A-1', 'C-3', 'b-2', 'a-0']);
    // Equal values keep one order (by id), so pages neither repeat nor skip a SKU.
    expect(await skus({ sort_by: 'declared_value' })).toEqual(['A-1', 'C-3', 'a-0', 'b-2']);
    const pages = [
      ...(await skus({ sort_by: 'declared_value', page: 1, page_size: 10 })),
      ...(await skus({ sort_by: 'declared_value', page: 2, page_size: 10 })),
    ];
    expect(pages).toEqual(['A-1', 'C-3', 'a-0', 'b-2']);
    expect(await skus({ sort_by: 'created_at' })).toEqual(['b-2', 'A-1', 'C-3', 'a-0']);
    expect(await skus({})).toEqual(['a-0', 'C-3', 'A-1', 'b-2']);

    const refused = await t.call(product.getProductList, { token, query: { sort_by: 'password' } as never });
    expect(refused.error_code).toBe(1001);
  });

  it('deletes all or none: refused while any selected SKU has stock or is in use', async () => {
    const { token, customerId } = await registerMerchant(t);
    const ids: number[] = [];
    for (const sku of ['D-1', 'D-2', 'D-3']) {
      ids.push(
        (await t.call(product.addProduct, { token, body: sampleProduct({ sku, category_ids: [101] }) })).content.id,
      );
    }
    const [d1, d2, d3] = ids as [number, number, number];
    const counted = await t.call(product.setStock, {
      ops: true,
      body: { customer_id: customerId, sku: 'D-2', warehouse_id: 1, total: 3 },
    });
    expect(counted.error_code).toBe(0);

    const none = await t.call(product.deleteProduct, { token, body: { ids: [] } });
    expect(none).toMatchObject({ error_code: 1024, msg: 'No selected data!' });
    const withStock = await t.call(product.deleteProduct, { token, body: { ids: [d1, d2] } });
    // The refusal names the SKUs that block it, not the others selected with them.
    expect(withStock).toMatchObject({
      status: 200,
      error_code: 1022,
      msg: 'SKUs with stock in a warehouse cannot be deleted: D-2',
      content: { blockers: ['D-2'] },
    });

    // A feature that references SKUs (orders, packing lists) answers through the usage registry.
    t.app.core.productUsage.register('test-orders', async (_db, customer, productIds) =>
      customer === customerId && productIds.includes(d3) ? ['D-3'] : [],
    );
    const inUse = await t.call(product.deleteProduct, { token, lang: 'zh_CN', body: { ids: [d1, d3] } });
    expect(inUse).toMatchObject({
      error_code: 1021,
      msg: '已被装箱单或订单使用的SKU不能删除: D-3',
      content: { blockers: ['D-3'] },
    });
    expect((await t.call(product.getProductList, { token })).content.total).toBe(3);

    const deleted = await t.call(product.deleteProduct, { token, body: { ids: [d1, d1] } });
    expect(deleted.content).toEqual({ deleted: 1 });
    const links = await t.db.selectFrom('product_category_links').selectAll().where('product_id', '=', d1).execute();
    expect(links).toEqual([]);
    expect((await t.call(product.getProductDetail, { token, query: { id: d1 } })).error_code).toBe(1004);
  });

  it("never reads, edits, re-images or deletes another merchant's SKU", async () => {
    const owner = await registerMerchant(t);
    const created = await t.call(product.addProduct, { token: owner.token, body: sampleProduct({ sku: 'MINE' }) });
    const id = created.content.id;
    const intruder = await t.login(DEMO_LOGINS.other);

    expect((await t.call(product.getProductDetail, { token: intruder, query: { id } })).error_code).toBe(1004);
    const list = await t.call(product.getProductList, { token: intruder, query: { sku: 'MINE' } });
    expect(list.content.total).toBe(0);
    const edit = await t.call(product.addProduct, { token: intruder, body: sampleProduct({ id, sku: 'MINE' }) });
    expect(edit.error_code).toBe(1004);
    const image = await t.call(product.updateProductUrl, {
      token: intruder,
      body: { id, image_url: '/uploads/10002/0b0e6f0e-1c7a-4d4e-9a59-3f0c1f9b1a11.png' },
    });
    expect(image.error_code).toBe(1004);
    const remove = await t.call(product.deleteProduct, { token: intruder, body: { ids: [id] } });
    expect(remove.error_code).toBe(1004);
    const after = await t.call(product.getProductDetail, { token: owner.token, query: { id } });
    expect(after.content).toMatchObject({ sku: 'MINE', image_url: '' });
  });

  it("replaces a SKU's image with the merchant's own upload", async () => {
    const { token, customerId } = await registerMerchant(t);
    const { id } = (await t.call(product.addProduct, { token, body: sampleProduct() })).content;
    const own = `/uploads/${customerId}/0b0e6f0e-1c7a-4d4e-9a59-3f0c1f9b1a11.png`;
    const reply = await t.call(product.updateProductUrl, { token, body: { id, image_url: own } });
    expect(reply.content).toEqual({ id, image_url: own });
    const bad = await t.call(product.updateProductUrl, { token, body: { id, image_url: 'https://x.test/a.pdf' } });
    expect(bad.msg).toContain('The image must be a jpg, jpeg, png or gif file');
    expect((await t.call(product.getProductDetail, { token, query: { id } })).content.image_url).toBe(own);
  });

  it('seeds the demo merchant with about 50 SKUs, each with its own image and most with stock', async () => {
    const token = await t.login(DEMO_LOGINS.main);
    const { list, total } = (await t.call(product.getProductList, { token, query: { page_size: 100 } })).content;
    expect(total).toBeGreaterThanOrEqual(50);
    expect(list.every((p) => p.image_url.startsWith('/uploads/10001/'))).toBe(true);
    expect(list.filter((p) => p.total_stock > 0).length).toBeGreaterThan(total / 2);
    const image = await t.app.server.inject({ method: 'GET', url: list[0]?.image_url ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('is closed to a sub-account without the product permission', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    // The demo sub-account holds product and inventory rights.
    expect((await t.call(product.getProductList, { token: sub })).error_code).toBe(0);
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['inventory']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    const refused = await t.call(product.getProductList, { token: sub });
    expect(refused.error_code).toBe(1005);
  });
});
