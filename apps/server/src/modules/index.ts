import type { ServerModule } from '../http/server-module';
import { authModule } from './auth';
import { billingModule } from './billing';
import { commonModule } from './common';
import { dashboardModule } from './dashboard';
import { importJobsModule } from './import-jobs';
import { inboundModule } from './inbound';
import { inventoryModule } from './inventory';
import { lossOrderModule } from './loss-order';
import { monitorModule } from './monitor';
import { noticeModule } from './notice';
import { openModule } from './open';
import { opsBillingModule } from './ops-billing';
import { opsContentModule } from './ops-content';
import { opsIdentityModule } from './ops-identity';
import { opsInboundModule } from './ops-inbound';
import { opsJobsModule } from './ops-jobs';
import { opsLossOrderModule } from './ops-loss-order';
import { opsOrderModule } from './ops-order';
import { opsStorageFeeModule } from './ops-storage-fee';
import { opsTopUpModule } from './ops-top-up';
import { orderModule } from './order';
import { productModule } from './product';
import { productReferenceModule } from './product-reference';
import { serialNumberModule } from './serial-number';
import { settingModule } from './setting';
import { shippingModule } from './shipping';
import { statisticsModule } from './statistics';
import { storageFeeModule } from './storage-fee';
import { topUpModule } from './top-up';
import { translateModule } from './translate';
import { uploadModule } from './upload';
import { userModule } from './user';
import { walletModule } from './wallet';

/** Every feature module; each serves the operations of its area of the contract (checked at start-up). */
export const MODULES: readonly ServerModule[] = [
  authModule,
  userModule,
  settingModule,
  opsIdentityModule,
  noticeModule,
  dashboardModule,
  commonModule,
  uploadModule,
  monitorModule,
  opsContentModule,
  productReferenceModule,
  productModule,
  importJobsModule,
  translateModule,
  orderModule,
  opsOrderModule,
  openModule,
  opsJobsModule,
  inventoryModule,
  walletModule,
  shippingModule,
  serialNumberModule,
  lossOrderModule,
  opsLossOrderModule,
  inboundModule,
  opsInboundModule,
  topUpModule,
  opsTopUpModule,
  statisticsModule,
  storageFeeModule,
  opsStorageFeeModule,
  billingModule,
  opsBillingModule,
];
