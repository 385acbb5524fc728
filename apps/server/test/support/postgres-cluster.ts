import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL cluster in a temp folder (initdb, fsync off, trust on 127.0.0.1, a random
 * port), for the api-postgres project when CI gives none and for the benches. As root it runs as the
 * `postgres` user. `stop` stops it and removes the folder.
 */
export function startPostgresCluster(name: string): { url: string; stop: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-pg-`));
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
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      } catch {
        spawnSync('pkill', ['-f', dir]);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
