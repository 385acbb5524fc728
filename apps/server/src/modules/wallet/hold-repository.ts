import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { type Actor, actorColumns } from '../../platform/actor';
import type { WalletTables } from './wallet-tables';
import type { WalletReference } from './wallet-types';

/** `wallet_holds`: a row per hold, kept after it is released or charged (its history). */
export class HoldRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<WalletTables, 'wallet_holds'>>(this.db, tx);
  }

  async add(tx: Tx, scope: TenantScope, reference: WalletReference, amount: number, actor: Actor, at: string) {
    await this.kysely(tx)
      .insertInto('wallet_holds')
      .values({
        customer_id: scope.customerId,
        reference_type: reference.type,
        reference_id: reference.id,
        amount,
        status: 'held',
        ...actorColumns(actor),
        created_at: at,
        settled_at: null,
      })
      .execute();
  }

  /**
   * Ends the reference's open holds as `released` or `charged` and answers how much they held. One
   * conditional statement: a second server settling the same reference finds none still held.
   */
  async settle(
    tx: Tx,
    scope: TenantScope,
    reference: WalletReference,
    status: 'released' | 'charged',
    at: string,
  ): Promise<number> {
    const rows = await this.kysely(tx)
      .updateTable('wallet_holds')
      .set({ status, settled_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .where('status', '=', 'held')
      .returning('amount')
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.amount), 0);
  }

  /** What the reference holds now (0 for nothing). */
  async heldFor(scope: TenantScope, reference: WalletReference, tx?: Tx): Promise<number> {
    const row = await this.kysely(tx)
      .selectFrom('wallet_holds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('held'))
      .where('customer_id', '=', scope.customerId)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .where('status', '=', 'held')
      .executeTakeFirst();
    return Number(row?.held ?? 0);
  }
}
