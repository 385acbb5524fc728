import { coreErrors, type ErrorDeclaration, type ErrorStatus } from './core/error-codes';
import type { Lang, Localized } from './core/lang';
import { apiKeyErrors } from './operations/api-key/errors';
import { authErrors } from './operations/auth/errors';
import { billingErrors } from './operations/billing/errors';
import { evaluationErrors } from './operations/evaluation/errors';
import { importJobsErrors } from './operations/import-jobs/errors';
import { inboundErrors } from './operations/inbound/errors';
import { inventoryErrors } from './operations/inventory/errors';
import { lossOrderErrors } from './operations/loss-order/errors';
import { openErrors } from './operations/open/errors';
import { operationLogErrors } from './operations/operation-log/errors';
import { opsContentErrors } from './operations/ops-content/errors';
import { opsInboundErrors } from './operations/ops-inbound/errors';
import { opsJobsErrors } from './operations/ops-jobs/errors';
import { orderErrors } from './operations/order/errors';
import { productErrors } from './operations/product/errors';
import { selfServiceOrderErrors } from './operations/self-service-order/errors';
import { serialNumberErrors } from './operations/serial-number/errors';
import { settingErrors } from './operations/setting/errors';
import { shippingErrors } from './operations/shipping/errors';
import { shopErrors } from './operations/shop/errors';
import { storageFeeErrors } from './operations/storage-fee/errors';
import { subAccountErrors } from './operations/sub-account/errors';
import { surveyErrors } from './operations/survey/errors';
import { topUpErrors } from './operations/top-up/errors';
import { translateErrors } from './operations/translate/errors';
import { uploadErrors } from './operations/upload/errors';
import { walletErrors } from './operations/wallet/errors';
import { warningEmailErrors } from './operations/warning-email/errors';
import { webhookErrors } from './operations/webhook/errors';

/**
 * Every `error_code` of the API, gathered from where each is declared: the shared ones of the HTTP
 * layer and the platform in `core/error-codes.ts`, an area's own in `operations/<area>/errors.ts`.
 * `error-catalogue.test.ts` fails on a name or number declared twice and on an area's errors file
 * missing here. Zod-free: the web's first screen reads codes and messages.
 */
export const ERROR_CATALOGUES = {
  core: coreErrors,
  auth: authErrors,
  setting: settingErrors,
  upload: uploadErrors,
  translate: translateErrors,
  importJobs: importJobsErrors,
  product: productErrors,
  order: orderErrors,
  open: openErrors,
  apiKey: apiKeyErrors,
  opsJobs: opsJobsErrors,
  opsInbound: opsInboundErrors,
  inventory: inventoryErrors,
  wallet: walletErrors,
  shipping: shippingErrors,
  serialNumber: serialNumberErrors,
  inbound: inboundErrors,
  lossOrder: lossOrderErrors,
  topUp: topUpErrors,
  selfServiceOrder: selfServiceOrderErrors,
  storageFee: storageFeeErrors,
  billing: billingErrors,
  subAccount: subAccountErrors,
  operationLog: operationLogErrors,
  warningEmail: warningEmailErrors,
  evaluation: evaluationErrors,
  opsContent: opsContentErrors,
  survey: surveyErrors,
  webhook: webhookErrors,
  shop: shopErrors,
} as const;

const ALL = {
  ...coreErrors,
  ...authErrors,
  ...settingErrors,
  ...uploadErrors,
  ...translateErrors,
  ...importJobsErrors,
  ...productErrors,
  ...orderErrors,
  ...openErrors,
  ...apiKeyErrors,
  ...opsJobsErrors,
  ...opsInboundErrors,
  ...inventoryErrors,
  ...walletErrors,
  ...shippingErrors,
  ...serialNumberErrors,
  ...inboundErrors,
  ...lossOrderErrors,
  ...topUpErrors,
  ...selfServiceOrderErrors,
  ...storageFeeErrors,
  ...billingErrors,
  ...subAccountErrors,
  ...operationLogErrors,
  ...warningEmailErrors,
  ...evaluationErrors,
  ...opsContentErrors,
  ...surveyErrors,
  ...webhookErrors,
  ...shopErrors,
};

export type ErrorCodeName = keyof typeof ALL;
type Codes = { readonly [K in ErrorCodeName]: (typeof ALL)[K]['code'] };
export type ErrorCodeValue = Codes[ErrorCodeName];

const entries = Object.entries(ALL) as [ErrorCodeName, ErrorDeclaration][];

/** Reply codes by name (0 success, 1010 session expired, …). */
export const ErrorCode = Object.fromEntries(entries.map(([name, { code }]) => [name, code])) as Codes;

export const errorMessages = Object.fromEntries(
  entries.map(([name, { en, zh_CN }]) => [name, { en, zh_CN }]),
) as Record<ErrorCodeName, Localized>;

const byValue = new Map<number, ErrorCodeName>(entries.map(([name, { code }]) => [code, name]));

export function errorMessage(code: ErrorCodeName, lang: Lang): string {
  return ALL[code][lang];
}

/** The HTTP status a reply with this code is sent with (the body is always the envelope). */
export function errorStatus(code: ErrorCodeName): ErrorStatus {
  return ALL[code].status;
}

export function errorCodeName(value: number): ErrorCodeName | undefined {
  return byValue.get(value);
}
