import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One repository owns each table (docs/ARCHITECTURE.md, "Rules"). dependency-cruiser sees imports,
 * not which table a query names, so this test reads the server's `*-repository.ts` files: a table
 * named by a second repository (query builder or raw `sql`, read or write) fails, unless the pair
 * is in SHARED_READS below with its reason. Other modules reach a table through its owner's module
 * API (`modules/<area>/index.ts`).
 */

const SRC = path.resolve(import.meta.dirname, '../../apps/server/src');

/**
 * Repositories that read a table another repository of the same module or layer owns: a module's
 * read models split off when one file grew past a readable size (lists, statistics, lookups). They
 * only read; the owner (the one repository that writes the table) is named first. An entry that no
 * longer holds fails too, so this list only shrinks.
 */
const SHARED_READS: Record<string, { owner: string; readers: string[] }> = {
  // Shop connections (docs/server/shops.md): connections, SKU mappings and shop orders each have their
  // repository; the push repository (tracking back, stock push) claims and releases their push columns.
  shop_connections: { owner: 'modules/shop/shop-repository.ts', readers: ['modules/shop/shop-push-repository.ts'] },
  shop_orders: { owner: 'modules/shop/shop-order-repository.ts', readers: ['modules/shop/shop-push-repository.ts'] },
  shop_sku_mappings: {
    owner: 'modules/shop/shop-mapping-repository.ts',
    readers: ['modules/shop/shop-push-repository.ts'],
  },
  // Stock waiting to be pushed: the push repository's; a removed connection's rows go in its transaction.
  shop_stock_pending: { owner: 'modules/shop/shop-push-repository.ts', readers: ['modules/shop/shop-repository.ts'] },
  // The Open API's per-request key lookup is one prepared statement joining both identity tables.
  customers: { owner: 'identity/customer-repository.ts', readers: ['identity/api-key-owner-repository.ts'] },
  // Named keys: the same per-request lookup reads them beside the main account.
  api_keys: { owner: 'identity/api-key-repository.ts', readers: ['identity/api-key-owner-repository.ts'] },
  accounts: {
    owner: 'identity/account-repository.ts',
    // The sub-account list joins each account's pending invitation (sub-account-repository owns those).
    readers: [
      'identity/api-key-owner-repository.ts',
      'identity/session-repository.ts',
      'identity/sub-account-repository.ts',
    ],
  },
  // Inbound bookings: the list, the lookups by number and the arrivals read beside the owner.
  inbound_bookings: {
    owner: 'modules/inbound/inbound-repository.ts',
    readers: [
      'modules/inbound/inbound-arrivals-repository.ts',
      'modules/inbound/inbound-list-repository.ts',
      'modules/inbound/inbound-lookup-repository.ts',
    ],
  },
  inbound_lines: {
    owner: 'modules/inbound/inbound-contents-repository.ts',
    readers: ['modules/inbound/inbound-list-repository.ts', 'modules/inbound/inbound-lookup-repository.ts'],
  },
  // The packaging a booking declares: the delete check of packaging items reads it beside the owner.
  inbound_packaging_lines: {
    owner: 'modules/inbound/inbound-contents-repository.ts',
    readers: ['modules/inbound/inbound-lookup-repository.ts'],
  },
  // The SKU picker's search joins the stock the inventory module hands over; other modules' measures
  // of SKUs (statistics, storage billing, the inventory screens' catalogue) read beside the owner.
  products: {
    owner: 'modules/product/product-repository.ts',
    readers: ['modules/product/search/sku-search-repository.ts', 'modules/product/sku-measures-repository.ts'],
  },
  // The SKU list's category filter reads the links their repository writes.
  product_category_links: {
    owner: 'modules/product/product-links-repository.ts',
    readers: ['modules/product/product-repository.ts'],
  },
  // Orders: order-repository.ts was split by size into list, lines, counts, statistics, rollup, billing,
  // history and recipient reads.
  orders: {
    owner: 'modules/order/order-repository.ts',
    readers: [
      'modules/order/order-billing-repository.ts',
      'modules/order/order-list-repository.ts',
      // It also writes: the recipient erasure of old shipped orders (the one second writer left).
      'modules/order/order-recipient-repository.ts',
      'modules/order/order-rollup-repository.ts',
      // The carrier and tracking number of shipped orders, for the shops they came from.
      'modules/order/order-shipment-repository.ts',
      'modules/order/order-statistics-repository.ts',
    ],
  },
  order_lines: {
    owner: 'modules/order/order-lines-repository.ts',
    readers: [
      'modules/order/order-list-repository.ts',
      // The IOSS value of the day sums the lines of the recipient's orders.
      'modules/order/order-recipient-repository.ts',
      'modules/order/order-rollup-repository.ts',
    ],
  },
  // Deleting the merchant's packaging asks which open orders name it, beside the packages' check.
  order_packaging: {
    owner: 'modules/order/order-lines-repository.ts',
    readers: ['modules/order/order-list-repository.ts'],
  },
  order_transitions: {
    owner: 'modules/order/order-history-repository.ts',
    readers: ['modules/order/order-rollup-repository.ts'],
  },
  order_status_counts: {
    owner: 'modules/order/order-counts-repository.ts',
    readers: ['modules/order/order-statistics-repository.ts'],
  },
  // The statistics rollups: written by the rollup job, read by the statistics screens.
  order_day_figures: {
    owner: 'modules/order/order-rollup-repository.ts',
    readers: ['modules/order/order-statistics-repository.ts'],
  },
  order_delivery_day_figures: {
    owner: 'modules/order/order-rollup-repository.ts',
    readers: ['modules/order/order-statistics-repository.ts'],
  },
  order_sku_day_figures: {
    owner: 'modules/order/order-rollup-repository.ts',
    readers: ['modules/order/order-statistics-repository.ts'],
  },
  order_sku_month_figures: {
    owner: 'modules/order/order-rollup-repository.ts',
    readers: ['modules/order/order-statistics-repository.ts'],
  },
  // Self-service parcels (docs/server/self-service-orders.md): parcel-repository.ts was split by concern
  // into the writes (the owner), one parcel's look-ups and the list with the export's reads.
  parcel_orders: {
    owner: 'modules/self-service-order/parcel-repository.ts',
    readers: [
      'modules/self-service-order/parcel-list-repository.ts',
      'modules/self-service-order/parcel-lookup-repository.ts',
    ],
  },
  parcel_pieces: {
    owner: 'modules/self-service-order/parcel-repository.ts',
    readers: [
      'modules/self-service-order/parcel-list-repository.ts',
      'modules/self-service-order/parcel-lookup-repository.ts',
    ],
  },
  parcel_customs_lines: {
    owner: 'modules/self-service-order/parcel-repository.ts',
    readers: [
      'modules/self-service-order/parcel-list-repository.ts',
      'modules/self-service-order/parcel-lookup-repository.ts',
    ],
  },
  // The stock ledger (docs/server/stock-ledger.md): writers apart from the list and statistics reads.
  stock_balances: {
    owner: 'modules/inventory/balance-repository.ts',
    readers: ['modules/inventory/inventory-list-repository.ts', 'modules/inventory/inventory-statistics-repository.ts'],
  },
  stock_movements: {
    owner: 'modules/inventory/movement-repository.ts',
    readers: [
      'modules/inventory/inventory-list-repository.ts',
      'modules/inventory/inventory-statistics-repository.ts',
      'modules/inventory/stock-log-repository.ts',
    ],
  },
  stock_layers: {
    owner: 'modules/inventory/age-layer-repository.ts',
    readers: ['modules/inventory/inventory-age-repository.ts', 'modules/inventory/open-layer-repository.ts'],
  },
  stock_ages: {
    owner: 'modules/inventory/age-layer-repository.ts',
    readers: ['modules/inventory/inventory-age-repository.ts'],
  },
  // The wallet: the ledger writes, the transaction list and the statistics read.
  wallet_accounts: {
    owner: 'modules/wallet/account-repository.ts',
    readers: ['modules/wallet/wallet-statistics-repository.ts'],
  },
  wallet_expense_days: {
    owner: 'modules/wallet/expense-days-repository.ts',
    readers: ['modules/wallet/wallet-statistics-repository.ts'],
  },
  wallet_transactions: {
    owner: 'modules/wallet/transaction-repository.ts',
    readers: ['modules/wallet/transaction-read-repository.ts'],
  },
  wallet_transaction_items: {
    owner: 'modules/wallet/transaction-repository.ts',
    readers: ['modules/wallet/transaction-read-repository.ts'],
  },
};

/**
 * Repositories that name another module's table. To be removed, not added to: the other module
 * offers the read in its index.ts (or a platform registry when the direction forbids the import).
 */
const CROSS_MODULE_READS: Record<string, string[]> = {
  // The expenses rollup takes the warehouse of the order a transaction names, in the ledger's insert;
  // the wallet may not import the order module (orders → wallet). Known debt: the order module should
  // hand the warehouse with the charge.
  orders: ['modules/wallet/expense-days-repository.ts'],
};

/** The server's own writers of a table besides its owner: none but the recipient erasure above. */
const SECOND_WRITERS: Record<string, string[]> = {
  orders: ['modules/order/order-recipient-repository.ts'],
  // Tracking back's due, claim and sent columns; the push lease of a connection.
  shop_orders: ['modules/shop/shop-push-repository.ts'],
  shop_connections: ['modules/shop/shop-push-repository.ts'],
  // Removing a connection removes its pending pushes with it.
  shop_stock_pending: ['modules/shop/shop-repository.ts'],
};

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/** Table names declared by the `*-tables.ts` interfaces (`products: ProductsTable;`), with the folder declaring each. */
function declaredTables(sources: ReadonlyMap<string, string>): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [file, source] of sources) {
    for (const block of source.matchAll(/export interface \w+Tables \{([^}]*)\}/g)) {
      for (const member of (block[1] ?? '').matchAll(/^\s*(\w+)\s*:/gm))
        tables.set(member[1] ?? '', path.posix.dirname(file));
    }
  }
  return tables;
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const BUILDER =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`](\w+)/g;
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const RAW = /\b(from|join|update|into)\s+"?(\w+)/gi;

/** The tables one repository names, and which of them it writes. */
function tablesNamed(
  source: string,
  tables: { has(table: string): boolean },
): { reads: Set<string>; writes: Set<string> } {
  const code = withoutComments(source);
  const reads = new Set<string>();
  const writes = new Set<string>();
  for (const [, call = '', table = ''] of code.matchAll(BUILDER)) {
    if (!tables.has(table)) continue;
    reads.add(table);
    if (WRITES.has(call)) writes.add(table);
  }
  // Raw SQL: the text of sql`…` templates (expressions inside `${}` are left out).
  for (const [template = ''] of code.matchAll(/\bsql(?:<[^>]*>)?`[^`]*`/g)) {
    for (const [, keyword = '', table = ''] of template.replace(/\$\{[^}]*\}/g, ' ').matchAll(RAW)) {
      if (!tables.has(table)) continue;
      reads.add(table);
      if (/^(update|into)$/i.test(keyword)) writes.add(table);
    }
  }
  return { reads, writes };
}

interface Problem {
  table: string;
  problem: string;
}

/** A table named by a repository other than its owner, except SHARED_READS; a write by a non-owner. */
function ownershipProblems(
  named: ReadonlyMap<string, { reads: Set<string>; writes: Set<string> }>,
  shared: typeof SHARED_READS,
  secondWriters: typeof SECOND_WRITERS,
): Problem[] {
  const byTable = new Map<string, { readers: string[]; writers: string[] }>();
  for (const [file, { reads, writes }] of named) {
    for (const table of reads) {
      const entry = byTable.get(table) ?? { readers: [], writers: [] };
      entry.readers.push(file);
      if (writes.has(table)) entry.writers.push(file);
      byTable.set(table, entry);
    }
  }
  const problems: Problem[] = [];
  for (const [table, { readers, writers }] of byTable) {
    const allowed = shared[table];
    const expected = allowed ? [allowed.owner, ...allowed.readers].sort() : undefined;
    if (!expected && readers.length > 1) {
      problems.push({ table, problem: `named by ${readers.length} repositories: ${readers.sort().join(', ')}` });
    }
    if (expected && expected.join() !== [...readers].sort().join()) {
      problems.push({
        table,
        problem: `named by ${[...readers].sort().join(', ')}; SHARED_READS says ${expected.join(', ')}`,
      });
    }
    const owner = allowed?.owner ?? readers[0];
    const extra = writers.filter((file) => file !== owner && !(secondWriters[table] ?? []).includes(file));
    if (extra.length > 0) problems.push({ table, problem: `written by ${extra.join(', ')}, not its owner ${owner}` });
  }
  for (const table of Object.keys(shared)) {
    if (!byTable.has(table)) problems.push({ table, problem: 'in SHARED_READS but named by no repository' });
  }
  return problems;
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function repositoryTables() {
  const tables = declaredTables(
    new Map(filesUnder(SRC, '-tables.ts').map((file) => [relative(file), fs.readFileSync(file, 'utf8')])),
  );
  const named = new Map<string, { reads: Set<string>; writes: Set<string> }>();
  for (const file of filesUnder(SRC, '-repository.ts')) {
    named.set(relative(file), tablesNamed(fs.readFileSync(file, 'utf8'), tables));
  }
  return { tables, named };
}

/** Repositories naming a table that another module or layer declares (in its `*-tables.ts`). */
function foreignTables(
  named: ReadonlyMap<string, { reads: Set<string> }>,
  homes: ReadonlyMap<string, string>,
  allowed: typeof CROSS_MODULE_READS,
): string[] {
  const found: string[] = [];
  for (const [file, { reads }] of named) {
    for (const table of reads) {
      const home = homes.get(table) ?? '';
      if (file.startsWith(`${home}/`) || allowed[table]?.includes(file)) continue;
      found.push(`${file} names ${table}, declared in ${home}/`);
    }
  }
  return found;
}

describe('one repository owns each table', () => {
  it('reads the table names and finds the queries (builder and raw sql)', () => {
    const { tables, named } = repositoryTables();
    expect(tables.has('products')).toBe(true);
    expect(tables.size).toBeGreaterThan(50);
    const products = named.get('modules/product/product-repository.ts');
    expect(products?.reads.has('products')).toBe(true);
    expect(products?.writes.has('products')).toBe(true);
  });

  it('the server has no table named by a second repository beyond the listed reads', () => {
    const { named } = repositoryTables();
    // Another module's table is the next test's matter.
    const ownModule = new Map(
      [...named].map(([file, { reads, writes }]) => [
        file,
        { reads: new Set([...reads].filter((table) => !CROSS_MODULE_READS[table]?.includes(file))), writes },
      ]),
    );
    expect(ownershipProblems(ownModule, SHARED_READS, SECOND_WRITERS)).toEqual([]);
  });

  it("no repository names another module's table beyond the listed ones", () => {
    const { tables, named } = repositoryTables();
    expect(foreignTables(named, tables, CROSS_MODULE_READS)).toEqual([]);
    // The same check without the list finds the one listed read.
    expect(foreignTables(named, tables, {})).toEqual([
      'modules/wallet/expense-days-repository.ts names orders, declared in modules/order/',
    ]);
  });

  it('fails a second repository reading a table, a listed reader writing, and a stale entry', () => {
    const tables = new Set(['products', 'orders', 'customers']);
    const owner = tablesNamed(
      `kysely.selectFrom('products'); kysely.insertInto('products'); sql\`update products set x = \${sql\`1\`}\``,
      tables,
    );
    expect([...owner.writes]).toEqual(['products']);
    const named = new Map([
      ['modules/product/product-repository.ts', owner],
      // The search of another repository, as the product module had one.
      ['modules/product/search/product-search-repository.ts', tablesNamed("kysely.selectFrom('products')", tables)],
      ['modules/order/order-repository.ts', tablesNamed("kysely.selectFrom('orders').select('id')", tables)],
      // Raw SQL counts, comments do not.
      [
        'modules/order/order-list-repository.ts',
        tablesNamed('// from customers\nsql`update orders set a = 1`', tables),
      ],
    ]);
    const shared = {
      orders: { owner: 'modules/order/order-repository.ts', readers: ['modules/order/order-list-repository.ts'] },
      customers: { owner: 'identity/customer-repository.ts', readers: [] },
    };
    expect(ownershipProblems(named, shared, {})).toEqual([
      {
        table: 'products',
        problem:
          'named by 2 repositories: modules/product/product-repository.ts, modules/product/search/product-search-repository.ts',
      },
      {
        table: 'orders',
        problem: 'written by modules/order/order-list-repository.ts, not its owner modules/order/order-repository.ts',
      },
      { table: 'customers', problem: 'in SHARED_READS but named by no repository' },
    ]);
  });
});
