import { SHIPSTATION_ENDPOINT_PATH } from '@portal/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../../kernel/app-error';
import { type ShipStationEndpoint, ShipStationRefusal } from './shipstation-endpoint';

/** A ship notice is a few hundred bytes (with its items a few KB): a body past this is no notice. */
export const SHIP_NOTICE_MAX_BYTES = 64 * 1024;

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

function refuse(reply: FastifyReply, status: number, message: string) {
  if (status === 401) reply.header('www-authenticate', 'Basic realm="ShipStation Custom Store", charset="UTF-8"');
  return reply.status(status).header('cache-control', 'no-store').type(TEXT).send(message);
}

/**
 * ShipStation's Custom Store endpoint at `SHIPSTATION_ENDPOINT_PATH`, outside the contract: its
 * request and reply are ShipStation's (XML and plain text, HTTP Basic), not the portal's envelope, so
 * it has its own plugin like the uploads' file route. In its scope a body of any type is read as text
 * up to `SHIP_NOTICE_MAX_BYTES`, and every refusal is answered in plain text: a body too large or
 * unreadable is 400, a login refused 401 with `WWW-Authenticate: Basic`, too many calls 429 with
 * `Retry-After`; the unexpected is logged and answered 500.
 */
export const serveShipStation: FastifyPluginAsync<{ endpoint: ShipStationEndpoint }> = async (app, { endpoint }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: SHIP_NOTICE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: Error, request, reply) => {
    if (error instanceof ShipStationRefusal) return refuse(reply, error.status, error.message);
    if (error instanceof AppError && error.code === 'TOO_FREQUENT') {
      reply.header('retry-after', String(error.retryAfterSeconds ?? 1));
      return refuse(reply, 429, 'Too many requests: try again later');
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return refuse(reply, 400, `The body is larger than ${SHIP_NOTICE_MAX_BYTES / 1024} KB`);
    if (status === 408) return refuse(reply, 408, 'The request took too long to arrive');
    if (status >= 400 && status < 500) return refuse(reply, 400, 'Unreadable request');
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return refuse(reply, 500, 'The portal failed to answer; ShipStation may try again');
  });

  const login = (request: FastifyRequest) => endpoint.admit(request.headers.authorization, request.ip);
  app.get(SHIPSTATION_ENDPOINT_PATH, async (request, reply) => {
    const connection = await login(request);
    const xml = await endpoint.export(connection, request.query as Record<string, unknown>);
    return reply.header('cache-control', 'no-store').type(XML).send(xml);
  });
  app.post(SHIPSTATION_ENDPOINT_PATH, async (request, reply) => {
    const connection = await login(request);
    const message = await endpoint.shipNotify(connection, request.query as Record<string, unknown>, request.body);
    return reply.header('cache-control', 'no-store').type(TEXT).send(message);
  });
};
