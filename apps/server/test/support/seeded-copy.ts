import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, SEEDED_PREFIX } from './postgres-databases';

/** A data folder and, on PostgreSQL, a database of its own; `drop` removes both. */
export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | null;
  drop: () => Promise<void>;
}

/** On PostgreSQL, the admin URL of the cluster to make databases in; null on SQLite. */
export type PostgresTarget = string | null;

/** How old the seeded database may be before the next copy seeds a new one. */
const MAX_AGE_MS = 10 * 60_000;

interface Seeded {
  made: Promise<{ dataDir: string; template: string | null; drop: () => Promise<void> }>;
  day: string;
  startedAt: number;
}

/** One per test worker; a test file's apps start one after another. */
let seeded: Seeded | undefined;

function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * A copy of a migrated and demo-seeded database, seeded once per test worker by `seed` (which boots
 * a server on the target it is given and closes it). The seed runs the real order services and takes
 * a second or two on PostgreSQL, a copy a fraction of that, and hundreds of tests start on it.
 * A new seed is made each UTC day and every ten minutes, so the demo data a test sees is dated at
 * most that much before a fresh seed would date it, and never on another day.
 */
export async function seededCopy(
  postgres: PostgresTarget,
  seed: (target: TestDatabase) => Promise<void>,
): Promise<TestDatabase> {
  const source = await (await currentSeed(postgres, seed)).made;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  fs.cpSync(source.dataDir, dataDir, { recursive: true });
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!postgres || !source.template) return { dataDir, databaseUrl: null, drop: async () => removeDir() };
  const copy = await createPostgresDatabase(postgres, { template: source.template });
  return {
    dataDir,
    databaseUrl: copy.url,
    drop: async () => {
      await copy.drop();
      removeDir();
    },
  };
}

/** The worker's seed, started again when it is too old or the last one failed. */
async function currentSeed(postgres: PostgresTarget, seed: (target: TestDatabase) => Promise<void>): Promise<Seeded> {
  const now = Date.now();
  if (seeded && seeded.day === utcDay(now) && now - seeded.startedAt <= MAX_AGE_MS) return seeded;
  const previous = seeded;
  const current: Seeded = { made: makeSeeded(postgres, seed), day: utcDay(now), startedAt: now };
  seeded = current;
  // A seed that failed is not kept: the next test seeds again instead of failing with its error.
  current.made.catch(() => {
    if (seeded === current) seeded = undefined;
  });
  if (previous) await (await previous.made.catch(() => null))?.drop();
  return current;
}

async function makeSeeded(postgres: PostgresTarget, seed: (target: TestDatabase) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seeded-'));
  const database = postgres ? await createPostgresDatabase(postgres, { prefix: SEEDED_PREFIX }) : null;
  const drop = async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // The seeding server closes its connections before returning: PostgreSQL copies only a database nobody uses.
  await seed({ dataDir, databaseUrl: database?.url ?? null, drop });
  return { dataDir, template: database?.name ?? null, drop };
}
