import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSPORT_STATUSES } from './core/error-codes';
import { ERROR_CATALOGUES, ErrorCode, errorCodeName, errorMessage, errorStatus } from './error-catalogue';

const OPERATIONS = path.join(import.meta.dirname, 'operations');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('error catalogue', () => {
  const catalogues = Object.entries(ERROR_CATALOGUES) as [string, Record<string, { code: number }>][];

  it('gathers every area errors file (operations/<area>/errors.ts)', () => {
    const files = fs
      .readdirSync(OPERATIONS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(OPERATIONS, entry.name, 'errors.ts')))
      .map((entry) => entry.name)
      .sort();
    const gathered = catalogues.map(([area]) => area).filter((area) => area !== 'core');
    expect(gathered.map(kebab).sort()).toEqual(files);
  });

  it('declares each name and each number once', () => {
    const names = catalogues.flatMap(([, errors]) => Object.keys(errors));
    const codes = catalogues.flatMap(([, errors]) => Object.values(errors).map((error) => error.code));
    expect(names.length).toBe(new Set(names).size);
    expect(codes.length).toBe(new Set(codes).size);
    expect(Object.keys(ErrorCode).length).toBe(names.length);
  });

  it('keeps the numbers the web and API clients already know', () => {
    expect(ErrorCode).toEqual({
      OK: 0,
      VALIDATION_FAILED: 1001,
      PARAMETER_ERROR: 1002,
      TOO_FREQUENT: 1003,
      NOT_FOUND: 1004,
      PERMISSION_DENIED: 1005,
      LOGIN_FAILED: 1006,
      EMAIL_EXISTS: 1007,
      INVALID_FILE_TYPE: 1008,
      UPLOAD_FAILED: 1009,
      SESSION_EXPIRED: 1010,
      FILE_TOO_LARGE: 1011,
      PASSWORD_MISMATCH: 1012,
      CURRENT_PASSWORD_WRONG: 1013,
      RESET_LINK_INVALID: 1014,
      ACCOUNT_DISABLED: 1015,
      STAFF_KEY_INVALID: 1016,
      SERVICE_NOT_CONFIGURED: 1017,
      CONFLICT: 1018,
      SKU_EXISTS: 1019,
      UPC_EXISTS: 1020,
      SKU_IN_USE: 1021,
      SKU_HAS_STOCK: 1022,
      SKU_NOT_FOUND: 1023,
      NO_SELECTED_DATA: 1024,
      NO_DATA_EXPORTED: 1025,
      EXPORT_LIMIT: 1026,
      SETTING_NOT_ENABLED: 1027,
      TRANSLATION_NOT_CONFIGURED: 1028,
      TRANSLATION_FAILED: 1029,
      IMPORT_FILE_NAME: 1030,
      IMPORT_FILE_UNREADABLE: 1031,
      IMPORT_TOO_MANY_ROWS: 1032,
      IMPORT_EMPTY: 1033,
      SKU_IMMUTABLE: 1034,
      PACKAGE_EXISTS: 1045,
      PACKAGE_ON_OPEN_ORDERS: 1046,
      PACKAGING_EXISTS: 1050,
      PACKAGING_HAS_STOCK: 1052,
      PACKAGING_ON_OPEN_ORDERS: 1053,
      PACKAGING_ON_OPEN_BOOKINGS: 1054,
      ORDER_NOT_FOUND: 1100,
      ORDER_NO_EXISTS: 1101,
      ORDER_NOT_EDITABLE: 1102,
      ORDER_NOT_SUBMITTABLE: 1103,
      ORDERS_MIXED_WAREHOUSES: 1104,
      WAREHOUSE_BEFORE_METHOD: 1105,
      ORDER_NOT_CANCELABLE: 1106,
      ORDER_NOT_DELETABLE: 1107,
      EXCEPTION_NOT_OPEN: 1108,
      ORDER_EXPORT_LIMIT: 1109,
      COPY_FAILED: 1110,
      SERVICES_UNAVAILABLE: 1111,
      SERVICE_NOT_QUOTED: 1112,
      ADDRESS_TYPE_LOCKED: 1113,
      INTERCEPTION_PENDING: 1114,
      ORDER_TRANSITION_REFUSED: 1115,
      INTERCEPTION_NOT_REQUESTED: 1117,
      FILE_TOO_COMPLEX: 1060,
      WORK_TIMEOUT: 1061,
      SERVER_BUSY: 1062,
      STORAGE_QUOTA_EXCEEDED: 1063,
      API_KEY_MISSING: 1300,
      API_KEY_INVALID: 1301,
      IDEMPOTENCY_KEY_INVALID: 1302,
      IDEMPOTENCY_KEY_REUSED: 1303,
      IDEMPOTENCY_KEY_IN_PROGRESS: 1304,
      API_KEY_SCOPE_MISSING: 1305,
      API_KEY_NOT_FOUND: 1310,
      API_KEY_NAME_TAKEN: 1311,
      API_KEY_LIMIT_REACHED: 1312,
      API_KEY_SCOPE_NOT_HELD: 1313,
      JOB_NOT_FOUND: 1320,
      JOB_RUNNING: 1321,
      INSUFFICIENT_PACKAGING: 1051,
      INSUFFICIENT_STOCK: 1250,
      STOCK_COUNT_BELOW_LOCKED: 1251,
      STORAGE_CHARGE_NOT_FOUND: 1640,
      STORAGE_WAREHOUSE_NOT_FOUND: 1641,
      STORAGE_CUSTOMER_NOT_FOUND: 1642,
      STORAGE_TIERS_REPEATED: 1643,
      STORAGE_DAY_NOT_OVER: 1644,
      INSUFFICIENT_BALANCE: 1280,
      FEE_ALREADY_CHARGED: 1281,
      NO_SHIPPING_OPTIONS: 1200,
      SHIPPING_METHOD_UNAVAILABLE: 1201,
      SHIPPING_METHOD_NOT_FOUND: 1202,
      SHIPPING_METHOD_WAREHOUSE_FIXED: 1203,
      SHIPPING_METHOD_HAS_NO_RATES: 1204,
      SURCHARGE_NOT_FOUND: 1205,
      SERIAL_NUMBER_EXISTS: 1340,
      SERIAL_ALIAS_EXISTS: 1341,
      SERIAL_NUMBER_NOT_FOUND: 1342,
      SERIAL_NUMBER_OTHER_SKU: 1343,
      SERIAL_NUMBER_BOUND: 1344,
      SERIAL_NUMBER_SKU_NOT_ON_ORDER: 1345,
      SERIAL_NUMBER_TOO_MANY: 1346,
      LOSS_ORDER_NOT_FOUND: 1390,
      LOSS_ORDER_CLOSED: 1391,
      LOSS_ORDER_RECOUNT_BEFORE_SHELVING: 1392,
      TOP_UP_NOT_FOUND: 1440,
      TOP_UP_NOT_PENDING: 1441,
      VOUCHER_DUPLICATE: 1442,
      VOUCHER_INVALID: 1443,
      VOUCHER_TOO_LARGE: 1444,
      NO_RECEIVING_ACCOUNT: 1445,
      PAYMENT_DATE_FUTURE: 1446,
      EXCHANGE_RATE_MISSING: 1447,
      VOUCHER_ACTIVE_CONTENT: 1448,
      BILLING_TRANSACTION_NOT_FOUND: 1460,
      STATEMENT_MONTH_INVALID: 1461,
      STATEMENT_MONTH_NOT_CLOSED: 1462,
      STATEMENT_TOO_LARGE: 1463,
      INBOUND_NOT_FOUND: 1360,
      INBOUND_NOT_EDITABLE: 1361,
      INBOUND_NOT_WITHDRAWABLE: 1362,
      INBOUND_NOT_DELETABLE: 1363,
      INBOUND_STEP_REFUSED: 1364,
      INBOUND_BOX_UNKNOWN: 1365,
      INBOUND_SKU_NOT_BOOKED: 1366,
      INBOUND_QUANTITY_OVER: 1367,
      INBOUND_RATE_WAREHOUSE_NOT_FOUND: 1670,
      INVITATION_INVALID: 1701,
      INVITATION_NOT_PENDING: 1702,
      SUB_ACCOUNT_INVITED: 1703,
      OPERATION_LOG_NOT_FOUND: 1711,
      WARNING_EMAIL_DISABLED: 1721,
      EVALUATION_ALREADY_GIVEN: 1731,
      SURVEY_CLOSED: 1741,
      SURVEY_CAMPAIGN_NOT_FOUND: 1742,
      SURVEY_CAMPAIGN_ALREADY_OPEN: 1743,
      SURVEY_CAMPAIGN_ALREADY_CLOSED: 1744,
      GUIDELINE_WAREHOUSE_UNKNOWN: 1751,
      WEBHOOK_URL_NOT_ALLOWED: 1781,
      WEBHOOK_ENDPOINT_LIMIT: 1782,
      SHOP_CONNECTION_NOT_FOUND: 1800,
      SHOP_CONNECTION_LIMIT: 1801,
      SHOP_CONNECTION_NAME_TAKEN: 1802,
      SHOP_URL_NOT_ALLOWED: 1803,
      SHOP_NOT_CALLED: 1804,
      SHOP_CONNECTION_NOT_ACTIVE: 1805,
      SHOP_SKU_UNKNOWN: 1806,
      SHOP_SKU_MAPPING_NOT_FOUND: 1807,
      SHOP_ORDER_NOT_FOUND: 1808,
      SHOP_ORDER_ALREADY_IMPORTED: 1809,
      SHOP_LINE_UNMAPPED: 1810,
      SHOP_LINE_WITHOUT_SKU: 1811,
      REQUEST_TIMEOUT: 1408,
      REQUEST_TOO_LARGE: 1413,
      INTERNAL_ERROR: 1500,
      PARCEL_NOT_FOUND: 1960,
      PARCEL_NOT_EDITABLE: 1961,
      PARCEL_NOT_CANCELABLE: 1962,
      PARCEL_NOT_INTERCEPTABLE: 1963,
      PARCEL_INTERCEPTION_PENDING: 1964,
      PARCEL_STEP_REFUSED: 1965,
      PARCEL_EXCEPTION_NOT_OPEN: 1966,
      PARCEL_REF_TAKEN: 1967,
      SENDER_NOT_FOUND: 1968,
      SENDERS_FULL: 1969,
      PARCEL_MEASURES_MISMATCH: 1970,
      PARCEL_INTERCEPTION_NOT_REQUESTED: 1971,
    });
  });

  it('finds a code by number, its messages and its status wherever it is declared', () => {
    expect(errorCodeName(1021)).toBe('SKU_IN_USE');
    expect(errorMessage('TRANSLATION_FAILED', 'zh_CN')).toBe('翻译失败，请稍后重试');
    expect(errorStatus('SESSION_EXPIRED')).toBe(401);
    expect(errorCodeName(999)).toBeUndefined();
  });

  it('sends business refusals with HTTP 200; only transport refusals keep a status of their own', () => {
    const names = Object.keys(ErrorCode) as (keyof typeof ErrorCode)[];
    const transport = names.filter((name) => errorStatus(name) !== 200);
    for (const name of transport) expect(TRANSPORT_STATUSES).toContain(errorStatus(name));
    expect(Object.fromEntries(transport.map((name) => [name, errorStatus(name)]))).toEqual({
      TOO_FREQUENT: 429,
      STORAGE_CHARGE_NOT_FOUND: 404,
      SURVEY_CAMPAIGN_NOT_FOUND: 404,
      NOT_FOUND: 404,
      PERMISSION_DENIED: 403,
      SESSION_EXPIRED: 401,
      FILE_TOO_LARGE: 413,
      ACCOUNT_DISABLED: 403,
      STAFF_KEY_INVALID: 401,
      SERVICE_NOT_CONFIGURED: 503,
      SKU_NOT_FOUND: 404,
      LOSS_ORDER_NOT_FOUND: 404,
      TOP_UP_NOT_FOUND: 404,
      BILLING_TRANSACTION_NOT_FOUND: 404,
      SETTING_NOT_ENABLED: 403,
      ORDER_NOT_FOUND: 404,
      PARCEL_NOT_FOUND: 404,
      TRANSLATION_NOT_CONFIGURED: 503,
      TRANSLATION_FAILED: 502,
      SERVER_BUSY: 503,
      API_KEY_MISSING: 401,
      API_KEY_INVALID: 401,
      IDEMPOTENCY_KEY_REUSED: 422,
      IDEMPOTENCY_KEY_IN_PROGRESS: 409,
      API_KEY_SCOPE_MISSING: 403,
      API_KEY_NOT_FOUND: 404,
      JOB_NOT_FOUND: 404,
      INBOUND_NOT_FOUND: 404,
      REQUEST_TIMEOUT: 408,
      REQUEST_TOO_LARGE: 413,
      INTERNAL_ERROR: 500,
      SHIPPING_METHOD_NOT_FOUND: 404,
      SURCHARGE_NOT_FOUND: 404,
      SHOP_CONNECTION_NOT_FOUND: 404,
      SHOP_SKU_MAPPING_NOT_FOUND: 404,
      SHOP_ORDER_NOT_FOUND: 404,
    });
  });
});
