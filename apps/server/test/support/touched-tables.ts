import { AsyncLocalStorage } from 'node:async_hooks';
import { ALL_OPERATIONS, isLogged, type OperationDef, type Resource } from '@portal/contract';
import { TABLE_RESOURCES } from './table-resources';

/** The tables the statements of one call read and wrote, and the statements themselves. */
export interface TouchedTables {
  reads: Set<string>;
  writes: Set<string>;
  /** Every statement the call ran, in the order they finished (admission's left out). */
  statements?: string[];
  /** The recording this one runs inside (a test's own `touching` around `TestApp.call`'s), told the same. */
  outer?: TouchedTables;
}

const calls = new AsyncLocalStorage<TouchedTables>();
const TABLES = new Map<string, Resource | null>(Object.entries(TABLE_RESOURCES));

/** The tables admission reads and writes whose resources replies show. */
const IDENTITY = new Set(['sessions', 'accounts', 'customers', 'api_keys']);

/**
 * Tables read to learn what the caller may see, not to show it: the SKUs a limited sub-account was
 * granted (`db/sku-scope.ts`). A change to them changes who the caller is, as a new session does.
 */
const CALLER_SCOPE = new Set(['account_skus']);

const WRITE = /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+"?(\w+)"?/gi;
const READ = /\b(?:from|join)\s+"?(\w+)"?/gi;

/** The known tables a statement names after `insert into`, `update`, `delete from`, and `from`/`join`. */
export function tablesOf(sql: string): TouchedTables {
  const named = (pattern: RegExp) =>
    new Set([...sql.matchAll(pattern)].map((match) => match[1] ?? '').filter((table) => TABLES.has(table)));
  return { reads: named(READ), writes: named(WRITE) };
}

/**
 * The statements of the request's admission (session, staff key, API key: register-routes.ts's
 * `identify`) are not the operation's: every signed-in request reads its session and may refresh it.
 * Only those naming the identity tables are looked at, where the async stack tells.
 */
function admitting(touched: TouchedTables): boolean {
  const identity = [...touched.reads, ...touched.writes].some((table) => IDENTITY.has(table));
  if (!identity) return false;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return /\bat (?:async )?identify\b/.test(stack);
}

/** Told every statement's SQL (openDatabase's `onQuery`): adds its tables to the call it runs for. */
export function recordQuery(sql: string): void {
  const store = calls.getStore();
  if (!store) return;
  const touched = tablesOf(sql);
  if (admitting(touched)) return;
  for (let into: TouchedTables | undefined = store; into; into = into.outer) {
    into.statements?.push(sql);
    for (const table of touched.reads) if (!CALLER_SCOPE.has(table)) into.reads.add(table);
    for (const table of touched.writes) into.writes.add(table);
  }
}

/**
 * Runs one call of the API and answers it with the tables its statements touched (the test app's
 * database tells `recordQuery` every statement).
 */
export async function touching<T>(run: () => Promise<T>): Promise<{ result: T; touched: TouchedTables }> {
  const outer = calls.getStore();
  const touched: TouchedTables = { reads: new Set(), writes: new Set(), statements: [], ...(outer ? { outer } : {}) };
  const result = await calls.run(touched, run);
  return { result, touched };
}

/** Resources some read of the contract shows: a write must name those it changes. */
const SHOWN = new Set(ALL_OPERATIONS.flatMap((operation) => operation.shows ?? []));

/**
 * What the operation touched beyond its declaration: a write's tables of a shown resource missing
 * from its `changes`, a read's tables of a resource missing from its `shows`. Empty when it holds.
 */
export function undeclaredTouches(operation: OperationDef, touched: TouchedTables): string[] {
  const problems: string[] = [];
  const changes: readonly Resource[] = operation.changes ?? [];
  // A GET's own bookkeeping (the job list records the jobs it lists) is no change a screen shows.
  for (const table of operation.method === 'POST' ? touched.writes : []) {
    const resource = TABLES.get(table);
    if (!resource || !SHOWN.has(resource) || changes.includes(resource)) continue;
    // Every logged write adds its entry to the operation log, which the contract counts for it.
    if (resource === 'operationLog' && isLogged(operation)) continue;
    problems.push(`${operation.id} wrote ${table}, but its changes do not name '${resource}'`);
  }
  if (operation.shows) {
    const shows: readonly Resource[] = operation.shows;
    for (const table of touched.reads) {
      const resource = TABLES.get(table);
      if (!resource || shows.includes(resource) || touched.writes.has(table)) continue;
      problems.push(`${operation.id} read ${table}, but its shows do not name '${resource}'`);
    }
  }
  return problems;
}
