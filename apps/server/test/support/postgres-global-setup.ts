import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster';
import { adminQuery, SEEDED_PREFIX } from './postgres-databases';

/**
 * PostgreSQL for the api-postgres project: TEST_DATABASE_URL when given (CI starts a cluster),
 * otherwise a throw-away cluster in a temp folder, stopped when the run ends.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    // The given cluster outlives the run: leave it without the workers' seeded databases.
    return async () => {
      const templates = await adminQuery(
        given,
        `select datname from pg_database where datname like '${SEEDED_PREFIX}%'`,
      );
      for (const name of templates) await adminQuery(given, `drop database if exists ${name} with (force)`);
    };
  }
  const cluster = startPostgresCluster('api');
  project.provide('postgresAdminUrl', cluster.url);
  return cluster.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
