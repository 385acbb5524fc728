import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { opsTopUpRoutes } from './ops-top-up-routes';
import { topUpRoutes } from './routes';
import { topUpParts } from './top-up-parts';
import type { TopUpService } from './top-up-service';
import type { TopUpStaffService } from './top-up-staff-service';

/**
 * The top-up module's public surface: the merchant's routes (`routes.ts`), finance's (receiving
 * accounts, rates, confirm and reject: `ops-top-up-routes.ts`), and `topUpStaff(core)`, finance's
 * steps for code outside the routes (the demo seed and simulator). It owns the
 * top-up tables and credits the wallet through `walletApi`. `topUpMerchant(core)` submits as a merchant
 * outside the routes (the demo seed). Other modules import this file only.
 */
export const topUpModule = defineModule({
  name: 'topUp',
  areas: ['topUp', 'opsTopUp'],
  routes: (core) => [...topUpRoutes(core), ...opsTopUpRoutes(core)],
});
export type { TopUpService } from './top-up-service';
export type { TopUpStaffService } from './top-up-staff-service';
export type { VoucherPart } from './voucher-part';

export function topUpStaff(
  core: Pick<Core, 'db' | 'clock' | 'config' | 'limiter' | 'log' | 'heavyWork' | 'events'>,
): TopUpStaffService {
  return topUpParts(core).staff;
}

export function topUpMerchant(
  core: Pick<Core, 'db' | 'clock' | 'config' | 'limiter' | 'log' | 'heavyWork' | 'events'>,
): TopUpService {
  return topUpParts(core).service;
}
