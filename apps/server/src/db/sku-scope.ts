import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { TenantScope } from '../kernel/viewer';

/**
 * SKU permissions in the data layer (docs/SECURITY.md "SKU permissions"): the one place a query
 * learns that a sub-account limited to chosen SKUs reaches only those SKUs, and only the records
 * (orders, bookings, loss orders) none of whose lines holds another. Every repository that reads
 * SKUs or records with SKU lines passes its query through here, as it passes the customer id; an
 * unlimited scope (the main account, staff, jobs) leaves the query as it was, so its SQL and plan
 * do not change.
 */

/** A query builder that can take one more condition (select, update and delete builders can). */
interface Filterable<Q> {
  where(expression: Expression<SqlBool>): Q;
}

/** The product ids the scope's account was granted. */
function grantedIds(accountId: number) {
  return sql`(select account_skus.product_id from account_skus where account_skus.account_id = ${accountId})`;
}

/** Whether the scope reaches only chosen SKUs. */
export function isSkuLimited(scope: TenantScope): boolean {
  return scope.skusOf !== undefined;
}

/** Keeps rows whose SKU (the product id at `productRef`, such as `products.id`) the scope reaches. */
export function whereSkuAllowed<Q extends Filterable<Q>>(query: Q, scope: TenantScope, productRef: string): Q {
  if (scope.skusOf === undefined) return query;
  return query.where(sql<SqlBool>`${sql.ref(productRef)} in ${grantedIds(scope.skusOf)}`);
}

/**
 * Keeps rows that name a SKU (at `productRef`) or, where `packageRef` is not null, a package instead
 * (a shop SKU mapping): a SKU row as `whereSkuAllowed` does, a package row when the package still
 * exists and the scope reaches every component of it (as the package itself is seen).
 */
export function whereSkuOrPackageAllowed<Q extends Filterable<Q>>(
  query: Q,
  scope: TenantScope,
  productRef: string,
  packageRef: string,
): Q {
  if (scope.skusOf === undefined) return query;
  const skuOutside = sql<SqlBool>`${sql.ref(productRef)} not in ${grantedIds(scope.skusOf)}`;
  const { table, recordColumn } = SKU_LINES.package;
  // A package deleted since has no components left, none beyond the scope: it is not shown either.
  const gone = sql<SqlBool>`(${sql.ref(packageRef)} is not null and not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${recordColumn}`)} = ${sql.ref(packageRef)}))`;
  return query.where(sql<SqlBool>`not (${packageAware(scope.skusOf, sql.ref(packageRef), skuOutside)} or ${gone})`);
}

/** Where a record's SKU lines are: the lines table and its column naming the record. */
export interface SkuLines {
  table: string;
  recordColumn: string;
  /**
   * The column naming a package a line orders instead of a SKU (order lines, issue 27): such a line
   * is within the scope when every component of the package is (as the package itself is).
   */
  packageColumn?: string;
}

/**
 * Keeps records (the id at `recordRef`, such as `orders.id`) none of whose lines holds a SKU the
 * scope does not reach: a record that mixes SKUs belongs to whoever may see all of them.
 */
export function whereOnlyAllowedSkus<Q extends Filterable<Q>>(
  query: Q,
  scope: TenantScope,
  lines: SkuLines,
  recordRef: string,
): Q {
  if (scope.skusOf === undefined) return query;
  return query.where(onlyAllowedSkus(scope.skusOf, lines, sql.ref(recordRef)));
}

/**
 * The condition itself, for a query that names its record by an expression (an alert's subject)
 * rather than a column, or combines it with others. Only for a limited scope: `skusOf` is required.
 */
export function onlyAllowedSkus(skusOf: number, lines: SkuLines, record: Expression<unknown>): RawBuilder<SqlBool> {
  const line = sql.table(lines.table);
  const skuOutside = sql<SqlBool>`${sql.ref(`${lines.table}.product_id`)} not in ${grantedIds(skusOf)}`;
  const outside = lines.packageColumn
    ? packageAware(skusOf, sql.ref(`${lines.table}.${lines.packageColumn}`), skuOutside)
    : skuOutside;
  return sql<SqlBool>`not exists (select 1 from ${line} where ${sql.ref(`${lines.table}.${lines.recordColumn}`)} = ${record} and ${outside})`;
}

/** A line beyond the scope: its own SKU on a SKU line, any component of its package on a package line. */
function packageAware(skusOf: number, packageRef: Expression<unknown>, skuOutside: RawBuilder<SqlBool>) {
  const { table, recordColumn } = SKU_LINES.package;
  const component = sql.table(table);
  const componentOutside = sql<SqlBool>`exists (select 1 from ${component} where ${sql.ref(`${table}.${recordColumn}`)} = ${packageRef} and ${sql.ref(`${table}.product_id`)} not in ${grantedIds(skusOf)})`;
  return sql<SqlBool>`((${packageRef} is null and ${skuOutside}) or (${packageRef} is not null and ${componentOutside}))`;
}

/** The lines of the record kinds that hold SKUs. */
export const SKU_LINES = {
  order: { table: 'order_lines', recordColumn: 'order_id', packageColumn: 'package_id' },
  inbound: { table: 'inbound_lines', recordColumn: 'booking_id' },
  lossOrder: { table: 'loss_order_lines', recordColumn: 'loss_order_id' },
  /** A package's components: a limited account sees a package only when it may see every component. */
  package: { table: 'package_components', recordColumn: 'package_id' },
} as const satisfies Record<string, SkuLines>;
