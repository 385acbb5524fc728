import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Each file spends about a second setting up jsdom and importing antd, time a second worker
    // overlaps on a 2-core machine. Sharing modules between files (isolate: false) is not an option:
    // antd and the query cache keep state per document.
    maxWorkers: 2,
    // Vitest runs projects with different worker counts one after the other: the unit project first.
    sequence: { groupOrder: 1 },
    // A hang guard, not a speed check: a form test types and clicks through several steps, which
    // takes seconds when the machine is busy.
    testTimeout: 30_000,
  },
});
