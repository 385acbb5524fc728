import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { ErrorCode, type ErrorCodeName, errorMessage, langFromHeader } from '@portal/contract';
import type { ConnectionError, FastifyInstance, FastifyRequest } from 'fastify';

/** How long requests may take to arrive, and how long a connection may sit idle. */
export interface TransportLimits {
  /** A request that is not a file upload must have arrived whole within this (headers and body). */
  bodyTimeoutMs: number;
  /** Any request, uploads included, must have arrived whole within this (Node's requestTimeout). */
  uploadTimeoutMs: number;
}

/** Headers must arrive within this: a client that trickles them holds a socket and parser state. */
const HEADERS_TIMEOUT_MS = 15_000;

/** Fastify's server options for the limits, with refusals of the HTTP parser answered in the envelope. */
export function transportOptions(limits: TransportLimits) {
  return {
    requestTimeout: limits.uploadTimeoutMs,
    // Socket inactivity in either direction; replies are bounded well below it.
    connectionTimeout: limits.uploadTimeoutMs,
    http: { headersTimeout: HEADERS_TIMEOUT_MS },
    clientErrorHandler: answerClientError,
  };
}

/** Parser-level failures to reply codes: too-large headers, a request that took too long, anything else malformed. */
function clientErrorReply(code: string | undefined): { status: number; name: ErrorCodeName } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, name: 'REQUEST_TOO_LARGE' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, name: 'REQUEST_TIMEOUT' };
  return { status: 400, name: 'PARAMETER_ERROR' };
}

/**
 * Node answers these before any route (and before Fastify) sees the request: the reply is written on
 * the socket by hand, still as the envelope and in the client's language when its headers got that far.
 */
function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error));
}

/** The raw HTTP response to a request the parser refused. */
export function clientErrorResponse(error: { code?: string; rawPacket?: unknown }): string {
  const { status, name } = clientErrorReply(error.code);
  // Typed as JSON, but Node hands over the chunk it refused: the language when its header is in it.
  const raw: unknown = error.rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const lang = langFromHeader(/\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]);
  const body = JSON.stringify({ error_code: ErrorCode[name], msg: errorMessage(name, lang), content: null });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`
  );
}

function isUpload(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').startsWith('multipart/form-data');
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Found: a body sent one byte every 5 s held its connection for more than 330 s. A body that is not a
 * file upload must arrive within `bodyTimeoutMs`; then the request is refused with 408 in the envelope
 * and the connection closed. Uploads are bounded by `uploadTimeoutMs` for the whole request.
 */
export function limitBodyTime(server: FastifyInstance, limits: TransportLimits): void {
  // Found: a multipart body sent to a route that takes no file (sign-in, say) was answered at once,
  // then Node kept reading the rest of it to reuse the connection, for as long as an upload may take.
  // A reply sent before its request arrived whole closes the connection instead.
  // Hooks with a callback, not async: every request runs them, and an async hook costs a promise and a turn.
  server.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
    done(null, payload);
  });
  server.addHook('preParsing', (request, reply, payload, done) => {
    if (!hasBody(request) || isUpload(request)) {
      done(null, payload);
      return;
    }
    const timed = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(timed);
      reply.header('connection', 'close');
      timed.destroy(Object.assign(new Error('request body timed out'), { statusCode: 408 }));
    }, limits.bodyTimeoutMs);
    const stop = () => clearTimeout(timer);
    timed.once('end', stop);
    timed.once('close', stop);
    // Refused before the body was read to its end (too large, say): nothing is left to time.
    reply.raw.once('close', stop);
    done(null, payload.pipe(timed));
  });
}
