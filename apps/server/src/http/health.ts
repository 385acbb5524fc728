import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { pingDatabase } from '../db/ping';

/** Whether the instance should still receive traffic: false from the moment it starts shutting down. */
export interface Readiness {
  draining: boolean;
}

/**
 * `/healthz` (liveness): the process answers; a load balancer or orchestrator restarts it when not.
 * `/readyz` (readiness): the database answers a query and the instance is not shutting down; a load
 * balancer sends traffic only while it says 200. Neither needs a session, neither is logged.
 */
export function registerHealth(server: FastifyInstance, db: Db, readiness: Readiness): void {
  server.get('/healthz', async () => ({ status: 'ok' }));
  server.get('/readyz', async (request, reply) => {
    if (readiness.draining) return reply.status(503).send({ status: 'draining' });
    try {
      await pingDatabase(db);
      // The signal may have come while the database answered.
      if (readiness.draining) return reply.status(503).send({ status: 'draining' });
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unavailable');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
}
