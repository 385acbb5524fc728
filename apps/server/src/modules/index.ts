import type { ServerModule } from '../http/server-module';
import { apiKeyModule } from './api-key';
import { authModule } from './auth';
import { billingModule } from './billing';
import { commonModule } from './common';
import { dashboardModule } from './dashboard';
import { evaluationModule } from './evaluation';
import { helpModule } from './help';
import { importJobsModule } from './import-jobs';
import { inboundModule } from './inbound';
import { inventoryModule } from './inventory';
import { jobsModule } from './jobs';
import { lossOrderModule } from './loss-order';
import { monitorModule } from './monitor';
import { noticeModule } from './notice';
import { operationLogModule } from './operation-log';
import { orderModule } from './order';
import { productModule } from './product';
import { productReferenceModule } from './product-reference';
import { selfServiceOrderModule } from './self-service-order';
import { serialNumberModule } from './serial-number';
import { settingModule } from './setting';
import { shippingModule } from './shipping';
import { shopModule } from './shop';
import { statisticsModule } from './statistics';
import { storageFeeModule } from './storage-fee';
import { subAccountModule } from './sub-account';
import { surveyModule } from './survey';
import { topUpModule } from './top-up';
import { translateModule } from './translate';
import { uploadModule } from './upload';
import { userModule } from './user';
import { walletModule } from './wallet';
import { warningEmailModule } from './warning-email';
import { webhookModule } from './webhook';

/**
 * Every module with routes: a domain serves its merchants', its staff's and its Open API areas of the
 * contract, each operation by exactly one route (checked at start-up).
 */
export const MODULES: readonly ServerModule[] = [
  authModule,
  userModule,
  settingModule,
  noticeModule,
  dashboardModule,
  evaluationModule,
  helpModule,
  surveyModule,
  commonModule,
  uploadModule,
  monitorModule,
  productReferenceModule,
  productModule,
  importJobsModule,
  translateModule,
  orderModule,
  selfServiceOrderModule,
  jobsModule,
  inventoryModule,
  walletModule,
  shippingModule,
  serialNumberModule,
  lossOrderModule,
  inboundModule,
  topUpModule,
  statisticsModule,
  storageFeeModule,
  billingModule,
  subAccountModule,
  apiKeyModule,
  operationLogModule,
  warningEmailModule,
  webhookModule,
  shopModule,
];
