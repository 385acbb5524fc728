import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  fs.chmodSync(dir, 0o777);
  const asPostgres = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args])
      : execFileSync(cmd, args);
  const port = 20000 + Math.floor(Math.random() * 20000);
  asPostgres('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  asPostgres('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=300`,
  ]);
  project.provide('postgresAdminUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
    } catch {
      spawnSync('pkill', ['-f', dir]);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
