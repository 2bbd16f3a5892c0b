import { defineConfig } from 'vitest/config';

/** Unit test files that replace modules with vi.mock: they keep a module graph of their own. */
export const MOCKING_UNIT_FILES = ['tests/unit/website-status-errors.test.ts'];
/** Where files share modules, each starts from the worker's first environment variables. */
const RESTORE_ENV = 'tests/fixtures/restore-env.ts';

export default defineConfig({
  test: {
    projects: [
      // Generous: under `npm test` unit tests share 2 cores with the typecheck, the function tests and the site build.
      // Files share their worker's modules (isolate: false): importing the server code once per worker instead of
      // once per file halves the unit tests' CPU (26 -> 13.5 s, docs/testing.md). A file that replaces modules
      // with vi.mock runs in `unit-isolated`, so its mocks cannot reach another file.
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: MOCKING_UNIT_FILES,
          isolate: false,
          setupFiles: [RESTORE_ENV],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      { test: { name: 'unit-isolated', include: MOCKING_UNIT_FILES, environment: 'node', testTimeout: 20_000 } },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/functions/global-setup.ts'],
          // One embedded database (their own, not the e2e one) for all files: run them one at a time, in one
          // process that imports the server code once (isolate: false; 68 -> 42 CPU seconds through the Neon
          // driver). No function test uses vi.mock.
          fileParallelism: false,
          isolate: false,
          setupFiles: [RESTORE_ENV],
          // GET and HEAD handlers run on read-only transactions (src/server/db/read-only.ts): a read that writes fails.
          // The platform's address is the default (http://localhost:8888) whatever the shell or `npm test` sets
          // (URL is the served site's there): tests name live sites' origins on its port.
          env: { READ_ONLY_GETS: '1', MAIN_STREET_URL: '', URL: '', SITE_URL: '' },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Issue 37: the product's writes, N calls at once, on a real PostgreSQL 17 server (tests/fixtures/
        // real-postgres.ts), where transactions run in parallel as on Neon. Files one at a time: they share it.
        test: {
          name: 'concurrency',
          include: ['tests/concurrency/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/concurrency/global-setup.ts'],
          fileParallelism: false,
          isolate: false,
          setupFiles: [RESTORE_ENV],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
