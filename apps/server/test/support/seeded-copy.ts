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
  made: Promise<Template>;
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
  return copyOf(await (await currentSeed(postgres, seed)).made, postgres);
}

/** The worker's migrated database with no data, made once: migrations do not change during a run. */
let migrated: Promise<Template> | undefined;

/**
 * A copy of a database migrated once per test worker by `migrate` and holding no data: for an app
 * that seeds its own (a clock of its own dates the demo data). Copying skips the 40-odd migrations
 * each such app ran again, most of a second on PostgreSQL.
 */
export async function migratedCopy(
  postgres: PostgresTarget,
  migrate: (target: TestDatabase) => Promise<void>,
): Promise<TestDatabase> {
  migrated ??= makeTemplate(postgres, 'portal-migrated-', migrate);
  const made = migrated;
  made.catch(() => {
    if (migrated === made) migrated = undefined;
  });
  return copyOf(await made, postgres);
}

interface Template {
  dataDir: string;
  template: string | null;
  drop: () => Promise<void>;
}

/** A data folder and database of their own, copied from `source`. */
async function copyOf(source: Template, postgres: PostgresTarget): Promise<TestDatabase> {
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
  const current: Seeded = { made: makeTemplate(postgres, 'portal-seeded-', seed), day: utcDay(now), startedAt: now };
  seeded = current;
  // A seed that failed is not kept: the next test seeds again instead of failing with its error.
  current.made.catch(() => {
    if (seeded === current) seeded = undefined;
  });
  if (previous) await (await previous.made.catch(() => null))?.drop();
  return current;
}

/**
 * A template made by `make` (which boots a server on the target it is given, or migrates it, and
 * closes it): a data folder and, on PostgreSQL, a database the copies are made from.
 */
async function makeTemplate(
  postgres: PostgresTarget,
  prefix: string,
  make: (target: TestDatabase) => Promise<void>,
): Promise<Template> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = postgres ? await createPostgresDatabase(postgres, { prefix: SEEDED_PREFIX }) : null;
  const drop = async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // The server closes its connections before returning: PostgreSQL copies only a database nobody uses.
  await make({ dataDir, databaseUrl: database?.url ?? null, drop });
  return { dataDir, template: database?.name ?? null, drop };
}
