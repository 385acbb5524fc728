import type { FastifyInstance } from 'fastify';
import type { Readiness } from './health';

/**
 * While the instance drains, no connection outlives its reply, so clients reconnect to another instance
 * and the server can close as soon as the last reply is sent. Found under load: a reply in flight at
 * SIGTERM still said `keep-alive`, the client sent more on that socket, and the process waited the whole
 * shutdown time-out for it.
 */
export function closeConnectionsWhileDraining(server: FastifyInstance, readiness: Readiness): void {
  // Hooks with a callback, not async: every request runs them, and an async hook costs a promise and a turn.
  // Every reply written after the signal, those of requests already running included, says so.
  server.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // A reply whose headers left before the signal said keep-alive: its socket is closed once it is sent.
  server.addHook('onResponse', (request, reply, done) => {
    if (readiness.draining && !/close/i.test(String(reply.getHeader('connection') ?? ''))) request.raw.socket?.end();
    done();
  });
}

/** Turns the instance not-ready and closes the keep-alive connections that wait for no reply. */
export function startDraining(server: FastifyInstance, readiness: Readiness): void {
  readiness.draining = true;
  server.server.closeIdleConnections();
}
