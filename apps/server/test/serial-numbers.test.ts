import { type ImportResult, opsOrder, order, product, serialNumber } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps, startOrderApp } from './support/orders';
import { packageOf, sampleProduct } from './support/products';
import { DEMO_LOGINS, type Reply, type TestApp } from './support/test-app';
import { download, readXlsx, xlsxFile } from './support/xlsx';

const HEADER = ['Serial number*', 'SKU*', 'Alias', 'Receiving no.', 'Box number'];
type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

const sheet = (rows: (string | null)[][]) => xlsxFile({ 'Serial numbers': [HEADER, ...rows] });

describe('customer serial numbers', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;

  const importFile = async (
    data: Buffer,
    options: { dryRun?: boolean; lang?: 'en' | 'zh_CN'; token?: string } = {},
  ): Promise<Reply<ImportResult>> => {
    const parts = [
      ...(options.dryRun === undefined ? [] : [{ name: 'dry_run', data: String(options.dryRun) }]),
      { name: 'file', filename: 'serial-numbers.xlsx', data },
    ];
    const body = multipart(parts);
    return t.request<ImportResult>({
      method: 'POST',
      url: serialNumber.importSerialNumber.path,
      payload: body.payload,
      headers: { ...body.headers, token: options.token ?? m.token, 'accept-language': options.lang ?? 'en' },
    });
  };
  const stored = (customerId: number) =>
    t.db.selectFrom('serial_numbers').selectAll().where('customer_id', '=', customerId).orderBy('serial_key').execute();
  const list = (query: Record<string, string | number>, token = m.token) =>
    t.call(serialNumber.getList, { token, query: { page: 1, page_size: 50, ...query } });
  const listed = async (query: Record<string, string | number>) =>
    (await list(query)).content.list.map((row) => row.serial_number).sort();
  const pack = (
    systemOrderId: string,
    serials: { sku: string; serial_number: string }[],
    lang: 'en' | 'zh_CN' = 'en',
  ) =>
    t.call(opsOrder.pack, {
      ops: true,
      lang,
      body: {
        system_order_id: systemOrderId,
        weight_g: 420,
        length_cm: 20,
        width_cm: 15,
        height_cm: 10,
        serial_numbers: serials,
      },
    });
  const awaitingPacking = async (items = [{ sku: 'MUG-01', quantity: 2 }]) => {
    const saved = await createOrder(t, m.token, sampleOrder({ submit: true }, items));
    await staffSteps(t, saved.system_order_id, 'verify');
    return saved;
  };

  beforeAll(async () => {
    t = await startOrderApp();
    [m, other] = await Promise.all([merchantWithSkus(t), merchantWithSkus(t, ['MUG-01'])]);
    const pen = await t.call(product.addProduct, {
      token: m.token,
      body: sampleProduct({ sku: 'PEN-03', barcode: 'UPC-PEN-3' }),
    });
    expect(pen.error_code).toBe(0);
    const imported = await importFile(
      await sheet([
        ['SN-MUG-0001', 'MUG-01', 'mug one', 'RK-100', 'BOX-1'],
        ['SN-MUG-0002', 'mug-01', '', 'RK-100', 'BOX-1'],
        ['SN-MUG-0003', 'MUG-01', '', 'RK-200', 'BOX-2'],
        ['SN-MUG-0004', 'MUG-01', '', '', ''],
        ['SN-CAP-0001', 'CAP-02', 'cap one', 'RK-200', ''],
        ['SN-CAP-0002', 'CAP-02', '', '', ''],
        ['SN-PEN-0001', 'pen-03', '', '', ''],
      ]),
    );
    expect(imported.content).toMatchObject({ total: 7, success: 7, failed: 0 });
    const foreign = await importFile(await sheet([['SN-OTHER-0001', 'MUG-01', '', '', '']]), { token: other.token });
    expect(foreign.content.success).toBe(1);
  });
  afterAll(() => t.close());

  describe('import', () => {
    it('stores each row with its SKU and barcode, scoped to the merchant, unbound', async () => {
      const rows = await stored(m.customerId);
      expect(rows.map((r) => r.serial_number)).toEqual([
        'SN-CAP-0001',
        'SN-CAP-0002',
        'SN-MUG-0001',
        'SN-MUG-0002',
        'SN-MUG-0003',
        'SN-MUG-0004',
        'SN-PEN-0001',
      ]);
      const second = rows.find((r) => r.serial_number === 'SN-MUG-0002');
      expect(second).toMatchObject({ sku: 'MUG-01', is_bind: 0, receiving_no: 'RK-100', box_number: 'BOX-1' });
      expect(second?.product_id).toBe(m.ids['MUG-01']);
      expect(rows.every((r) => r.customer_id === m.customerId)).toBe(true);
    });

    it("fails the spec's rows in English and Chinese, and a dry run saves nothing", async () => {
      const file = await sheet([
        ['SN-NEW-0001', 'MUG-01', 'fresh alias', '', ''],
        ['bad sn!', 'MUG-01', '', '', ''],
        ['SN-MUG-0001', 'MUG-01', '', '', ''],
        ['SN-NEW-0002', 'MUG-01', 'MUG ONE', '', ''],
        ['SN-NEW-0003', 'NO-SUCH-SKU', '', '', ''],
        ['sn-new-0001', 'CAP-02', '', '', ''],
        ['SN-NEW-0004', 'CAP-02', 'Fresh Alias', '', ''],
      ]);
      const before = (await stored(m.customerId)).length;
      const en = await importFile(file, { dryRun: true });
      expect(en.error_code).toBe(0);
      expect(en.content).toMatchObject({ job_id: 0, total: 7, success: 1, failed: 6 });
      expect(en.content.failures).toEqual([
        {
          row: 3,
          sku: 'bad sn!',
          reasons: [
            'Serial number: 4-50 letters, digits, hyphens, underscores, dots or slashes, starting with a letter or digit',
          ],
        },
        { row: 4, sku: 'SN-MUG-0001', reasons: ['Serial number already exists'] },
        { row: 5, sku: 'SN-NEW-0002', reasons: ['Alias already exists'] },
        { row: 6, sku: 'SN-NEW-0003', reasons: ['SKU code does not exist'] },
        { row: 7, sku: 'sn-new-0001', reasons: ['Serial number is repeated: same as row 2'] },
        { row: 8, sku: 'SN-NEW-0004', reasons: ['Alias is repeated: same as row 2'] },
      ]);
      expect(await stored(m.customerId)).toHaveLength(before);

      const zh = await importFile(file, { dryRun: true, lang: 'zh_CN' });
      expect(zh.content.failures.map((f) => f.reasons[0])).toEqual([
        '序列号：4-50 位字母、数字、中划线、下划线、点或斜杠，以字母或数字开头',
        '序列号已存在',
        '别名已存在',
        'SKU编码不存在',
        '序列号重复：与第 2 行相同',
        '别名重复：与第 2 行相同',
      ]);

      const real = await importFile(file, { dryRun: false });
      expect(real.content).toMatchObject({ total: 7, success: 1, failed: 6 });
      expect(real.content.job_id).toBeGreaterThan(0);
      expect((await stored(m.customerId)).map((r) => r.serial_number)).toContain('SN-NEW-0001');

      const failedRows = await download(t, serialNumber.downloadFailedRows, {
        token: m.token,
        query: { job_id: real.content.job_id },
      });
      const [failedSheet] = await readXlsx(failedRows.file as Buffer);
      expect(failedSheet?.rows).toHaveLength(7);
      expect(failedSheet?.rows[2]?.join(' | ')).toContain('Serial number already exists');

      const again = await importFile(file);
      expect(again.content.success).toBe(0);
      expect((await stored(m.customerId)).length).toBe(before + 1);
    });

    it("downloads only a serial-number import's failed rows, not another kind's job", async () => {
      const job = await t.db
        .insertInto('import_jobs')
        .values({
          customer_id: m.customerId,
          account_id: 0,
          kind: 'product',
          file_name: 'skus.xlsx',
          total: 1,
          succeeded: 0,
          failed: 1,
          failed_rows: JSON.stringify([{ row: 2, cells: { sku: 'X' }, reasons: [{ en: 'bad', zh_CN: '坏' }] }]),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reply = await download(t, serialNumber.downloadFailedRows, { token: m.token, query: { job_id: job.id } });
      expect(reply.status).toBe(404);
    });

    it('refuses an empty required cell and a bad dry_run field', async () => {
      const reply = await importFile(await sheet([['SN-EMPTY-SKU', null, '', '', '']]), { dryRun: true });
      expect(reply.content.failures[0]?.reasons).toEqual(['please input SKU']);
      const body = multipart([
        { name: 'dry_run', data: 'maybe' },
        { name: 'file', filename: 'serial-numbers.xlsx', data: await sheet([]) },
      ]);
      const bad = await t.request({
        method: 'POST',
        url: serialNumber.importSerialNumber.path,
        payload: body.payload,
        headers: { ...body.headers, token: m.token },
      });
      expect(bad.error_code).toBe(1001);
    });

    it('gives the template with both languages of headers', async () => {
      const en = await download(t, serialNumber.downloadTemplate, { token: m.token });
      const [data, guide] = await readXlsx(en.file as Buffer);
      expect(data?.rows[0]).toEqual(HEADER);
      expect(guide?.rows.map((r) => r.join(' ')).join('\n')).toContain('Unique in your account');
      const zh = await download(t, serialNumber.downloadTemplate, { token: m.token, lang: 'zh_CN' });
      const [zhData] = await readXlsx(zh.file as Buffer);
      expect(zhData?.rows[0]).toEqual(['序列号*', 'SKU*', '别名', '入库单号', '箱号']);
    });
  });

  describe('list', () => {
    it('filters by every field of the page', async () => {
      expect(await listed({ sku: 'cap-02' })).toEqual(['SN-CAP-0001', 'SN-CAP-0002']);
      expect(await listed({ serial_number: 'MUG-000' })).toEqual([]);
      expect(await listed({ serial_number: 'cap one' })).toEqual(['SN-CAP-0001']);
      expect(await listed({ serial_number: 'sn-mug-000' })).toEqual([
        'SN-MUG-0001',
        'SN-MUG-0002',
        'SN-MUG-0003',
        'SN-MUG-0004',
      ]);
      expect(await listed({ serial_number: 'sn-mug-0001\nCAP ONE' })).toEqual(['SN-CAP-0001', 'SN-MUG-0001']);
      expect(await listed({ receiving_no: 'RK-200' })).toEqual(['SN-CAP-0001', 'SN-MUG-0003']);
      expect(await listed({ barcode: 'upc-pen' })).toEqual(['SN-PEN-0001']);
      expect(await listed({ barcode: 'NO-BARCODE' })).toEqual([]);
      expect(await listed({ customer_id: m.customerId, sku: 'CAP-02' })).toEqual(['SN-CAP-0001', 'SN-CAP-0002']);
      expect(await listed({ customer_id: other.customerId })).toEqual([]);
      const future = new Date(Date.now() + 86_400_000).toISOString();
      expect(await listed({ created_from: future })).toEqual([]);
      expect((await listed({ created_to: future, sku: 'CAP-02' })).length).toBe(2);
      expect((await list({ bind_status: 'bound' })).content.total).toBe(0);
      expect((await list({ bind_status: 'unbound', sku: 'CAP-02' })).content.total).toBe(2);
    });

    it('pages newest first, by page or after the last id seen', async () => {
      const first = await list({ page_size: 10, sku: 'MUG-01' });
      const ids = first.content.list.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const after = await list({ page_size: 10, sku: 'MUG-01', after_id: ids[1] as number });
      expect(after.content.list.map((r) => r.id)).toEqual(ids.slice(2));
    });

    it("shows one merchant none of another's serial numbers, and refuses a sub-account without serial_number", async () => {
      const theirs = await list({}, other.token);
      expect(theirs.content.list.map((r) => r.serial_number)).toEqual(['SN-OTHER-0001']);
      const sub = await t.login(DEMO_LOGINS.sub);
      const refused = await list({}, sub);
      expect(refused.status).toBe(403);
      expect(refused.error_code).toBe(1005);
      const exportRefused = await download(t, serialNumber.exportSerialNumber, { token: sub });
      expect(exportRefused.status).toBe(403);
    });
  });

  describe('export and suggestions', () => {
    it('exports the filtered rows with the import headers first, and says when nothing matches', async () => {
      const reply = await download(t, serialNumber.exportSerialNumber, { token: m.token, query: { sku: 'CAP-02' } });
      const [data] = await readXlsx(reply.file as Buffer);
      expect(data?.rows[0]?.slice(0, 5)).toEqual(['Serial number', 'SKU', 'Alias', 'Receiving no.', 'Box number']);
      expect(data?.rows.slice(1).map((r) => r[0])).toEqual(['SN-CAP-0002', 'SN-CAP-0001']);
      const none = await download(t, serialNumber.exportSerialNumber, {
        token: m.token,
        query: { sku: 'NOPE' },
        lang: 'zh_CN',
      });
      expect(none.envelope?.msg).toBe('没有可导出的数据');
    });

    it('suggests an unused serial number for a SKU of the merchant, refusing an unknown SKU', async () => {
      const reply = await t.call(serialNumber.getNewSn, { token: m.token, query: { sku: 'mug-01' } });
      expect(reply.content.serial_number).toMatch(/^MUG-01-\d{6}-[A-Z2-9]{6}$/);
      const plain = await t.call(serialNumber.getNewSn, { token: m.token });
      expect(plain.content.serial_number).toMatch(/^SN-\d{6}-[A-Z2-9]{6}$/);
      const unknown = await t.call(serialNumber.getNewSn, { token: m.token, query: { sku: 'NOPE' } });
      expect(unknown.error_code).toBe(1023);
    });
  });

  describe('binding at packing', () => {
    it('binds the serial numbers to the order, which the list, the database and the order detail show', async () => {
      const saved = await awaitingPacking([
        { sku: 'MUG-01', quantity: 2 },
        { sku: 'CAP-02', quantity: 1 },
      ]);
      const reply = await pack(saved.system_order_id, [
        { sku: 'MUG-01', serial_number: 'sn-mug-0001' },
        { sku: 'MUG-01', serial_number: 'SN-MUG-0002' },
        { sku: 'cap-02', serial_number: 'SN-CAP-0001' },
      ]);
      expect(reply.error_code).toBe(0);
      const bound = await list({ sys_order_id: saved.system_order_id });
      expect(bound.content.list.map((r) => r.serial_number).sort()).toEqual([
        'SN-CAP-0001',
        'SN-MUG-0001',
        'SN-MUG-0002',
      ]);
      const row = bound.content.list[0];
      expect(row?.is_bind).toBe(1);
      expect(row?.bind_time).not.toBeNull();
      const platformNo = (
        await t.db.selectFrom('orders').select('platform_order_no').where('id', '=', saved.id).executeTakeFirstOrThrow()
      ).platform_order_no;
      expect((await listed({ platform_order_no: platformNo })).length).toBe(3);
      expect((await list({ bind_status: 'bound' })).content.total).toBe(3);
      expect(
        (await list({ bind_from: new Date(Date.now() - 60_000).toISOString(), sku: 'CAP-02' })).content.total,
      ).toBe(1);
      const detail = await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.id } });
      const lines = Object.fromEntries(detail.content.items.map((l) => [l.sku, l.serial_numbers]));
      expect(lines).toEqual({ 'MUG-01': ['SN-MUG-0001', 'SN-MUG-0002'], 'CAP-02': ['SN-CAP-0001'] });
    });

    it("binds a package line's components and shares them out over the lines naming each SKU", async () => {
      await packageOf(t, m.token, 'KIT-SN', [
        { sku: 'MUG-01', quantity: 1 },
        { sku: 'CAP-02', quantity: 1 },
      ]);
      const imported = await importFile(
        await sheet(
          ['M1', 'M2', 'M3', 'M4', 'C1', 'C2'].map((n) => [
            `SN-KIT-${n}`,
            n[0] === 'M' ? 'MUG-01' : 'CAP-02',
            '',
            '',
            '',
          ]),
        ),
      );
      expect(imported.content.success).toBe(6);
      // 2 kits (2 mugs, 2 caps) and a mug of its own: 3 mugs and 2 caps to scan.
      const saved = await awaitingPacking([
        { sku: 'KIT-SN', quantity: 2 },
        { sku: 'MUG-01', quantity: 1 },
      ]);
      const scans = ['M1', 'M2', 'M3', 'C1', 'C2'].map((n) => ({
        sku: n[0] === 'M' ? 'MUG-01' : 'CAP-02',
        serial_number: `SN-KIT-${n}`,
      }));
      const surplus = await pack(saved.system_order_id, [...scans, { sku: 'MUG-01', serial_number: 'SN-KIT-M4' }]);
      expect([surplus.error_code, surplus.msg]).toEqual([1346, expect.stringContaining('MUG-01')]);
      expect(await listed({ sys_order_id: saved.system_order_id })).toEqual([]);

      const reply = await pack(saved.system_order_id, scans);
      expect(reply.error_code, reply.msg).toBe(0);
      expect(await listed({ sys_order_id: saved.system_order_id })).toEqual([
        'SN-KIT-C1',
        'SN-KIT-C2',
        'SN-KIT-M1',
        'SN-KIT-M2',
        'SN-KIT-M3',
      ]);
      const detail = await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.id } });
      expect(detail.content.items.map((l) => [l.sku, l.serial_numbers])).toEqual([
        ['KIT-SN', ['SN-KIT-M1', 'SN-KIT-M2', 'SN-KIT-C1', 'SN-KIT-C2']],
        ['MUG-01', ['SN-KIT-M3']],
      ]);
    });

    it('refuses an unknown, foreign, other-SKU, bound or surplus serial number and packs nothing', async () => {
      const saved = await awaitingPacking([{ sku: 'MUG-01', quantity: 1 }]);
      const cases: [{ sku: string; serial_number: string }[], string, string][] = [
        [
          [{ sku: 'MUG-01', serial_number: 'SN-NONE-9999' }],
          'Serial number SN-NONE-9999 does not exist',
          '序列号 SN-NONE-9999 不存在',
        ],
        [
          [{ sku: 'MUG-01', serial_number: 'SN-OTHER-0001' }],
          'Serial number SN-OTHER-0001 does not exist',
          '序列号 SN-OTHER-0001 不存在',
        ],
        [
          [{ sku: 'MUG-01', serial_number: 'SN-CAP-0002' }],
          'Serial number SN-CAP-0002 belongs to SKU CAP-02, not MUG-01',
          '序列号 SN-CAP-0002 属于 SKU CAP-02，而不是 MUG-01',
        ],
        [
          [{ sku: 'CAP-02', serial_number: 'SN-CAP-0002' }],
          'SKU CAP-02 is not on this order',
          'SKU CAP-02 不在该订单中',
        ],
        [
          [
            { sku: 'MUG-01', serial_number: 'SN-MUG-0003' },
            { sku: 'MUG-01', serial_number: 'SN-MUG-0004' },
          ],
          'SKU MUG-01 has 2 serial numbers but only 1 units on the order',
          'SKU MUG-01 有 2 个序列号，但订单中只有 1 件',
        ],
      ];
      for (const [serials, en, zh] of cases) {
        expect((await pack(saved.system_order_id, serials)).msg).toBe(en);
        expect((await pack(saved.system_order_id, serials, 'zh_CN')).msg).toBe(zh);
      }
      const bound = await pack(saved.system_order_id, [{ sku: 'MUG-01', serial_number: 'SN-MUG-0001' }]);
      expect(bound.msg).toMatch(/^Serial number SN-MUG-0001 is already bound to order SO/);
      const status = await t.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('awaiting_packing');
      expect((await stored(m.customerId)).find((r) => r.serial_number === 'SN-MUG-0003')?.is_bind).toBe(0);
      expect((await pack(saved.system_order_id, [{ sku: 'MUG-01', serial_number: 'SN-MUG-0003' }])).error_code).toBe(0);
    });

    it('frees the serial numbers when the packed order is cancelled before it ships', async () => {
      const saved = await awaitingPacking([{ sku: 'MUG-01', quantity: 1 }]);
      expect((await pack(saved.system_order_id, [{ sku: 'MUG-01', serial_number: 'SN-MUG-0004' }])).error_code).toBe(0);
      const cancel = await t.call(order.cancelOrder, {
        token: m.token,
        body: { id: saved.id, reason: 'Wrong colour' },
      });
      expect(cancel.error_code).toBe(0);
      const resolved = await t.call(opsOrder.resolveInterception, {
        ops: true,
        body: { system_order_id: saved.system_order_id, approve: true },
      });
      expect(resolved.content.status).toBe('canceled');
      const row = (await stored(m.customerId)).find((r) => r.serial_number === 'SN-MUG-0004');
      expect(row).toMatchObject({ is_bind: 0, bind_order_id: null, bind_sys_order_id: '', bind_time: null });
      const detail = await t.call(order.getOrderDetail, { token: m.token, query: { id: saved.id } });
      expect(detail.content.items[0]?.serial_numbers).toEqual([]);
    });

    it('keeps SKUs with serial numbers from being deleted', async () => {
      const reply = await t.call(product.deleteProduct, { token: m.token, body: { ids: [m.ids['CAP-02'] as number] } });
      expect(reply.error_code).not.toBe(0);
      expect(reply.msg).toContain('CAP-02');
    });
  });
});
