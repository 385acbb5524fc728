import type { ErrorCodeName } from '@portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/app-error';
import { refusalReply } from './refusal-reply';

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
