import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Names of the seeded databases new ones are copied from; the global setup drops any left at the end. */
export const SEEDED_PREFIX = 'seeded_';

export async function adminQuery(adminUrl: string, statement: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query<{ datname?: string }>(statement);
    return result.rows.map((row) => row.datname ?? '');
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own, empty or a copy of `template` (a database nobody is connected to);
 * `drop` removes it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  { template, prefix = 't_' }: { template?: string; prefix?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}${randomUUID().replaceAll('-', '')}`;
  // FILE_COPY copies the template's files whole: PostgreSQL 15's default (WAL_LOG) writes every page
  // to the write-ahead log, 3× slower for the 13 MB seeded database on a cluster without fsync.
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template} strategy file_copy` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
