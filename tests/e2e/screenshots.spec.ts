// Screenshots of the key screens at 390 and 1366 px for a person to look at (issue 18). Runs only with
// SCREENSHOTS=<folder>, e.g. `SCREENSHOTS=.data/shots npm test -- --e2e tests/e2e/screenshots.spec.ts`.
import { test, type Page } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';

const folder = process.env.SCREENSHOTS;
const pages: [string, string][] = [
  ['home', '/'],
  ['directory', '/directory'],
  ['listing', '/directory/canada/alberta/sherwood-park/sherwood-park-the-ordze-avenue-bakehouse'],
  ['province-empty', '/directory/canada/new-brunswick'],
  ['tools', '/business-tools'],
  ['news', '/news'],
  ['pricing', '/pricing'],
  ['referral', '/referral-program'],
  ['login', '/login'],
  // The French directory (issue 31): its header names the pages that are in English only.
  ['annuaire', '/fr/annuaire/'],
  ['fiche', '/fr/annuaire/canada/alberta/sherwood-park/sherwood-park-the-ordze-avenue-bakehouse/'],
  // Issue 39: what exists, said once; the legal pages in both languages; sign-up with its links.
  ['about', '/about'],
  ['tool-reporting', '/business-tools/reporting'],
  ['get-started', '/get-started'],
  ['terms', '/terms/'],
  ['privacy', '/privacy/'],
  ['conditions', '/fr/conditions-utilisation/'],
  ['confidentialite', '/fr/confidentialite/'],
];

async function signIn(page: Page) {
  await page.request.post('/api/business/login', {
    data: { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' },
  });
}

test.skip(!folder, 'set SCREENSHOTS=<folder> to take screenshots');

for (const width of [390, 1366]) {
  test(`screenshots at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${folder}/${name}-${width}.png`,
        fullPage: name !== 'directory' && name !== 'news',
      });
    }
    await page.goto('/');
    if (width === 390) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.screenshot({ path: `${folder}/drawer-${width}.png` });
      await page.goto('/fr/annuaire/');
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.screenshot({ path: `${folder}/drawer-fr-${width}.png` });
    } else {
      await page.getByRole('button', { name: 'Trending tools' }).click();
      await page.screenshot({ path: `${folder}/trending-${width}.png` });
    }
    const email = `shots-${Date.now()}@example.ca`;
    await registerAndConfirm(page, {
      business_name: 'Screenshot Cafe',
      business_email: email,
      business_password: 'Shots#2026',
    });
    await page.goto('/checkout');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${folder}/checkout-free-account-${width}.png`, fullPage: true });
    await page.getByText('Complete', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Confirm payment' }).waitFor();
    await page.screenshot({ path: `${folder}/checkout-complete-${width}.png`, fullPage: true });
    await page.context().clearCookies();
    await signIn(page);
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${folder}/dashboard-demo-${width}.png`, fullPage: true });
    for (const tool of ['reporting', 'maintenance']) {
      await page.goto(`/dashboard/${tool}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${folder}/${tool}-demo-${width}.png`, fullPage: true });
    }
    if (width === 1366) {
      await page.getByRole('button', { name: 'Account' }).click();
      await page.screenshot({ path: `${folder}/account-menu-${width}.png` });
    }
  });
}
