import { expect, test } from '../fixtures/e2e-test.ts';

test('home page shows tools that come from the database', async ({ page, request }) => {
  const tools = (await (await request.get('/api/tool/retrieve-all')).json()) as { name: string }[];
  expect(tools.length).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular business tools' });
  await expect(popular.getByRole('link', { name: tools[0]!.name, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Get started', exact: true })).toHaveAttribute(
    'href',
    '/create-business-website/',
  );
});

test('the mobile menu opens, closes on a link choice and on the overlay', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.locator('[data-menu-overlay]').click({ position: { x: 10, y: 400 } });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing\/?$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await expect(page.getByRole('link', { name: /Call now/ }).first()).toHaveAttribute('href', /^tel:/);
});
