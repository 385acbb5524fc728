import type { ErrorCodeName, FieldError } from '@portal/contract';

/** HTTP status sent with each reply code; the body is always the envelope. */
export const httpStatusFor: Record<ErrorCodeName, number> = {
  OK: 200,
  VALIDATION_FAILED: 400,
  PARAMETER_ERROR: 400,
  TOO_FREQUENT: 429,
  NOT_FOUND: 404,
  PERMISSION_DENIED: 403,
  LOGIN_FAILED: 400,
  EMAIL_EXISTS: 409,
  INVALID_FILE_TYPE: 400,
  UPLOAD_FAILED: 400,
  SESSION_EXPIRED: 401,
  FILE_TOO_LARGE: 413,
  PASSWORD_MISMATCH: 400,
  CURRENT_PASSWORD_WRONG: 400,
  RESET_LINK_INVALID: 400,
  ACCOUNT_DISABLED: 403,
  STAFF_KEY_INVALID: 401,
  SERVICE_NOT_CONFIGURED: 503,
  CONFLICT: 409,
  SKU_EXISTS: 409,
  UPC_EXISTS: 409,
  SKU_IN_USE: 409,
  SKU_HAS_STOCK: 409,
  SKU_NOT_FOUND: 404,
  NO_SELECTED_DATA: 400,
  NO_DATA_EXPORTED: 404,
  EXPORT_LIMIT: 400,
  SETTING_NOT_ENABLED: 403,
  TRANSLATION_NOT_CONFIGURED: 503,
  TRANSLATION_FAILED: 502,
  IMPORT_FILE_NAME: 400,
  IMPORT_FILE_UNREADABLE: 400,
  IMPORT_TOO_MANY_ROWS: 400,
  IMPORT_EMPTY: 400,
  SKU_IMMUTABLE: 400,
  FILE_TOO_COMPLEX: 422,
  WORK_TIMEOUT: 422,
  SERVER_BUSY: 503,
  STORAGE_QUOTA_EXCEEDED: 413,
  REQUEST_TIMEOUT: 408,
  REQUEST_TOO_LARGE: 413,
  INTERNAL_ERROR: 500,
};

/** A refusal the user should read: answered as `{ error_code, msg }` in the request's language. */
export class AppError extends Error {
  readonly code: ErrorCodeName;
  readonly fields: FieldError[];
  /** Seconds until a refused request may succeed: sent as `Retry-After` (every 429 carries one). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCodeName,
    options: { fields?: FieldError[]; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(code, { cause: options.cause });
    this.code = code;
    this.fields = options.fields ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** 'Operation too frequent', to be tried again after `seconds` (at least one). */
export function tooFrequent(seconds: number): AppError {
  return new AppError('TOO_FREQUENT', { retryAfterSeconds: Math.max(1, Math.ceil(seconds)) });
}
