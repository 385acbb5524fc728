import {
  ACTOR_KINDS,
  ADDRESS_TYPES,
  ALL_OPERATIONS,
  AREA_LEVELS,
  BILLING_METHODS,
  CURRENCIES,
  DUTY_TERMS,
  FEE_ITEM_CODES,
  HANDOVER_METHODS,
  IMPORT_KINDS,
  JOB_STATUSES,
  LABEL_SIZES,
  LANGS,
  ORDER_STATUSES,
  opsContent,
  PACKAGE_ASSEMBLIES,
  PARCEL_STATUSES,
  PERMISSION_AREAS,
  STOCK_MOVEMENT_TYPES,
  STOCK_REFERENCE_TYPES,
  setting,
  TOP_UP_PLATFORMS,
  TOP_UP_STATUSES,
  VOUCHER_MIMES,
  WALLET_REFERENCE_TYPES,
  WALLET_TRANSACTION_TYPES,
} from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageOf } from './support/products';
import { probeInput } from './support/sample-input';
import { DEMO_LOGINS, TestApp } from './support/test-app';

/** Values of the contract's enums: every merchant's rows hold them, so finding one tells nothing. */
const ENUM_VALUES: ReadonlySet<string> = new Set<string>([
  ...ACTOR_KINDS,
  ...ADDRESS_TYPES,
  ...BILLING_METHODS,
  ...FEE_ITEM_CODES,
  ...IMPORT_KINDS,
  ...JOB_STATUSES,
  ...LABEL_SIZES,
  ...LANGS,
  ...ORDER_STATUSES,
  ...PERMISSION_AREAS,
  ...AREA_LEVELS,
  ...STOCK_MOVEMENT_TYPES,
  ...STOCK_REFERENCE_TYPES,
  ...WALLET_REFERENCE_TYPES,
  ...WALLET_TRANSACTION_TYPES,
  ...CURRENCIES,
  ...TOP_UP_PLATFORMS,
  ...TOP_UP_STATUSES,
  ...VOUCHER_MIMES,
  ...PACKAGE_ASSEMBLIES,
  ...PARCEL_STATUSES,
  ...HANDOVER_METHODS,
  ...DUTY_TERMS,
  // The operation log names what was called: every merchant's log holds the same ids and paths.
  ...ALL_OPERATIONS.flatMap((op) => [op.id, op.path]),
]);

const OWNER = 10001;
const INTRUDER = 10002;

interface Footprint {
  /** Ids of the owner's rows in every merchant table, to probe with. */
  ids: number[];
  /** Text values found only in the owner's rows: none may reach the intruder. */
  secrets: string[];
}

/** Finds every table with a customer_id column, so tables added by later issues are probed too. */
async function merchantTables(t: TestApp): Promise<string[]> {
  const tables = await t.db.introspection.getTables();
  return tables.filter((table) => table.columns.some((c) => c.name === 'customer_id')).map((table) => table.name);
}

async function rowsOf(t: TestApp, table: string, customerId: number): Promise<Record<string, unknown>[]> {
  const result = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(table)} where customer_id = ${customerId}`.execute(t.db);
  return result.rows;
}

/** The reference tables every merchant reads (through the options and reference routes). */
const REFERENCE_TABLES = [
  'countries',
  'warehouses',
  'product_properties',
  'product_categories',
  'pack_materials',
  'shipping_methods',
  'value_added_services',
  // The provider's receiving accounts and rates: every merchant reads the accounts (topUp.getReceivingAccounts).
  'top_up_receiving_accounts',
  'top_up_exchange_rates',
];

/** Their text: an owner's order copies some of it (a method code, a fee item name), and that is no secret. */
async function sharedTexts(t: TestApp): Promise<Set<string>> {
  const texts = new Set<string>();
  for (const table of REFERENCE_TABLES) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db);
    for (const row of rows.rows)
      for (const value of Object.values(row)) if (typeof value === 'string') texts.add(value);
  }
  return texts;
}

async function footprintOf(t: TestApp): Promise<Footprint> {
  const ids = new Set<number>([OWNER]);
  const ownerTexts = new Set<string>();
  const intruderTexts = await sharedTexts(t);
  const tables = await merchantTables(t);
  for (const table of tables) {
    const rows = await rowsOf(t, table, OWNER);
    // The first and last few ids of every table: each kind of row is probed without walking every SKU.
    const tableIds = rows.flatMap((row) => (typeof row.id === 'number' ? [row.id] : [])).sort((a, b) => a - b);
    for (const id of [...tableIds.slice(0, 4), ...tableIds.slice(-4)]) ids.add(id);
    for (const row of rows) {
      for (const value of Object.values(row)) if (typeof value === 'string' && value.length >= 8) ownerTexts.add(value);
    }
    for (const row of await rowsOf(t, table, INTRUDER)) {
      for (const value of Object.values(row)) if (typeof value === 'string') intruderTexts.add(value);
    }
  }
  const customer = await t.db.selectFrom('customers').selectAll().where('id', '=', OWNER).executeTakeFirstOrThrow();
  for (const value of [customer.name, customer.email, customer.api_key, customer.company_name]) {
    if (value) ownerTexts.add(value);
  }
  // Timestamps and days, shared reference values and enum values (a status, an actor kind) are not
  // secrets: keep what the intruder does not also have.
  const secrets = [...ownerTexts].filter(
    (v) => !intruderTexts.has(v) && !ENUM_VALUES.has(v) && !/^\d{4}-\d\d-\d\d(T|$)/.test(v) && v !== '[]',
  );
  return { ids: [...ids], secrets };
}

describe('tenant isolation over every route', () => {
  let t: TestApp;
  let owner: string;
  let intruder: string;
  let intruderKey: string;
  let footprint: Footprint;

  beforeAll(async () => {
    // Every probe must reach the operation, not the per-key rate limit.
    t = await TestApp.start({ env: { OPEN_API_BURST: '100000' } });
    owner = await t.login(DEMO_LOGINS.main);
    intruder = await t.login(DEMO_LOGINS.other);
    // Give the owner private data of every kind the foundation has.
    await t.call(setting.generateCustomerApiKey, { token: owner });
    intruderKey = (await t.call(setting.generateCustomerApiKey, { token: intruder })).content.apikey;
    await t.call(opsContent.publishNotice, {
      ops: true,
      body: {
        title: 'Owner-only notice 7f3a',
        meta_title: 'private',
        description: '<p>only for 10001</p>',
        customer_id: OWNER,
      },
    });
    // A package of two demo SKUs with a name of its own, to find in any reply.
    await packageOf(
      t,
      owner,
      'OWNER-KIT-7F3A',
      [
        { sku: 'TS-CTN-WHT-M', quantity: 1 },
        { sku: 'TS-CTN-BLK-L', quantity: 2 },
      ],
      { name_en: 'Owner-only kit 7f3a', name_cn: '店主专属套装 7f3a' },
    );
    footprint = await footprintOf(t);
  });
  afterAll(() => t.close());

  it('finds the owner data it probes with', () => {
    expect(footprint.secrets).toContain('Demo Merchant');
    expect(footprint.secrets).toContain('Owner-only notice 7f3a');
    expect(footprint.secrets).toContain('Owner-only kit 7f3a');
    expect(footprint.ids.length).toBeGreaterThan(3);
  });

  // The Open API is probed with the intruder's API key, the rest with its session.
  const probed = ALL_OPERATIONS.filter(
    (op) => (op.auth === 'user' || op.auth === 'apiKey') && op.id !== 'auth.logout' && !op.multipart,
  );
  for (const operation of probed) {
    it(`${operation.id} gives merchant ${INTRUDER} none of ${OWNER}'s data`, async () => {
      for (const id of footprint.ids) {
        const reply = await t.call(operation, {
          ...probeInput(operation, id),
          ...(operation.auth === 'apiKey' ? { headers: { 'x-api-key': intruderKey } } : { token: intruder }),
        });
        const text = reply.raw.body;
        // One assertion per reply: an expect per secret (hundreds per reply) cost more than the requests.
        const leaked = footprint.secrets.filter((secret) => text.includes(secret)).map((secret) => secret.slice(0, 40));
        expect(leaked, `${operation.id} with id ${id} leaked`).toEqual([]);
        if (reply.error_code === 1010) intruder = await t.login(DEMO_LOGINS.other);
      }
    });
  }

  it("leaves the owner's data as it was", async () => {
    const after = await footprintOf(t);
    expect(after.secrets).toEqual(expect.arrayContaining(footprint.secrets.filter((s) => !/^[0-9a-f]{64}$/.test(s))));
  });
});
