import type { ErrorCodeName, FieldError } from '@portal/contract';

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
