import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that time the server against the wall clock (`*.timing.test.ts`): `npm run test:api` runs
 * them after the others and one file at a time, so what they measure is the server under the load
 * they make, not the other test files sharing the machine's cores.
 */
const TIMING_TESTS = 'apps/server/test/**/*.timing.test.ts';

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
  return [
    { test: { ...shared, name: `${prefix}-sqlite`, env: { TEST_DB_ENGINE: 'sqlite' } } },
    {
      test: {
        ...shared,
        name: `${prefix}-postgres`,
        env: { TEST_DB_ENGINE: 'postgres' },
        globalSetup: ['apps/server/test/support/postgres-global-setup.ts'],
      },
    },
  ];
}

/** One runner: `npm run test:unit` and `npm run test:api` pick their projects. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/scripts/**/*.test.ts',
            'tools/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
        },
      },
      './apps/web/vitest.config.ts',
      ...apiProjects('api', { exclude: [TIMING_TESTS] }),
      ...apiProjects('timing', { include: [TIMING_TESTS] }),
    ],
  },
});
