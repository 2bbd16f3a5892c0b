import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';

// Issue 12: the platform's pages carry the security headers, and their CSP lets through exactly
// what they use (Astro's scripts, the map embed, Stripe.js on checkout) without a single violation.

const PAGES = [
  '/',
  '/checkout',
  '/admin/reviews',
  '/create-business-website',
  '/directory/canada/nova-scotia/halifax/halifax-south-park-physiotherapy/',
];

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('platform pages carry CSP, frame, sniffing and referrer headers, and break no rule of their own CSP', async ({
  page,
}) => {
  const violations = watchViolations(page);
  for (const path of PAGES) {
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.status(), path).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // Only the site's own scripts, Stripe.js and the build's inline scripts (each by its hash) may run.
    const scriptSrc = headers['content-security-policy']!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc, path).toMatch(/^ ?script-src 'self' https:\/\/js\.stripe\.com 'sha256-/);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    // Let the page's scripts and islands load and run (a violation is reported as they do): every resource
    // loaded (the map frame fails to here, with no network, which is not a CSP matter) and every island that
    // hydrates on its own (client:load, client:idle) hydrated. Others wait for a visitor's interaction.
    await page.waitForLoadState('load');
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('astro-island[ssr]')].some((island) =>
          ['load', 'idle'].includes(island.getAttribute('client') ?? ''),
        ),
    );
  }
  // The listing page's map is Google's embed, allowed as a frame.
  await expect(page.locator('iframe[src^="https://www.google.com/maps"]')).toHaveCount(1);
  expect(violations).toEqual([]);
});

test('the admin page cannot be framed by another site', async ({ page }) => {
  const response = await page.goto('/admin/reviews');
  expect(response!.headers()['x-frame-options']).toBe('DENY');
});

test('checkout still loads Stripe.js (stand-in) and mounts the card field under the CSP', async ({ page }) => {
  const violations = watchViolations(page);
  // A fresh account on the free rank, so checkout offers the card form; every /api/* call is real.
  await registerAndConfirm(page, {
    business_name: 'Csp Bakery',
    business_email: `csp-${Date.now()}@example.ca`,
    business_password: 'Bakery#2026',
  });
  let stripeLoads = 0;
  await routeStripeStandIns(page, () => stripeLoads++);
  // Local test mode (npm test runs without Stripe keys) serves its Stripe.js from this site.
  page.on('request', (req) => void (new URL(req.url()).pathname === '/_local/stripe/v3/' && stripeLoads++));
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /^Web Hosting & AI Design/ }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeEnabled();
  expect(stripeLoads).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('generated websites keep their own CSP', async ({ page }) => {
  // A showcase example, made by scripts/seed-examples.ts before the tests.
  const site = await page.request.get('/examples/northern-grind-coffee/');
  expect(site.status()).toBe(200);
  const csp = site.headers()['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain('js.stripe.com');
});
