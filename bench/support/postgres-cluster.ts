import { startPostgresCluster } from '../../apps/server/test/support/postgres-cluster';

/** DATABASE_URL, or a throw-away cluster removed by the answer's `stop`. */
export function postgresCluster(name: string): { url: string; stop: () => void } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined };
  return startPostgresCluster(name);
}
