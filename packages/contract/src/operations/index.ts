import type { OperationDef } from '../core/operation';
import * as apiKey from './api-key';
import * as auth from './auth';
import * as billing from './billing';
import * as common from './common';
import * as dashboardHome from './dashboard';
import * as dashboardAnalysis from './dashboard/analysis';
import * as dashboardMonitor from './dashboard/monitor';
import * as dashboardOnboarding from './dashboard/onboarding';
import * as evaluation from './evaluation';
import * as helpRecords from './help';
import * as helpGuidelines from './help/inbound-guidelines';
import * as importJobs from './import-jobs';
import * as inbound from './inbound';
import * as inventory from './inventory';
import * as lossOrder from './loss-order';
import * as message from './message';
import * as monitor from './monitor';
import * as notice from './notice';
import * as open from './open';
import * as operationLog from './operation-log';
import * as opsBilling from './ops-billing';
import * as opsContentRecords from './ops-content';
import * as opsContentHelp from './ops-content/help-feedback';
import * as opsContentGuidelines from './ops-content/inbound-guidelines';
import * as opsContentSurveys from './ops-content/surveys';
import * as opsIdentity from './ops-identity';
import * as opsInbound from './ops-inbound';
import * as opsJobs from './ops-jobs';
import * as opsLossOrder from './ops-loss-order';
import * as opsOrder from './ops-order';
import * as opsSelfServiceOrder from './ops-self-service-order';
import * as opsStorageFee from './ops-storage-fee';
import * as opsTopUp from './ops-top-up';
import * as order from './order';
import * as productRecords from './product';
import * as productFiles from './product/files';
import * as productPackages from './product/packages';
import * as productPackaging from './product/packaging';
import * as productSearch from './product/search';
import * as productStock from './product/stock';
import * as productReference from './product-reference';
import * as selfServiceOrder from './self-service-order';
import * as serialNumber from './serial-number';
import * as setting from './setting';
import * as shippingRates from './shipping';
import * as shippingTariff from './shipping/tariff';
import * as shop from './shop';
import * as statistics from './statistics';
import * as storageFee from './storage-fee';
import * as subAccount from './sub-account';
import * as survey from './survey';
import * as topUp from './top-up';
import * as translate from './translate';
import * as upload from './upload';
import * as user from './user';
import * as wallet from './wallet';
import * as warningEmail from './warning-email';
import * as webhook from './webhook';

/** The dashboard area: the home page in `dashboard.ts`, analysis, monitor and onboarding in `dashboard/`. */
const dashboard = { ...dashboardHome, ...dashboardAnalysis, ...dashboardMonitor, ...dashboardOnboarding };

/** The shipping area: methods and the staff's rate edits in `shipping.ts`, the merchant's tariff in `shipping/`. */
const shipping = { ...shippingRates, ...shippingTariff };

/** Staff content: notices, customer settings and evaluations in `ops-content.ts`, help feedback, inbound guidelines and survey campaigns in `ops-content/`. */
const opsContent = { ...opsContentRecords, ...opsContentHelp, ...opsContentGuidelines, ...opsContentSurveys };

/** Help: the articles' feedback in `help.ts`, the inbound guidelines in `help/inbound-guidelines.ts`. */
const help = { ...helpRecords, ...helpGuidelines };

/** The SKU area: records in `product.ts`, the rest in `product/` (files, packages, packaging, search, stock). */
const product = {
  ...productRecords,
  ...productFiles,
  ...productPackages,
  ...productPackaging,
  ...productSearch,
  ...productStock,
};

/**
 * Every area of the contract by name. One rule: the area's name is its operations' id prefix and its
 * file (`operations/<area>.ts`, kebab-case, with parts in `operations/<area>/`); the server module of
 * the domain it acts on serves it (`opsOrder` by `modules/order/`). `test/areas.test.ts` holds the
 * contract to it.
 */
export const AREAS = {
  auth,
  user,
  dashboard,
  evaluation,
  help,
  survey,
  notice,
  setting,
  common,
  upload,
  monitor,
  translate,
  opsContent,
  opsIdentity,
  productReference,
  product,
  importJobs,
  order,
  opsOrder,
  selfServiceOrder,
  opsSelfServiceOrder,
  open,
  opsJobs,
  inventory,
  wallet,
  shipping,
  serialNumber,
  inbound,
  opsInbound,
  lossOrder,
  opsLossOrder,
  operationLog,
  topUp,
  opsTopUp,
  statistics,
  storageFee,
  opsStorageFee,
  billing,
  opsBilling,
  subAccount,
  warningEmail,
  message,
  apiKey,
  webhook,
  shop,
};

export type AreaName = keyof typeof AREAS;

export {
  apiKey,
  auth,
  billing,
  common,
  dashboard,
  evaluation,
  help,
  importJobs,
  inbound,
  inventory,
  lossOrder,
  message,
  monitor,
  notice,
  open,
  operationLog,
  opsBilling,
  opsContent,
  opsIdentity,
  opsInbound,
  opsJobs,
  opsLossOrder,
  opsOrder,
  opsSelfServiceOrder,
  opsStorageFee,
  opsTopUp,
  order,
  product,
  productReference,
  selfServiceOrder,
  serialNumber,
  setting,
  shipping,
  shop,
  statistics,
  storageFee,
  subAccount,
  survey,
  topUp,
  translate,
  upload,
  user,
  wallet,
  warningEmail,
  webhook,
};

export function isOperation(value: unknown): value is OperationDef {
  return typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value;
}

/** The operations an area's file (or files) export. */
export function operationsOf(area: Record<string, unknown>): OperationDef[] {
  return Object.values(area).filter(isOperation);
}

/**
 * Every operation of the portal, from the areas: the server must serve each, the API tests walk them all.
 * Marked pure so a bundle that does not use it drops it, and with it the areas only it names: the web
 * app then carries no staff (ops) or shop (open) operations.
 */
export const ALL_OPERATIONS: OperationDef[] = /* @__PURE__ */ Object.values(AREAS).flatMap(operationsOf);
