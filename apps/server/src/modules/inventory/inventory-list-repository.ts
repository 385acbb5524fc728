import { type INVENTORY_SORT_FIELDS, INVENTORY_TOTAL_CAP } from '@portal/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { whereSkuAllowed } from '../../db/sku-scope';
import type { TenantScope } from '../../kernel/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { InventoryTables } from './inventory-tables';

/** The inventory list's filters after the service resolved them (SKU codes upper-cased). */
export interface InventoryListQuery {
  warehouseId?: number;
  skuKeys?: string[];
  inStockOnly: boolean;
  alertOnly: boolean;
  sortBy: (typeof INVENTORY_SORT_FIELDS)[number];
  descending: boolean;
  offset: number;
  limit: number;
  /** Keyset paging in the SKU order: the page starts after this SKU key and warehouse. */
  after?: { skuKey: string; warehouseId: number };
}

/** A balance row with its SKU's columns. */
export interface InventoryRow {
  id: number;
  product_id: number;
  warehouse_id: number;
  on_hand: number;
  locked: number;
  sku: string;
  name_cn: string;
  name_en: string;
  image_url: string;
  warning_quantity: number | null;
}

/** Deducted units per SKU and warehouse in each sales window. */
export interface SalesRow {
  product_id: number;
  warehouse_id: number;
  sales: number[];
}

type Tables = Pick<InventoryTables, 'stock_balances' | 'stock_movements'>;

const available = sql<number>`stock_balances.on_hand - stock_balances.locked`;

/**
 * The merchant's inventory list. `stock_balances` carries its SKU's key and warning quantity
 * (migration 0020), so a page is filtered, ordered and cut from the balances' own indexes — by SKU
 * (all warehouses or one), by available stock, or from the partial index of balances in alert —
 * and only the page's rows read their names from the SKU catalogue the product module provides.
 * Ties follow the chosen direction (available descending: SKU and warehouse descending too), so
 * the index is read one way without a sort. The sales windows of one page are summed from
 * `deduction` movements in one grouped query.
 */
export class InventoryListRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Tables>(this.db);
  }

  private matching(scope: TenantScope, query: InventoryListQuery) {
    let q = whereSkuAllowed(
      this.kysely.selectFrom('stock_balances').where('stock_balances.customer_id', '=', scope.customerId),
      scope,
      'stock_balances.product_id',
    );
    if (query.warehouseId !== undefined) q = q.where('stock_balances.warehouse_id', '=', query.warehouseId);
    if (query.skuKeys) q = q.where('stock_balances.sku_key', 'in', query.skuKeys.length ? query.skuKeys : ['']);
    if (query.inStockOnly) {
      q = q.where((eb) => eb.or([eb('stock_balances.on_hand', '>', 0), eb('stock_balances.locked', '>', 0)]));
    }
    if (query.alertOnly) {
      // Written as the partial index's condition, so both engines read that index.
      q = q.where(sql<boolean>`warning_quantity is not null and on_hand - locked < warning_quantity`);
    }
    return q;
  }

  /** How many rows match, counted up to the cap (an exact count of 100,000 rows costs more than the page). */
  private count(scope: TenantScope, query: InventoryListQuery) {
    const counted = this.matching(scope, query).select('stock_balances.id').limit(INVENTORY_TOTAL_CAP).as('counted');
    return this.kysely
      .selectFrom(counted)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
  }

  private pageRows(
    scope: TenantScope,
    query: InventoryListQuery,
    start?: InventoryListQuery['after'],
    inclusive = false,
  ) {
    const direction = query.descending ? 'desc' : 'asc';
    let ordered = this.matching(scope, query).select([
      'stock_balances.id',
      'stock_balances.product_id',
      'stock_balances.warehouse_id',
      'stock_balances.on_hand',
      'stock_balances.locked',
      'stock_balances.warning_quantity',
    ]);
    if (query.sortBy === 'available') ordered = ordered.orderBy(available, direction);
    else if (start) {
      const past = query.descending ? '<' : '>';
      ordered = ordered.where((eb) =>
        eb(
          eb.refTuple('stock_balances.sku_key', 'stock_balances.warehouse_id'),
          inclusive ? `${past}=` : past,
          eb.tuple(start.skuKey, start.warehouseId),
        ),
      );
    }
    return ordered
      .orderBy('stock_balances.sku_key', direction)
      .orderBy('stock_balances.warehouse_id', direction)
      .offset(start ? 0 : query.offset)
      .limit(query.limit)
      .execute();
  }

  /**
   * The SKU and warehouse of the row at the page's offset in the SKU order, read from the SKU index
   * alone (covering): the rows the offset skips are index entries, never table rows — PostgreSQL's
   * index scan would otherwise fetch each skipped row from the table.
   */
  private async keyAtOffset(scope: TenantScope, query: InventoryListQuery) {
    const direction = query.descending ? 'desc' : 'asc';
    const row = await this.matching(scope, query)
      .select(['stock_balances.sku_key', 'stock_balances.warehouse_id'])
      .orderBy('stock_balances.sku_key', direction)
      .orderBy('stock_balances.warehouse_id', direction)
      .offset(query.offset)
      .limit(1)
      .executeTakeFirst();
    return row && { skuKey: row.sku_key, warehouseId: row.warehouse_id };
  }

  /**
   * A page in the SKU order past the first one by offset is a seek: the key at the offset from the
   * index, then the page from that key on (what `after_sku` does); (SKU, warehouse) is unique.
   */
  private async rowsOfPage(scope: TenantScope, query: InventoryListQuery) {
    if (query.sortBy === 'available' || query.after || query.offset === 0) {
      return this.pageRows(scope, query, query.after);
    }
    const start = await this.keyAtOffset(scope, query);
    return start ? this.pageRows(scope, query, start, true) : [];
  }

  async page(
    scope: TenantScope,
    catalogue: SkuCatalogueSubquery,
    query: InventoryListQuery,
  ): Promise<{ rows: InventoryRow[]; total: number }> {
    const rows = this.rowsOfPage(scope, query);
    // A page by offset past the cap that has rows: more rows match than the cap, so no count is needed.
    const pastCap = query.after === undefined && query.offset >= INVENTORY_TOTAL_CAP;
    const counted = pastCap
      ? rows.then((found) => (found.length ? { n: INVENTORY_TOTAL_CAP } : this.count(scope, query)))
      : this.count(scope, query);
    const [balances, count] = await Promise.all([rows, counted]);
    const productIds = [...new Set(balances.map((row) => row.product_id))];
    const skus = productIds.length
      ? await this.kysely
          .selectFrom(catalogue)
          .select([
            'sku_catalogue.id',
            'sku_catalogue.sku',
            'sku_catalogue.name_cn',
            'sku_catalogue.name_en',
            'sku_catalogue.image_url',
          ])
          .where('sku_catalogue.id', 'in', productIds)
          .execute()
      : [];
    const skuOf = new Map(skus.map((sku) => [sku.id, sku]));
    return {
      rows: balances.map((row) => {
        const sku = skuOf.get(row.product_id);
        return {
          id: row.id,
          product_id: row.product_id,
          warehouse_id: row.warehouse_id,
          on_hand: Number(row.on_hand),
          locked: Number(row.locked),
          sku: sku?.sku ?? '',
          name_cn: sku?.name_cn ?? '',
          name_en: sku?.name_en ?? '',
          image_url: sku?.image_url ?? '',
          warning_quantity: row.warning_quantity === null ? null : Number(row.warning_quantity),
        };
      }),
      total: Number(count?.n ?? 0),
    };
  }

  /**
   * Units deducted (packed) since each of `since` (ISO times, widest last) for the page's SKUs and
   * warehouses: one grouped query read from the partial index of deductions alone.
   */
  async sales(scope: TenantScope, keys: { productId: number; warehouseId: number }[], since: string[]) {
    if (!keys.length || !since.length) return [];
    const widest = since[since.length - 1] as string;
    const rows = await this.kysely
      .selectFrom('stock_movements')
      .select(['product_id', 'warehouse_id'])
      .select(
        since.map((from, i) =>
          sql<number>`sum(case when created_at >= ${from} then -on_hand_delta else 0 end)`.as(`w${i}`),
        ),
      )
      .where('customer_id', '=', scope.customerId)
      // Written as the partial index's condition (migration 0021), so both engines answer from it.
      .where(sql<boolean>`type = 'deduction'`)
      .where('product_id', 'in', [...new Set(keys.map((k) => k.productId))])
      .where('warehouse_id', 'in', [...new Set(keys.map((k) => k.warehouseId))])
      .where('created_at', '>=', widest)
      .groupBy(['product_id', 'warehouse_id'])
      .execute();
    return rows.map(
      (row): SalesRow => ({
        product_id: row.product_id,
        warehouse_id: row.warehouse_id,
        sales: since.map((_, i) => Number((row as Record<string, unknown>)[`w${i}`] ?? 0)),
      }),
    );
  }
}
