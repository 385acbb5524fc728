import type { Kysely, Migration } from 'kysely';

/**
 * The merchant's low-balance warning (docs/server/wallet.md, "Low balance"): the threshold `available`
 * is watched against (0: never), and when it last fell below it (null while at or above: the warning
 * is armed).
 */
export const walletLowBalance: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('wallet_accounts')
      .addColumn('low_balance_threshold', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('wallet_accounts').addColumn('low_balance_since', 'text').execute();
  },
};
