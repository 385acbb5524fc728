import { MAX_API_KEYS } from '../../../../packages/contract/src/operations/api-key';
import {
  INBOUND_BOXES_MAX,
  INBOUND_INSURANCE_RATE_PERMILLE,
  INBOUND_LINES_MAX,
  INBOUND_REMARK_MAX,
  INBOUND_VOLUME_DECIMALS,
} from '../../../../packages/contract/src/operations/inbound/booking-input';
import {
  NOTE_MAX,
  ORDER_BATCH_MAX,
  ORDER_LINES_MAX,
  PLATFORM_ORDER_NO_MAX,
} from '../../../../packages/contract/src/operations/order/order-fields';
import { LABELS_MAX } from '../../../../packages/contract/src/operations/product/files';
import {
  PACKAGE_COMPONENTS_MAX,
  PACKAGE_UNITS_MIN,
} from '../../../../packages/contract/src/operations/product/packages';
import { SHOP_CONNECTION_MAX } from '../../../../packages/contract/src/operations/shop/connection-input';
import { STORAGE_FREE_DAYS } from '../../../../packages/contract/src/operations/storage-fee/storage-fee-fields';
import { INVITATION_TTL_DAYS } from '../../../../packages/contract/src/operations/sub-account';
import {
  TOP_UP_CREDIT_TIME,
  TOP_UP_REMARK_MAX,
  VOUCHER_MAX_BYTES,
} from '../../../../packages/contract/src/operations/top-up/top-up-fields';
import { WARNING_EMAIL_MAX } from '../../../../packages/contract/src/operations/warning-email';
import {
  WEBHOOK_ENDPOINT_MAX,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from '../../../../packages/contract/src/operations/webhook';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../../packages/contract/src/rules/account';
import { CURRENCIES } from '../../../../packages/contract/src/rules/account-values';
import { IMPORT_FILE_MAX_BYTES, IMPORT_ROWS_MAX } from '../../../../packages/contract/src/rules/import-files';
import {
  BARCODE_ADVISED_MAX,
  BARCODE_MAX,
  BATCH_SEARCH_MAX,
  CATEGORY_MAX,
  CONSUMABLES_MAX,
  EXPORT_MAX,
  HS_CODE_MAX_DIGITS,
  HS_CODE_MIN_DIGITS,
  MONEY_DECIMALS,
  SKU_IMAGE_MAX_BYTES,
  SKU_MAX,
} from '../../../../packages/contract/src/rules/sku';

type Localized = { en: string; zh_CN: string };
export type HelpValue = number | string | Localized;

const MB = 1024 * 1024;

/**
 * Every number a help article states, by the name it writes between double braces (`{{SKU_MAX}}`):
 * the contract's own constants, so a changed limit changes the guides at the next build. An article
 * may not write a digit of its own (help-articles.test.ts); a number it needs is added here, from
 * the constant the product checks.
 */
export const HELP_VALUES: Record<string, HelpValue> = {
  SKU_MAX,
  BARCODE_MAX,
  BARCODE_ADVISED_MAX,
  HS_CODE_MIN_DIGITS,
  HS_CODE_MAX_DIGITS,
  SKU_IMAGE_MAX_MB: SKU_IMAGE_MAX_BYTES / MB,
  CATEGORY_MAX,
  CONSUMABLES_MAX,
  BATCH_SEARCH_MAX,
  EXPORT_MAX,
  LABELS_MAX,
  IMPORT_ROWS_MAX,
  IMPORT_FILE_MAX_MB: IMPORT_FILE_MAX_BYTES / MB,
  PACKAGE_UNITS_MIN,
  PACKAGE_COMPONENTS_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  INVITATION_TTL_DAYS,
  WARNING_EMAIL_MAX,
  MAX_API_KEYS,
  SHOP_CONNECTION_MAX,
  WEBHOOK_ENDPOINT_MAX,
  /** How long a failed delivery is retried, in whole days (the retry delays' sum). */
  WEBHOOK_RETRY_DAYS: Math.round(WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0) / 86_400),
  ORDER_LINES_MAX,
  ORDER_BATCH_MAX,
  NOTE_MAX,
  PLATFORM_ORDER_NO_MAX,
  INBOUND_LINES_MAX,
  INBOUND_BOXES_MAX,
  INBOUND_REMARK_MAX,
  INBOUND_VOLUME_DECIMALS,
  /** ‰ of the declared value. */
  INBOUND_INSURANCE_RATE_PERMILLE,
  STORAGE_FREE_DAYS,
  VOUCHER_MAX_MB: VOUCHER_MAX_BYTES / MB,
  TOP_UP_REMARK_MAX,
  TOP_UP_CREDIT_TIME,
  CURRENCIES: CURRENCIES.join(', '),
  MONEY_DECIMALS,
};

/** A value as an article in `lang` writes it. */
export function helpValueText(value: HelpValue, lang: 'en' | 'zh_CN'): string {
  if (typeof value === 'object') return value[lang];
  return typeof value === 'number' ? value.toLocaleString('en-US') : value;
}
