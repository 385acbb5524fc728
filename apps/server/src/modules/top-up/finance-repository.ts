import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { ExchangeRatesTable, ReceivingAccountsTable, TopUpTables } from './top-up-tables';

export type ReceivingAccountRow = Selectable<ReceivingAccountsTable>;
export type ExchangeRateRow = Selectable<ExchangeRatesTable>;

/**
 * The provider's side of top-ups: receiving accounts and daily exchange rates. Neither belongs to a
 * merchant; every merchant reads the enabled accounts.
 */
export class FinanceRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<TopUpTables>(this.db, tx);
  }

  accounts(
    filter: { platform?: string; currency?: string; enabledOnly: boolean },
    tx?: Tx,
  ): Promise<ReceivingAccountRow[]> {
    let q = this.kysely(tx).selectFrom('top_up_receiving_accounts').selectAll();
    if (filter.enabledOnly) q = q.where('enabled', '=', 1);
    if (filter.platform) q = q.where('platform', '=', filter.platform);
    if (filter.currency) q = q.where('currency', '=', filter.currency as ReceivingAccountRow['currency']);
    return q.orderBy('platform', 'asc').orderBy('currency', 'asc').execute();
  }

  /** One row per platform and currency: setting a pair again replaces it. */
  async saveAccount(row: Omit<Insertable<ReceivingAccountsTable>, 'id'>): Promise<ReceivingAccountRow> {
    const { platform: _platform, currency: _currency, ...changes } = row;
    return this.kysely()
      .insertInto('top_up_receiving_accounts')
      .values(row)
      .onConflict((oc) => oc.columns(['platform', 'currency']).doUpdateSet(changes))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async rate(currency: string, day: string, tx?: Tx): Promise<string | undefined> {
    const row = await this.kysely(tx)
      .selectFrom('top_up_exchange_rates')
      .select('usd_rate')
      .where('currency', '=', currency as ExchangeRateRow['currency'])
      .where('rate_date', '=', day)
      .executeTakeFirst();
    return row?.usd_rate;
  }

  rates(day: string): Promise<ExchangeRateRow[]> {
    return this.kysely()
      .selectFrom('top_up_exchange_rates')
      .selectAll()
      .where('rate_date', '=', day)
      .orderBy('currency', 'asc')
      .execute();
  }

  async saveRate(row: Omit<Insertable<ExchangeRatesTable>, 'id'>): Promise<void> {
    await this.kysely()
      .insertInto('top_up_exchange_rates')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['rate_date', 'currency']).doUpdateSet({ usd_rate: row.usd_rate, updated_at: row.updated_at }),
      )
      .execute();
  }
}
