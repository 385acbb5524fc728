import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that time the server against the wall clock (`*.timing.test.ts`): `npm run test:api` runs
 * them after the others and one file at a time, so what they measure is the server under the load
 * they make, not the other test files sharing the machine's cores.
 */
const TIMING_TESTS = 'apps/server/test/**/*.timing.test.ts';

/**
 * API test files that run on SQLite only (project api-sqlite), not again on PostgreSQL. A file is
 * here when what it asserts does not depend on the database engine (HTTP headers and statuses of the
 * transport, the OpenAPI document and route table, static files, request bodies, logs, mail, PDFs,
 * a translation service) and the queries it makes are ones files run on both engines also make (sign-up,
 * sessions, SKUs, uploads). A file whose assertions reach engine-specific behaviour stays on both:
 * a unique-key refusal (http-status), rate-limit or session bookkeeping (retry-after, session-touch),
 * the database's readiness or shutdown (health, graceful-shutdown). Of the timing files, the two
 * that time work in worker threads (password hashing, shipping-mark PDFs) run here; the one timing a
 * 5,000-row import, which writes through the engine, runs on both. docs/ARCHITECTURE.md ("Tests").
 */
export const SQLITE_ONLY_API_TESTS = [
  'document-warm-up',
  'hashing-load.timing',
  'http-hardening',
  'https-headers',
  'inbound-documents.timing',
  'log-redaction',
  'mail',
  'openapi',
  'parcel-documents',
  'product-labels',
  'served-routes',
  'static-web-app',
  'translate',
  'upload',
  'upload-body-time',
].map((name) => `apps/server/test/${name}.test.ts`);

// A renamed or removed file would leave a stale name here: the list names files that exist.
for (const file of SQLITE_ONLY_API_TESTS) {
  if (!fs.existsSync(new URL(file, import.meta.url))) throw new Error(`SQLITE_ONLY_API_TESTS: no ${file}`);
}

/** Where the unit project's tests live (`tools/test-rules` holds them to what sharing modules asks). */
export const UNIT_TEST_ROOTS = [
  'packages/contract/src',
  'apps/server/src',
  'apps/server/scripts',
  'tools',
  'apps/web/build',
];

/** The API tests of one kind on each engine: `<prefix>-sqlite` and `<prefix>-postgres`. */
function apiProjects(prefix: string, files: { include?: string[]; exclude?: string[] }) {
  const shared = {
    environment: 'node' as const,
    include: files.include ?? ['apps/server/test/**/*.test.ts'],
    exclude: files.exclude ?? [],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default (one worker fewer than the cores) leaves a 2-core CI machine one worker: the
    // API tests spend much of their time waiting on the database and worker threads, so two overlap
    // well. Unit tests keep the default: some time worker threads against their limits.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The files of a worker share its modules: importing the server took 4 s per file, more than most
    // files' tests. Safe because the server's module scope holds only caches of what never changes
    // (several instances share one database); each test builds its own app on its own database.
    isolate: false,
  };
  // Removes the server bundles the run's workers built (their own exit handlers do not run).
  const bundles = 'apps/server/test/support/bundle-global-setup.ts';
  return [
    { test: { ...shared, name: `${prefix}-sqlite`, env: { TEST_DB_ENGINE: 'sqlite' }, globalSetup: [bundles] } },
    {
      test: {
        ...shared,
        name: `${prefix}-postgres`,
        exclude: [...shared.exclude, ...SQLITE_ONLY_API_TESTS],
        env: { TEST_DB_ENGINE: 'postgres' },
        globalSetup: [bundles, 'apps/server/test/support/postgres-global-setup.ts'],
      },
    },
  ];
}

// The web project's config imports the contract's TypeScript source (the help articles' build
// plugin states its constants), which Vite's bundling config loader reads and its future native
// loader would not: its compatibility notice, a hundred lines per run, says nothing to act on here.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= '1';

/** One runner: `npm run test:unit` and `npm run test:api` pick their projects. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The files share their worker's modules: half the project's CPU time went to importing
          // the same server and contract modules again per file (75 s → 37 s). Safe because no
          // unit test mocks a module or stubs the environment or a global
          // (tools/test-rules/shared-unit-modules.test.ts).
          isolate: false,
          include: UNIT_TEST_ROOTS.map((root) => `${root}/**/*.test.ts`),
        },
      },
      './apps/web/vitest.config.ts',
      ...apiProjects('api', { exclude: [TIMING_TESTS] }),
      ...apiProjects('timing', { include: [TIMING_TESTS] }),
    ],
  },
});
