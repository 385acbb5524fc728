import path from 'node:path';
import type { Core } from '../../core';
import { UploadFileStore } from '../upload';
import { walletApi } from '../wallet';
import { FinanceRepository } from './finance-repository';
import { TopUpRepository } from './top-up-repository';
import { TopUpService } from './top-up-service';
import { TopUpStaffService } from './top-up-staff-service';

type PartsCore = Pick<Core, 'db' | 'clock' | 'config' | 'limiter' | 'log' | 'heavyWork' | 'events'>;

/** Vouchers live apart from the public `/uploads` files: only `downloadTopUpVoucher` serves them. */
export function voucherStore(core: Pick<Core, 'config'>): UploadFileStore {
  return new UploadFileStore(path.join(core.config.dataDir, 'vouchers'));
}

/** The top-up module's objects, built one way for its routes and its public surface. */
export function topUpParts(core: PartsCore) {
  const topUps = new TopUpRepository(core.db);
  const finance = new FinanceRepository(core.db);
  const service = new TopUpService({
    db: core.db,
    topUps,
    finance,
    vouchers: voucherStore(core),
    clock: core.clock,
    limiter: core.limiter,
    log: core.log,
    perMinute: core.config.fileLimits.uploadsPerMinute,
    heavyWork: core.heavyWork,
  });
  const staff = new TopUpStaffService({
    db: core.db,
    topUps,
    finance,
    wallet: walletApi(core),
    clock: core.clock,
    events: core.events,
  });
  return { topUps, finance, service, staff };
}
