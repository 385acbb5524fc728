import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { type Actor, actorColumns } from '../../platform/actor';
import type { LossOrderCommentsTable, LossOrderTables } from './loss-order-tables';

export type LossOrderCommentRow = Selectable<LossOrderCommentsTable>;

/** The merchant's and staff's comments on a loss order (`loss_order_comments`), always per customer. */
export class LossOrderCommentsRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<LossOrderTables>(this.db, tx);
  }

  /** Oldest first. */
  of(scope: TenantScope, id: number, tx?: Tx): Promise<LossOrderCommentRow[]> {
    return this.kysely(tx)
      .selectFrom('loss_order_comments')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('loss_order_id', '=', id)
      .orderBy('id', 'asc')
      .execute();
  }

  async add(
    tx: Tx,
    scope: TenantScope,
    id: number,
    comment: { actor: Actor; content: string; dispute: boolean },
    at: string,
  ): Promise<void> {
    await this.kysely(tx)
      .insertInto('loss_order_comments')
      .values({
        customer_id: scope.customerId,
        loss_order_id: id,
        ...actorColumns(comment.actor),
        content: comment.content,
        dispute: comment.dispute ? 1 : 0,
        created_at: at,
      })
      .execute();
  }
}
