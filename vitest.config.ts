import { defineConfig } from 'vitest/config';

/** One runner, four projects: `npm run test:unit` and `npm run test:api` pick theirs. */
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
      {
        test: {
          name: 'api-sqlite',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB_ENGINE: 'sqlite' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB_ENGINE: 'postgres' },
          globalSetup: ['apps/server/test/support/postgres-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
