import { ErrorCode, type ErrorCodeName, errorMessage, errorStatus } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/app-error';
import { describeFields, requestLang } from './register-routes';

const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** No reply leaves the server outside the envelope: refusals in the user's language, crashes logged with the request id. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error);
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 408) return sendError(request, reply, 'REQUEST_TIMEOUT');
    if (status === 413) {
      const bodyTooLarge = 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
      return sendError(request, reply, bodyTooLarge ? 'REQUEST_TOO_LARGE' : 'FILE_TOO_LARGE');
    }
    if (status === 429) return sendError(request, reply, 'TOO_FREQUENT', new AppError('TOO_FREQUENT'));
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'rejected request');
      return sendError(request, reply, 'PARAMETER_ERROR');
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendError(request, reply, 'INTERNAL_ERROR');
  });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCodeName, error?: AppError) {
  const refusal = refusalReply(request, code, error);
  if (refusal.retryAfterSeconds !== undefined) reply.header('retry-after', String(refusal.retryAfterSeconds));
  return reply.status(refusal.status).send(refusal.body);
}

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
