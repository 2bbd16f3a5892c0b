import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './src/server/screenshot/screenshot.ts';

// The site is served by `npm test` (scripts/test.ts) before Playwright starts; it passes the URL.
const baseURL = process.env.E2E_BASE_URL || 'http://localhost:8899';
// Browser downloads do not work here: drive the system Chromium, Debian's `chromium-headless-shell` when it is
// installed (npm test installs it: as Playwright's own headless runs do, it costs about a third less CPU than
// the full browser; docs/testing.md), else `chromium`.
const launchOptions = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// Specs that share state run one at a time, beside the others: the seeded demo account (its report's
// counts, its inbox, its logins) and the served site itself (a rebuild swapped in; the 10-second purge
// timing). Every other spec makes its own accounts and data, so two files run at once (E2E_WORKERS).
const SHARED_STATE_SPECS = [
  'accounts-forms',
  'accounts-journey',
  'reporting',
  'screenshots',
  'site-polish',
  'interactions-journey',
  'directory-live',
  'owner-first-time',
  'phone-width',
  'shop-orders-owner',
];
const SHARED_STATE = new RegExp(`/(${SHARED_STATE_SPECS.join('|')})\\.spec\\.ts$`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: process.env.CI ? 1 : 0,
  // Generous: CI machines have 2 cores shared by the build server, netlify dev and Chromium.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The JSON results give each file's time to scripts/ci-profile.ts.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS_FILE || '.data/e2e-results.json' }]],
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results',
  // A trace of the retry of a failed test (CI retries once): recording one for every test cost a fifth of the
  // tests' own CPU (docs/testing.md). Run a failing spec with `--trace on` to trace its first run.
  use: { baseURL, trace: 'on-first-retry' },
  projects: [
    { name: 'shared-state', testMatch: SHARED_STATE, workers: 1, use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'independent', testIgnore: SHARED_STATE, use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
});
