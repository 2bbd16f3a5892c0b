import { describe, expect, it } from 'vitest';
import { failedTests } from '../../scripts/lib/failed-tests.ts';

describe('failed tests named from JSON reports', () => {
  it("names vitest's failed tests with the first line of why, and a file that failed before its tests", () => {
    const report = {
      testResults: [
        {
          name: '/tmp/x/tests/functions/a.test.ts',
          status: 'failed',
          assertionResults: [
            { title: 'works', fullName: 'a works', status: 'passed' },
            {
              title: 'refunds',
              fullName: 'a refunds',
              status: 'failed',
              failureMessages: ['\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n at x'],
            },
          ],
        },
        {
          name: '/tmp/x/tests/functions/b.test.ts',
          status: 'failed',
          message: 'Hook timed out in 60000ms',
          assertionResults: [],
        },
        {
          name: '/tmp/x/tests/functions/c.test.ts',
          status: 'passed',
          assertionResults: [{ title: 'ok', status: 'passed' }],
        },
      ],
    };
    expect(failedTests(report, 'neon')).toEqual([
      'neon: tests/functions/a.test.ts > a refunds: AssertionError: expected 1 to be 2',
      'neon: tests/functions/b.test.ts: Hook timed out in 60000ms',
    ]);
  });

  it("names Playwright's tests whose last try did not pass, not those a retry passed", () => {
    const report = {
      suites: [
        {
          title: 'shop.spec.ts',
          file: 'shop.spec.ts',
          specs: [
            {
              title: 'pays',
              tests: [{ results: [{ status: 'failed', error: { message: 'Timeout 10000ms exceeded.\nCall log' } }] }],
            },
            { title: 'flaky', tests: [{ results: [{ status: 'failed' }, { status: 'passed' }] }] },
          ],
          suites: [{ title: 'French', specs: [{ title: 'paie', tests: [{ results: [{ status: 'timedOut' }] }] }] }],
        },
      ],
    };
    expect(failedTests(report, 'e2e')).toEqual([
      'e2e: shop.spec.ts > pays: Timeout 10000ms exceeded.',
      'e2e: shop.spec.ts > paie: timedOut',
    ]);
  });

  it('finds nothing in a report with no failures or in other JSON', () => {
    expect(failedTests({ testResults: [{ name: 'x', status: 'passed', assertionResults: [] }] }, 'u')).toEqual([]);
    expect(failedTests({ plans: [] }, 'u')).toEqual([]);
  });
});
