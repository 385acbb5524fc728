import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { InboundRateCardsTable, InboundTables } from './inbound-tables';

export type InboundRateRow = Selectable<InboundRateCardsTable>;

/** `inbound_rate_cards`: the provider's price list per warehouse (no merchant scope applies). */
export class InboundRateCardRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<InboundTables, 'inbound_rate_cards'>>(this.db, tx);
  }

  find(warehouseId: number, tx?: Tx): Promise<InboundRateRow | undefined> {
    return this.kysely(tx)
      .selectFrom('inbound_rate_cards')
      .selectAll()
      .where('warehouse_id', '=', warehouseId)
      .executeTakeFirst();
  }

  async replace(tx: Tx, row: InboundRateRow): Promise<void> {
    const { warehouse_id: _, ...prices } = row;
    await this.kysely(tx)
      .insertInto('inbound_rate_cards')
      .values(row)
      .onConflict((oc) => oc.column('warehouse_id').doUpdateSet(prices))
      .execute();
  }
}
