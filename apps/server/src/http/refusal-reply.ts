import { ErrorCode, type ErrorCodeName, errorMessage, errorStatus, type FieldError } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../kernel/app-error';
import { requestLang } from './request-lang';

/** The wait a 429 names when its limit does not know its own window. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** A refusal as it is sent: status, the envelope in the request's language, and how long to wait before retrying. */
export function refusalReply(
  request: FastifyRequest,
  code: ErrorCodeName,
  error?: AppError,
): { status: number; body: { error_code: number; msg: string; content: unknown }; retryAfterSeconds?: number } {
  const lang = requestLang(request);
  const fields = error?.fieldErrors(lang) ?? [];
  const blockers = error?.blockers ?? [];
  let msg = error ? error.localizedMessage(lang) : errorMessage(code, lang);
  if (fields.length) msg = `${msg}: ${describeFields(fields)}`;
  if (blockers.length) msg = `${msg}: ${blockers.join(', ')}`;
  if (code === 'INTERNAL_ERROR') msg = `${msg} (${request.id})`;
  // Every 429 says when to retry: a refusal without its own wait (a limit that does not know its window) asks for a minute.
  const retryAfterSeconds =
    code === 'TOO_FREQUENT' ? (error?.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) : error?.retryAfterSeconds;
  const content = fields.length ? { errors: fields } : blockers.length ? { blockers } : null;
  return {
    status: errorStatus(code),
    body: { error_code: ErrorCode[code], msg, content },
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
}

function describeFields(fields: FieldError[]): string {
  return fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ');
}
