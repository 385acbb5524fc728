import { sql } from 'kysely';
import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../kernel/viewer';
import type { EvaluationTables, ServiceEvaluationsTable } from './evaluation-tables';

export type EvaluationRow = ServiceEvaluationsTable;
type EvaluationAreaColumn = 'inbound' | 'fulfilment' | 'customer_service' | 'billing';

/** One quarter's averages over the merchants that rated it. */
export interface QuarterAverages {
  quarter: string;
  count: number;
  overall: number;
  inbound: number;
  fulfilment: number;
  customer_service: number;
  billing: number;
}

/** The merchants' quarterly ratings (`service_evaluations`). */
export class EvaluationRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<EvaluationTables>(this.db, tx);
  }

  find(scope: TenantScope, quarter: string): Promise<EvaluationRow | undefined> {
    return this.kysely()
      .selectFrom('service_evaluations')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('quarter', '=', quarter)
      .executeTakeFirst();
  }

  /** Saves the quarter's rating unless the merchant gave one already; false when it had. */
  async insert(row: EvaluationRow, tx?: Tx): Promise<boolean> {
    const result = await this.kysely(tx)
      .insertInto('service_evaluations')
      .values(row)
      .onConflict((oc) => oc.columns(['customer_id', 'quarter']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Staff: every merchant's ratings, newest first, of one quarter when given. */
  async page(quarter: string | undefined, page: { offset: number; limit: number }) {
    const filtered = this.kysely()
      .selectFrom('service_evaluations')
      .$if(quarter !== undefined, (q) => q.where('quarter', '=', quarter ?? ''));
    const [rows, count] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('customer_id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The averages of the latest `quarters` quarters that have ratings, oldest first. */
  async trend(quarters: number): Promise<QuarterAverages[]> {
    const avg = (column: 'overall' | EvaluationAreaColumn) =>
      sql<number>`round(avg(cast(${sql.ref(column)} as numeric)), 1)`.as(column);
    const rows = await this.kysely()
      .selectFrom('service_evaluations')
      .select((eb) => [
        'quarter',
        eb.fn.countAll<number>().as('count'),
        avg('overall'),
        avg('inbound'),
        avg('fulfilment'),
        avg('customer_service'),
        avg('billing'),
      ])
      .groupBy('quarter')
      .orderBy('quarter', 'desc')
      .limit(quarters)
      .execute();
    return rows.reverse().map((row) => ({
      quarter: row.quarter,
      count: Number(row.count),
      overall: Number(row.overall),
      inbound: Number(row.inbound),
      fulfilment: Number(row.fulfilment),
      customer_service: Number(row.customer_service),
      billing: Number(row.billing),
    }));
  }
}
