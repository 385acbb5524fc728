import {
  type ErrorCodeName,
  errorMessage,
  type FieldError,
  type FieldProblem,
  formatMessage,
  type Lang,
  localizeIssues,
  localizeProblem,
  type MessageParam,
} from '@portal/contract';
import type { z } from 'zod';

export interface AppErrorOptions {
  /** What is wrong with which field, as message keys: worded in the request's language when sent. */
  fields?: FieldProblem[];
  /** Issues of a contract schema, worded the same way. */
  issues?: readonly z.core.$ZodIssue[];
  /** What blocks the request (SKU codes in use, …): named after the message and listed in `content.blockers`. */
  blockers?: string[];
  /** Values of the `{name}` placeholders in the code's own message ("Insufficient stock for SKU {sku}"). */
  params?: Record<string, MessageParam>;
  cause?: unknown;
  retryAfterSeconds?: number;
}

/**
 * A refusal the user should read: answered as `{ error_code, msg }` in the request's language. It
 * carries message keys and parameters, never words: the error handler localizes them.
 */
export class AppError extends Error {
  readonly code: ErrorCodeName;
  readonly fields: FieldProblem[];
  readonly issues: readonly z.core.$ZodIssue[];
  readonly blockers: string[];
  readonly params: Record<string, MessageParam>;
  /** Seconds until a refused request may succeed: sent as `Retry-After` (every 429 carries one). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCodeName, options: AppErrorOptions = {}) {
    super(code, { cause: options.cause });
    this.code = code;
    this.fields = options.fields ?? [];
    this.issues = options.issues ?? [];
    this.blockers = options.blockers ?? [];
    this.params = options.params ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The code's message in `lang` with its placeholders filled. */
  localizedMessage(lang: Lang): string {
    const params = Object.fromEntries(
      Object.entries(this.params).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]),
    );
    return formatMessage(errorMessage(this.code, lang), params);
  }

  /** The field messages in `lang`. */
  fieldErrors(lang: Lang): FieldError[] {
    return [...localizeIssues(this.issues, lang), ...this.fields.map((problem) => localizeProblem(problem, lang))];
  }
}

/** 'Operation too frequent', to be tried again after `seconds` (at least one). */
export function tooFrequent(seconds: number): AppError {
  return new AppError('TOO_FREQUENT', { retryAfterSeconds: Math.max(1, Math.ceil(seconds)) });
}
