import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import type { TenantScope } from '../../kernel/viewer';
import { ChargeRepository, type MonthlyStorageRow } from './charge-repository';
import { opsStorageFeeRoutes } from './ops-storage-fee-routes';
import { storageFeeRoutes } from './routes';
import { storageFeeJobs } from './storage-fee-jobs';
import { storageFeeParts } from './storage-fee-parts';

/**
 * The storage-fee module's public surface: the merchant's storage fees and forecast (`routes.ts`), the
 * staff's rate cards, discounts and runs (`ops-storage-fee-routes.ts`; `storageFeeStaffApi` for the
 * demo seed), the daily charge job (`storageFee.chargeDaily`) and the monthly sums other modules read
 * (`storageFeeApi`). Other modules import this file only.
 */
export const storageFeeModule = defineModule({
  name: 'storageFee',
  areas: ['storageFee', 'opsStorageFee'],
  routes: (core) => [...storageFeeRoutes(core), ...opsStorageFeeRoutes(core)],
  jobs: storageFeeJobs,
});
export type { MonthlyStorageRow } from './charge-repository';

/** Staff side: rate cards, discounts and a run for one day. */
export function storageFeeStaffApi(core: Core) {
  const { billing, rateCardService } = storageFeeParts(core);
  return { billing, rateCards: rateCardService };
}

/** Reads for statistics: per month and warehouse, m³·days stored and charged, receivable, discount, net (cents). */
export function storageFeeApi(core: Pick<Core, 'db'>) {
  const charges = new ChargeRepository(core.db);
  return {
    monthlyByWarehouse: (scope: TenantScope, fromDay: string, toDay: string): Promise<MonthlyStorageRow[]> =>
      charges.monthlyByWarehouse(scope, fromDay, toDay),
  };
}
