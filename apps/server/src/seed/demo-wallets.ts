import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { transaction } from '../db/transaction';
import { walletApi } from '../modules/wallet';
import { systemActor } from '../platform/actor';
import type { SeedTables } from './seed-tables';

/** What each demo merchant's wallet opens with: 500.00 USD. */
export const DEMO_OPENING_BALANCE = 50_000;

/**
 * An opening balance for the demo merchants, written as an `opening` transaction through the wallet.
 * Idempotent: a merchant whose wallet already has an opening transaction is left alone.
 */
export async function seedDemoWallets(core: Core): Promise<void> {
  const wallet = walletApi(core);
  for (const customerId of [10001, 10002]) {
    await transaction(core.db, async (tx) => {
      const opened = await queryBuilder<SeedTables>(core.db, tx)
        .selectFrom('wallet_transactions')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('type', '=', 'opening')
        .executeTakeFirst();
      if (opened) return;
      await wallet.credit(
        tx,
        { customerId },
        {
          type: 'opening',
          amount: DEMO_OPENING_BALANCE,
          actor: systemActor('demo seed'),
          remark: 'Opening balance',
        },
      );
    });
  }
}
