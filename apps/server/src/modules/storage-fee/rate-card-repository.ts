import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { StorageFeeTables } from './storage-fee-tables';

/** One age tier: from its first day (> 30) until the next tier's, a daily rate per m³ in micro-dollars. */
export interface RateTier {
  fromDay: number;
  dailyRateMicro: number;
}

/** Rate cards and discounts: the settings of storage billing. */
export class RateCardRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<StorageFeeTables>(this.db, tx);
  }

  /** A warehouse's tiers, by first day. */
  async tiers(warehouseId: number, tx?: Tx): Promise<RateTier[]> {
    const rows = await this.kysely(tx)
      .selectFrom('storage_rate_tiers')
      .select(['from_day', 'daily_rate_micro'])
      .where('warehouse_id', '=', warehouseId)
      .orderBy('from_day')
      .execute();
    return rows.map((row) => ({ fromDay: Number(row.from_day), dailyRateMicro: Number(row.daily_rate_micro) }));
  }

  /** Every warehouse's tiers at once (the forecast prices several warehouses). */
  async allTiers(tx?: Tx): Promise<Map<number, RateTier[]>> {
    const rows = await this.kysely(tx)
      .selectFrom('storage_rate_tiers')
      .select(['warehouse_id', 'from_day', 'daily_rate_micro'])
      .orderBy('warehouse_id')
      .orderBy('from_day')
      .execute();
    const cards = new Map<number, RateTier[]>();
    for (const row of rows) {
      const id = Number(row.warehouse_id);
      const tiers = cards.get(id) ?? [];
      tiers.push({ fromDay: Number(row.from_day), dailyRateMicro: Number(row.daily_rate_micro) });
      cards.set(id, tiers);
    }
    return cards;
  }

  /** Replaces a warehouse's whole card (inside the caller's transaction, so a half-written card is never read). */
  async replaceTiers(tx: Tx, warehouseId: number, tiers: RateTier[], at: string): Promise<void> {
    await this.kysely(tx).deleteFrom('storage_rate_tiers').where('warehouse_id', '=', warehouseId).execute();
    if (tiers.length === 0) return;
    await this.kysely(tx)
      .insertInto('storage_rate_tiers')
      .values(
        tiers.map((tier) => ({
          warehouse_id: warehouseId,
          from_day: tier.fromDay,
          daily_rate_micro: tier.dailyRateMicro,
          updated_at: at,
        })),
      )
      .execute();
  }

  async discountOf(customerId: number, tx?: Tx): Promise<number> {
    const row = await this.kysely(tx)
      .selectFrom('storage_discounts')
      .select('discount_bp')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return Number(row?.discount_bp ?? 0);
  }

  /** Discounts of these merchants in basis points; a merchant without one is absent (0). */
  async discountsOf(customerIds: number[], tx?: Tx): Promise<Map<number, number>> {
    if (customerIds.length === 0) return new Map();
    const rows = await this.kysely(tx)
      .selectFrom('storage_discounts')
      .select(['customer_id', 'discount_bp'])
      .where('customer_id', 'in', customerIds)
      .execute();
    return new Map(rows.map((row) => [Number(row.customer_id), Number(row.discount_bp)]));
  }

  async setDiscount(tx: Tx, customerId: number, discountBp: number, at: string): Promise<void> {
    await this.kysely(tx)
      .insertInto('storage_discounts')
      .values({ customer_id: customerId, discount_bp: discountBp, updated_at: at })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ discount_bp: discountBp, updated_at: at }))
      .execute();
  }
}
