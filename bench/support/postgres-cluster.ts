import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * DATABASE_URL, or a throw-away cluster in a temp folder (initdb, fsync off, trust on 127.0.0.1),
 * removed by the answer's `stop`. As root the cluster runs as the `postgres` user.
 */
export function postgresCluster(name: string): { url: string; stop: () => void } {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined };
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
    `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
