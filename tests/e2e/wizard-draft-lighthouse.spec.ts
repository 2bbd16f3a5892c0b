// Lighthouse's accessibility audit (mobile profile) on a generated website as the platform serves it:
// the showcase's cafe example, made by the real generation pipeline at seed time. Its performance score
// is a speed figure, so it is measured by `npm run bench:draft` (scripts/bench-draft.ts), not asserted here.
import { chromium } from '@playwright/test';
import { expect, test } from '../fixtures/e2e-test.ts';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../../src/server/screenshot/screenshot.ts';

const DEBUG_PORT = 9300 + Math.floor(Math.random() * 500);

test('a generated website scores at least 95 for accessibility in Lighthouse on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/create-business-website');
  await page.getByRole('tab', { name: 'Cafe' }).click();
  const href = (await page
    .getByRole('link', { name: 'Open the Northern Grind Coffee example website' })
    .getAttribute('href'))!;
  const site = new URL(href, page.url()).href;

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    for (const path of ['', 'about/', 'contact/']) {
      const result = await lighthouse(`${site}${path}`, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
      });
      const lhr = result!.lhr;
      expect(lhr.runtimeError, `${path || 'home'}: ${lhr.runtimeError?.message}`).toBeUndefined();
      expect(lhr.configSettings.formFactor).toBe('mobile');
      const failed = lhr.categories
        .accessibility!.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
        .map((r) => r.id);
      expect(failed, `failed audits on /${path}`).toEqual([]);
      expect(lhr.categories.accessibility!.score!, `score of /${path}`).toBeGreaterThanOrEqual(0.95);
    }
  } finally {
    await browser.close();
  }
});
