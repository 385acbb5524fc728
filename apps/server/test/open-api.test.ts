import { createHash } from 'node:crypto';
import { open, product, setting } from '@portal/contract';
import { Migrator } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { migrateToLatest, migrationsFor } from '../src/db/migrate';
import { queryBuilder } from '../src/db/query-builder';
import { manualClock } from './support/manual-clock';
import { createTestDatabase, DEMO_LOGINS, TestApp } from './support/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function newKey(t: TestApp, email: string = DEMO_LOGINS.main): Promise<string> {
  const token = await t.login(email);
  return (await t.call(setting.generateCustomerApiKey, { token })).content.apikey;
}

describe('Open API authentication and GET /api/open/v1/stock', () => {
  let t: TestApp;
  let key: string;
  const stock = (
    apiKey: string | undefined,
    query: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    t.call(open.getStock, { query, headers: { ...(apiKey === undefined ? {} : { 'x-api-key': apiKey }), ...headers } });

  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    key = await newKey(t);
  });
  afterAll(() => t.close());

  it('refuses a missing or wrong key with 401 in the envelope, in the caller language', async () => {
    const missing = await stock(undefined);
    expect([missing.status, missing.error_code, missing.content]).toEqual([401, 1300, null]);
    expect(missing.msg).toMatch(/^The API key is missing: send it in the X-Api-Key header/);
    const wrong = await t.call(open.getStock, {
      query: {},
      lang: 'zh_CN',
      headers: { 'x-api-key': 'not-a-key', 'x-forwarded-for': '198.51.100.20' },
    });
    expect([wrong.status, wrong.error_code]).toEqual([401, 1301]);
    expect(wrong.msg).toBe('API 密钥无效：请在 X-Api-Key 请求头中发送设置中显示的密钥');
    // A session token is no API key.
    const session = await stock(undefined, {}, { token: await t.login() });
    expect(session.error_code).toBe(1300);
  });

  it('slows, then refuses, an address that guesses keys, even when it then sends the right one', async () => {
    const from = (apiKey: string, ip: string) => stock(apiKey, {}, { 'x-forwarded-for': ip });
    for (let i = 0; i < 3; i++) expect((await from(`guess-${i}`, '203.0.113.7')).error_code).toBe(1301);
    const slowed = await from(key, '203.0.113.7');
    expect([slowed.status, slowed.error_code]).toEqual([429, 1003]);
    expect(Number(slowed.raw.headers['retry-after'])).toBeGreaterThanOrEqual(2);
    expect(
      await t.db
        .selectFrom('auth_failures')
        .select('failures')
        .where('subject', '=', 'api-key')
        .where('ip', '=', '203.0.113.7')
        .executeTakeFirst(),
    ).toEqual({ failures: 3 });
    // Another address with the right key is not affected; requests without a key are no guesses.
    expect((await from(key, '198.51.100.7')).error_code).toBe(0);
    for (let i = 0; i < 5; i++)
      expect((await stock(undefined, {}, { 'x-forwarded-for': '198.51.100.8' })).error_code).toBe(1300);
    expect((await from(key, '198.51.100.8')).error_code).toBe(0);
  });

  it("answers the key's merchant's stock per SKU and warehouse, filtered and paged", async () => {
    await t.call(product.setStock, {
      ops: true,
      body: { customer_id: 10001, sku: 'TS-CTN-WHT-M', warehouse_id: 2, total: 40, frozen: 3 },
    });
    const one = await stock(key, { sku: 'ts-ctn-wht-m' });
    expect(one.error_code).toBe(0);
    const rows = await t.db
      .selectFrom('stock_balances')
      .innerJoin('products', 'products.id', 'stock_balances.product_id')
      .innerJoin('warehouses', 'warehouses.id', 'stock_balances.warehouse_id')
      .select(['products.sku', 'warehouses.code', 'stock_balances.on_hand', 'stock_balances.locked'])
      .where('products.sku', '=', 'TS-CTN-WHT-M')
      .orderBy('stock_balances.warehouse_id')
      .execute();
    expect(one.content).toEqual({
      list: rows.map((r) => ({
        sku: 'TS-CTN-WHT-M',
        warehouse_code: r.code,
        on_hand: Number(r.on_hand),
        locked: Number(r.locked),
        available: Number(r.on_hand) - Number(r.locked),
      })),
      total: rows.length,
    });
    expect(one.content.list).toContainEqual({
      sku: 'TS-CTN-WHT-M',
      warehouse_code: 'USEA',
      on_hand: 40,
      locked: 3,
      available: 37,
    });

    const inUsea = await stock(key, { warehouse_code: 'usea', page: 1, page_size: 10 });
    const allInUsea = await t.db
      .selectFrom('stock_balances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', 10001)
      .where('warehouse_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(inUsea.content.total).toBe(Number(allInUsea.n));
    expect(inUsea.content.list).toHaveLength(Math.min(10, Number(allInUsea.n)));
    expect(new Set(inUsea.content.list.map((line) => line.warehouse_code))).toEqual(new Set(['USEA']));
    const page2 = await stock(key, { warehouse_code: 'USEA', page: 2, page_size: 10 });
    expect(page2.content.list[0]?.sku).not.toBe(inUsea.content.list[0]?.sku);
  });

  it('refuses an unknown warehouse code and a bad page size with the field named', async () => {
    const unknown = await stock(key, { warehouse_code: 'NOPE' });
    expect([unknown.status, unknown.error_code]).toEqual([200, 1001]);
    expect(unknown.msg).toBe('Validation failure: warehouse_code: This option does not exist, choose another');
    const size = await stock(key, { page_size: 7 });
    expect(size.error_code).toBe(1001);
  });

  it("shows another merchant's key only that merchant's stock", async () => {
    const otherKey = await newKey(t, DEMO_LOGINS.other);
    const theirs = await stock(otherKey, { sku: 'TS-CTN-WHT-M' });
    expect(theirs.error_code).toBe(0);
    expect(theirs.content).toEqual({ list: [], total: 0 });
  });

  it('stops the old key when a new one is generated, and keeps only hashes to find keys by', async () => {
    const old = key;
    key = await newKey(t);
    expect((await stock(old, {}, { 'x-forwarded-for': '192.0.2.50' })).error_code).toBe(1301);
    expect((await stock(key)).error_code).toBe(0);
    const row = await t.db
      .selectFrom('customers')
      .select(['api_key', 'api_key_hash'])
      .where('id', '=', 10001)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ api_key: key, api_key_hash: sha256(key) });
  });

  it('refuses the key of a merchant whose main account is disabled', async () => {
    const otherKey = await newKey(t, DEMO_LOGINS.other);
    await t.db.updateTable('accounts').set({ status: 'disabled' }).where('email', '=', DEMO_LOGINS.other).execute();
    const refused = await stock(otherKey);
    expect([refused.status, refused.error_code]).toEqual([403, 1015]);
    await t.db.updateTable('accounts').set({ status: 'active' }).where('email', '=', DEMO_LOGINS.other).execute();
  });

  it('describes the Open API in GET /api/docs with the X-Api-Key scheme and examples', async () => {
    const doc = (await t.app.server.inject({ method: 'GET', url: '/api/docs' })).json() as {
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    const entry = doc.paths['/api/open/v1/stock']?.get as {
      security: unknown;
      parameters: { name: string; example?: unknown }[];
      responses: Record<string, { content: { 'application/json': { example: unknown } } }>;
    };
    expect(entry.security).toEqual([{ apiKey: [] }]);
    expect(entry.parameters.find((p) => p.name === 'sku')?.example).toBe('TS-CTN-WHT-M');
    expect(entry.responses['200']?.content['application/json'].example).toEqual({
      error_code: 0,
      msg: 'Success',
      content: open.getStock.examples.response,
    });
    expect(entry.responses['401']?.content['application/json'].example).toMatchObject({ error_code: 1301 });
    expect(entry.responses['403']?.content['application/json'].example).toMatchObject({ error_code: 1305 });
    expect(Object.keys(entry.responses)).toEqual(['200', '401', '403', '429']);
  });
});

describe('the per-key rate limit', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('lets a burst through, then answers 429 with Retry-After, counted over every instance', async () => {
    const clock = manualClock();
    t = await TestApp.start({
      clock,
      seedOnRealTime: true,
      env: { OPEN_API_RATE_PER_SECOND: '2', OPEN_API_BURST: '3' },
    });
    const key = await newKey(t);
    // A second instance on the same database, as behind a load balancer.
    const second = await buildApp(t.config, { db: t.app.core.db, clock });
    try {
      const call = (instance: 0 | 1) =>
        (instance ? second.server : t?.app.server)?.inject({
          method: 'GET',
          url: '/api/open/v1/stock',
          headers: { 'x-api-key': key },
        });
      const codes = [];
      for (const instance of [0, 1, 0] as const) codes.push((await call(instance))?.json().error_code);
      expect(codes).toEqual([0, 0, 0]);
      const refused = await call(1);
      expect([refused?.statusCode, refused?.json().error_code]).toEqual([429, 1003]);
      expect(refused?.headers['retry-after']).toBe('1');
      // Half a second later the bucket holds one request again (2 a second), and only one.
      clock.advance(500);
      expect((await call(0))?.json().error_code).toBe(0);
      expect((await call(1))?.statusCode).toBe(429);
      // Another merchant's key has a bucket of its own.
      const otherKey = await newKey(t, DEMO_LOGINS.other);
      const other = await t.app.server.inject({
        method: 'GET',
        url: '/api/open/v1/stock',
        headers: { 'x-api-key': otherKey },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await second.server.close();
      await second.core.heavyWork.close();
    }
  });
});

describe('migration 0009', () => {
  it('hashes the API keys merchants already have', async () => {
    const { dataDir, databaseUrl, drop } = await createTestDatabase();
    const db = openDatabase({ dataDir, databaseUrl, poolSize: 2 });
    try {
      const kysely = queryBuilder<Record<string, Record<string, unknown>>>(db);
      const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migrationsFor(db.engine) } });
      expect((await migrator.migrateTo('0006-work-slots')).error).toBeUndefined();
      const at = '2026-01-01T00:00:00.000Z';
      await kysely
        .insertInto('customers')
        .values([
          { name: 'Keyed', email: 'k@portal.test', api_key: 'a'.repeat(40), created_at: at, updated_at: at },
          { name: 'Keyless', email: 'n@portal.test', api_key: null, created_at: at, updated_at: at },
        ])
        .execute();
      await migrateToLatest(db);
      const rows = await kysely.selectFrom('customers').select(['name', 'api_key_hash']).orderBy('name').execute();
      expect(rows).toEqual([
        { name: 'Keyed', api_key_hash: sha256('a'.repeat(40)) },
        { name: 'Keyless', api_key_hash: null },
      ]);
    } finally {
      await db.close();
      await drop();
    }
  });
});
