import { FULL_GRANT } from '@portal/contract';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import type { Viewer } from '../kernel/viewer';
import { DEMO_LOGINS } from './demo-logins';
import type { SeedTables } from './seed-tables';

/** The demo merchant's main account as a signed-in viewer: the seed acts through the merchant's services as it. */
export async function demoMerchantViewer(core: Core): Promise<Viewer> {
  const account = await queryBuilder<SeedTables>(core.db)
    .selectFrom('accounts')
    .select(['id', 'customer_id'])
    .where('email', '=', DEMO_LOGINS.main)
    .executeTakeFirstOrThrow();
  return {
    sessionId: 0,
    accountId: account.id,
    customerId: account.customer_id,
    subAccountId: 0,
    isMain: true,
    grant: FULL_GRANT,
  };
}
