import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { SKU_LINES, whereOnlyAllowedSkus } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { LossOrdersTable, LossOrderTables } from './loss-order-tables';

export type LossOrderRow = Selectable<LossOrdersTable> & { difference: number };
export type NewLossOrder = Omit<Insertable<LossOrdersTable>, 'customer_id' | 'created_at' | 'updated_at'>;

/** One line with its SKU's code and names from the catalogue. */
export interface LossOrderLineRow {
  id: number;
  product_id: number;
  sku: string;
  name_en: string;
  name_cn: string;
  appointment: number;
  arrival: number;
  qualified: number;
  actual: number;
  difference: number;
}

export interface NewLossOrderLine {
  productId: number;
  appointment: number;
  arrival: number;
  qualified: number;
  actual: number;
  difference: number;
}

/** The list's filters as the repository takes them. */
export interface LossOrderQuery {
  lossNo?: string;
  receivingNo?: string;
  type?: LossOrdersTable['type'];
  state?: LossOrdersTable['state'];
  inboundId?: number;
}

/** `loss_orders` and their lines: the one place these tables are queried, always per customer (comments: `loss-order-comments-repository.ts`). */
export class LossOrderRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<LossOrderTables>(this.db, tx);
  }

  private filtered(scope: TenantScope, query: LossOrderQuery, tx?: Tx) {
    let q = whereOnlyAllowedSkus(
      this.kysely(tx).selectFrom('loss_orders').where('loss_orders.customer_id', '=', scope.customerId),
      scope,
      SKU_LINES.lossOrder,
      'loss_orders.id',
    );
    if (query.lossNo) q = q.where('loss_orders.loss_no', '=', query.lossNo.toUpperCase());
    if (query.receivingNo) q = q.where('loss_orders.receiving_no', '=', query.receivingNo);
    if (query.type) q = q.where('loss_orders.type', '=', query.type);
    if (query.state) q = q.where('loss_orders.state', '=', query.state);
    if (query.inboundId !== undefined) q = q.where('loss_orders.inbound_id', '=', query.inboundId);
    return q;
  }

  private withDifference(scope: TenantScope, query: LossOrderQuery, tx?: Tx) {
    return this.filtered(scope, query, tx)
      .selectAll('loss_orders')
      .select((eb) =>
        eb
          .selectFrom('loss_order_lines')
          .select((inner) =>
            inner.fn.coalesce(inner.fn.sum<number>('loss_order_lines.difference'), inner.lit(0)).as('d'),
          )
          .whereRef('loss_order_lines.loss_order_id', '=', 'loss_orders.id')
          .where('loss_order_lines.customer_id', '=', scope.customerId)
          .as('difference'),
      );
  }

  private static row<R extends { difference: number | null }>(row: R): R & { difference: number } {
    return { ...row, difference: Number(row.difference ?? 0) };
  }

  async count(scope: TenantScope, query: LossOrderQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first. */
  async list(
    scope: TenantScope,
    query: LossOrderQuery,
    page: { offset: number; limit: number },
  ): Promise<LossOrderRow[]> {
    const rows = await this.withDifference(scope, query)
      .orderBy('loss_orders.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return rows.map(LossOrderRepository.row);
  }

  async find(scope: TenantScope, id: number, tx?: Tx): Promise<LossOrderRow | undefined> {
    const row = await this.withDifference(scope, {}, tx).where('loss_orders.id', '=', id).executeTakeFirst();
    return row && LossOrderRepository.row(row);
  }

  /** Staff name a loss order by its number, whichever merchant's it is: answers its merchant too. */
  async findByNumber(lossNo: string, tx?: Tx): Promise<{ id: number; customer_id: number } | undefined> {
    return this.kysely(tx)
      .selectFrom('loss_orders')
      .select(['id', 'customer_id'])
      .where('loss_no', '=', lossNo.toUpperCase())
      .executeTakeFirst();
  }

  async numberTaken(lossNo: string, tx: Tx): Promise<boolean> {
    return Boolean(await this.findByNumber(lossNo, tx));
  }

  /** The loss orders of one booking, oldest first. */
  ofInbound(scope: TenantScope, inboundId: number, tx?: Tx): Promise<{ id: number; loss_no: string }[]> {
    return this.filtered(scope, { inboundId }, tx).select(['id', 'loss_no']).orderBy('id', 'asc').execute();
  }

  async insert(
    tx: Tx,
    scope: TenantScope,
    order: NewLossOrder,
    lines: NewLossOrderLine[],
    at: string,
  ): Promise<number> {
    const { id } = await this.kysely(tx)
      .insertInto('loss_orders')
      .values({ ...order, customer_id: scope.customerId, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.kysely(tx)
      .insertInto('loss_order_lines')
      .values(
        lines.map((line) => ({
          customer_id: scope.customerId,
          loss_order_id: id,
          product_id: line.productId,
          appointment: line.appointment,
          arrival: line.arrival,
          qualified: line.qualified,
          actual: line.actual,
          difference: line.difference,
        })),
      )
      .execute();
    return id;
  }

  lines(scope: TenantScope, catalogue: SkuCatalogueSubquery, id: number, tx?: Tx): Promise<LossOrderLineRow[]> {
    return this.kysely(tx)
      .selectFrom('loss_order_lines')
      .innerJoin(catalogue, 'sku_catalogue.id', 'loss_order_lines.product_id')
      .select([
        'loss_order_lines.id',
        'loss_order_lines.product_id',
        'sku_catalogue.sku',
        'sku_catalogue.name_en',
        'sku_catalogue.name_cn',
        'loss_order_lines.appointment',
        'loss_order_lines.arrival',
        'loss_order_lines.qualified',
        'loss_order_lines.actual',
        'loss_order_lines.difference',
      ])
      .where('loss_order_lines.customer_id', '=', scope.customerId)
      .where('loss_order_lines.loss_order_id', '=', id)
      .orderBy('loss_order_lines.id', 'asc')
      .execute();
  }

  /**
   * Moves the loss order to `state` only from one of `from`: answers whether it did, so two writers
   * racing on one order cannot both pass the rule.
   */
  async transition(
    tx: Tx,
    scope: TenantScope,
    id: number,
    from: readonly LossOrdersTable['state'][],
    to: LossOrdersTable['state'],
    at: string,
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('loss_orders')
      .set({ state: to, updated_at: at, ...(to === 'confirmed' || to === 'closed' ? { reviewed_at: at } : {}) })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Units of each product already compensated on the booking's other loss orders. */
  async compensatedUnits(
    tx: Tx,
    scope: TenantScope,
    inboundId: number,
    exceptId: number,
  ): Promise<Map<number, number>> {
    const rows = await this.kysely(tx)
      .selectFrom('loss_order_lines')
      .innerJoin('loss_orders', (join) =>
        join
          .onRef('loss_orders.id', '=', 'loss_order_lines.loss_order_id')
          .onRef('loss_orders.customer_id', '=', 'loss_order_lines.customer_id'),
      )
      .select([
        'loss_order_lines.product_id',
        (eb) => eb.fn.sum<number>('loss_order_lines.compensated_units').as('units'),
      ])
      .where('loss_order_lines.customer_id', '=', scope.customerId)
      .where('loss_orders.inbound_id', '=', inboundId)
      .where('loss_orders.id', '<>', exceptId)
      .groupBy('loss_order_lines.product_id')
      .execute();
    return new Map(rows.map((row) => [row.product_id, Number(row.units)]));
  }

  async setCompensatedUnits(tx: Tx, scope: TenantScope, lineId: number, units: number): Promise<void> {
    await this.kysely(tx)
      .updateTable('loss_order_lines')
      .set({ compensated_units: units })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', lineId)
      .execute();
  }

  async setActual(tx: Tx, scope: TenantScope, lineId: number, actual: number, difference: number): Promise<void> {
    await this.kysely(tx)
      .updateTable('loss_order_lines')
      .set({ actual, difference })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', lineId)
      .execute();
  }

  /** For deleting SKUs: the codes of those among `productIds` named by the merchant's loss orders. */
  async skusInUse(
    tx: Tx,
    catalogue: SkuCatalogueSubquery,
    customerId: number,
    productIds: number[],
  ): Promise<string[]> {
    if (!productIds.length) return [];
    const rows = await this.kysely(tx)
      .selectFrom('loss_order_lines')
      .innerJoin(catalogue, 'sku_catalogue.id', 'loss_order_lines.product_id')
      .select('sku_catalogue.sku')
      .distinct()
      .where('loss_order_lines.customer_id', '=', customerId)
      .where('loss_order_lines.product_id', 'in', productIds)
      .execute();
    return rows.map((row) => row.sku);
  }

  /** The loss numbers of these ids (the stock log names a recount's movement by it). */
  async numbersOf(customerId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.kysely()
      .selectFrom('loss_orders')
      .select(['id', 'loss_no'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.loss_no]));
  }
}
