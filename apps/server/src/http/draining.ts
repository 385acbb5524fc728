import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health';

/**
 * While the instance drains, no connection outlives its reply, so clients reconnect to another instance
 * and the server can close as soon as the last reply is sent. Found under load: a reply in flight at
 * SIGTERM still said `keep-alive`, the client sent more on that socket, and the process waited the whole
 * shutdown time-out for it.
 */
export function closeConnectionsWhileDraining(server: FastifyInstance, readiness: Readiness): void {
  // Every reply written after the signal, those of requests already running included, says so.
  server.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
  // A reply whose headers left before the signal said keep-alive: its socket is closed once it is sent.
  server.addHook('onResponse', async (request, reply) => {
    if (!readiness.draining || /close/i.test(String(reply.getHeader('connection') ?? ''))) return;
    request.raw.socket?.end();
  });
}

/** Turns the instance not-ready and closes the keep-alive connections that wait for no reply. */
export function startDraining(server: FastifyInstance, readiness: Readiness): void {
  readiness.draining = true;
  server.server.closeIdleConnections();
}
