import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/functions/global-setup.ts'],
          // One embedded database for all files: run them one at a time.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
