// Reporting (issue 16), the visitor's side and the owner's: the demo's live website is visited from
// three fresh browser contexts (three visitors), its phone link clicked and a lead sent through its
// contact form; the demo owner's report then shows the visits, the click and the lead (events since the
// last hourly roll-up are read raw), its charts are drawn and their tables say the same.
// The demo account is put back as it was: the test's lead and today's test events are deleted.
import { devices } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { reportResponseSchema, type ReportResponse } from '../../src/schemas/reporting.ts';

const SHOTS = '.data/shots';
const DEMO = { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' };
const LEAD_EMAIL = `reporting-e2e-${Date.now()}@example.ca`;

let demoId = '';
let started: Date;

test.beforeAll(async () => {
  const [demo] = await query<{ id: string }>(`SELECT id FROM businesses WHERE lower(business_email) = $1`, [
    DEMO.business_email,
  ]);
  demoId = demo!.id;
  started = new Date();
});

test.afterAll(async () => {
  await query(`DELETE FROM messages WHERE email = $1`, [LEAD_EMAIL]);
  await query(`DELETE FROM analytics_events WHERE business_id = $1 AND at >= $2`, [demoId, started]);
  await closeDb();
});

async function todayOf(page: Page): Promise<ReportResponse> {
  const res = await page.request.get('/api/reporting?days=7');
  expect(res.status()).toBe(200);
  return reportResponseSchema.parse(await res.json());
}

test("visits, a phone click and a lead on the demo website show in its owner's report", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect((await page.request.post('/api/business/login', { data: DEMO })).status()).toBe(200);
  const before = await todayOf(page);
  const [site] = await query<{ slug: string }>(
    'SELECT slug FROM websites WHERE business_id = $1 AND live_version IS NOT NULL',
    [demoId],
  );
  expect(site, 'the demo website is published by the seed').toBeDefined();
  const address = `http://${site!.slug}.localhost:${new URL(baseURL!).port}/`;

  // Three visitors, each in a fresh context (no shared state) with a browser of its own (the day's hash is
  // of address and browser; an X-Forwarded-For header here would make the contact form's cross-site POST
  // fail its CORS preflight, so the address stays the test machine's).
  const userAgent = devices['Desktop Chrome'].userAgent;
  for (let i = 1; i <= 3; i++) {
    // Playwright Test gives new contexts the fixture's headers unless they are replaced: no X-Forwarded-For here.
    const context = await browser.newContext({
      userAgent: userAgent.replace(/Chrome\/[\d.]+/, `Chrome/13${i}.0.0.0`),
      extraHTTPHeaders: {},
    });
    const visitor = await context.newPage();
    const counted = visitor.waitForResponse((r) => r.url().endsWith('/api/reporting/collect'));
    const res = await visitor.goto(address);
    expect(res!.status()).toBe(200);
    expect(await visitor.evaluate(() => document.cookie)).toBe('');
    expect((await counted).status()).toBe(204);
    if (i === 3) {
      const click = visitor.waitForRequest(
        (r) => r.url().endsWith('/api/reporting/collect') && (r.postData() ?? '').includes('"phone"'),
      );
      await visitor.locator('a[href^="tel:"]').first().click();
      await click;
      // The same visitor sends a lead from the contact page, in a new tab.
      const contact = await context.newPage();
      await contact.goto(`${address}contact/`);
      await contact.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await contact.getByRole('textbox', { name: 'Last name' }).fill('Reporter');
      await contact.getByRole('textbox', { name: 'Email' }).fill(LEAD_EMAIL);
      await contact
        .getByRole('textbox', { name: 'Message' })
        .fill('Do you bake rye bread on Saturdays? I would like two loaves.');
      const posted = contact.waitForResponse(
        (r) => r.url().includes('/api/bloc-mail/create-new-bloc-mail') && r.request().method() === 'POST',
      );
      await contact.getByRole('button', { name: 'Send message' }).click();
      expect((await posted).status()).toBe(201);
      await expect(contact.getByRole('status')).toContainText('Your message was sent');
    }
    expect(await context.cookies()).toEqual([]);
    await context.close();
  }

  // The owner's report: today's numbers moved by exactly what the visitors did.
  await expect
    .poll(
      async () => {
        const now = (await todayOf(page)).current;
        return {
          views: now.views - before.current.views,
          visitors: now.visitors - before.current.visitors,
          phone: now.phone - before.current.phone,
          leads: now.leads - before.current.leads,
        };
      },
      { timeout: 20_000 },
    )
    .toEqual({ views: 4, visitors: 3, phone: 1, leads: 1 });

  await page.goto('/dashboard/reporting');
  await page.getByRole('button', { name: '7 days' }).click();
  const report = await todayOf(page);
  const today = report.series.at(-1)!;
  await expect(page.locator('[data-stat="Visitors"]')).toHaveText(String(report.current.visitors));
  await expect(page.locator('[data-stat="Leads"]')).toHaveText(String(report.current.leads));

  // Each chart is drawn, and its table has one row per day with the same numbers the chart plots.
  for (const id of ['traffic', 'clicks', 'inbox']) {
    await expect(page.locator(`[data-chart="${id}"] canvas`)).toBeVisible();
    await expect(page.locator(`[data-table="${id}"] tbody tr`)).toHaveCount(7);
  }
  const lastRow = page.locator('[data-table="traffic"] tbody tr').last();
  await expect(lastRow.locator('td')).toHaveText([String(today.visitors), String(today.views)]);
  await expect(page.locator('[data-table="clicks"] tbody tr').last().locator('td').first()).toHaveText(
    String(today.phone),
  );
  await expect(page.locator('[data-table="inbox"] tbody tr').last().locator('td').first()).toHaveText(
    String(today.leads),
  );
  // The chart's own legend, with the cursor on today, shows the table's numbers.
  const over = page.locator('[data-chart="traffic"] .u-over');
  await over.scrollIntoViewIfNeeded();
  const legend = (n: number) => page.locator('[data-chart="traffic"] .u-legend .u-series').nth(n).locator('.u-value');
  // Real mouse moves across the plot towards today (a single hover can land before the chart listens).
  await expect(async () => {
    const box = (await over.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 5 });
    await expect(legend(1)).toHaveText(String(today.visitors), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(legend(2)).toHaveText(String(today.views));

  // CSV export: the same days.
  const csv = await page.request.get('/api/reporting/csv?days=7');
  expect(csv.status()).toBe(200);
  expect((await csv.text()).trim().split('\r\n').at(-1)).toBe(
    `${today.day},${today.visitors},${today.views},${today.phone},${today.email},${today.directions},${today.leads},${today.reviews},${today.rating ?? ''}`,
  );

  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/reporting');
    await expect(page.locator('[data-chart="traffic"] canvas')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/reporting-${width}.png`, fullPage: true });
    await page.goto('/dashboard/maintenance');
    await expect(page.getByRole('heading', { name: 'Website checks' })).toBeVisible();
    await expect(page.getByText(/Your plan includes every check/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/maintenance-${width}.png`, fullPage: true });
  }
});
