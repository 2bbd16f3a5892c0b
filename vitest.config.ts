import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Generous: under `npm test` unit tests share 2 cores with the typecheck, the function tests and the site build.
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/functions/global-setup.ts'],
          // One embedded database (their own, not the e2e one) for all files: run them one at a time.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
