import { type Lang, langFromHeader } from '@portal/contract';
import type { FastifyRequest } from 'fastify';

/** The language a request is answered in: Chinese when its Accept-Language starts with zh, else English. */
export function requestLang(request: FastifyRequest): Lang {
  return langFromHeader(request.headers['accept-language']);
}
