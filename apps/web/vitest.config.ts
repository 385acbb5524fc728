import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { helpArticles } from './build/help/help-articles-plugin';

export default defineProject({
  plugins: [react(), helpArticles()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Each file needs a document of its own, and antd and the query cache keep state per document, so
    // files may not share modules (isolate: false). The VM pool gives each file a fresh context
    // inside a long-lived worker instead of a fresh process: jsdom's set-up fell from about a second
    // per file to a few milliseconds, and the project's CPU time by a quarter (12 files: 89 s → 67 s).
    pool: 'vmForks',
    maxWorkers: 2,
    // Vitest runs projects with different worker counts one after the other: the unit project first.
    sequence: { groupOrder: 1 },
    // A hang guard, not a speed check: a form test types and clicks through several steps, which
    // takes seconds when the machine is busy.
    testTimeout: 30_000,
  },
});
