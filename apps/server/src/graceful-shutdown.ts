import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from './app';

export interface ShutdownOptions {
  delayMs: number;
  timeoutMs: number;
}

/**
 * SIGTERM (a rolling deploy) and SIGINT: /readyz turns 503 at once so the load balancer stops sending
 * traffic, idle keep-alive connections close and every later reply says `Connection: close`; scheduled
 * jobs stop (a running one is aborted, its lease given up). After `delayMs` the server stops accepting
 * connections, and as soon as the last reply is sent the database closes and the process exits 0. Requests still running after `timeoutMs` are abandoned
 * (exit 1) so a stuck request cannot hold a deploy forever.
 */
export function shutDownOnSignals(app: App, options: ShutdownOptions): void {
  let started = false;
  const shutDown = async (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    const log = app.server.log;
    app.startDraining();
    // No job starts while the instance drains; a running one is aborted and left due for another instance.
    const jobsStopped = app.core.jobs.stop();
    log.info({ signal, delayMs: options.delayMs }, 'shutting down');
    setTimeout(() => {
      log.error({ timeoutMs: options.timeoutMs }, 'requests still running at the shutdown time-out; exiting');
      process.exit(1);
    }, options.delayMs + options.timeoutMs).unref();
    await Promise.all([sleep(options.delayMs), jobsStopped]);
    await app.close();
    log.info('shut down');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (s) => void shutDown(s));
}
