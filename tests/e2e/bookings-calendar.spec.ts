// The owner’s Calendar (issue 41): the demo owner opens it, sees the seeded tastings, moves
// one to another free time chosen from the day's list (the customer's email with the new time reaches the local
// outbox), cancels another, blocks an hour and books a customer who phoned on a free time (emailed with the .ics);
// the day, week, list, new-booking and setup views are photographed at 390 and 1366 px without sideways scroll.
// Staff seeing only their own bookings is covered by tests/functions/bookings.test.ts (no staff login is seeded).
// The demo's bookings are put back as the seed makes them.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { closeDb, query, transaction } from '../../src/server/db/client.ts';
import { outboxDir } from '../../src/server/mail/send.ts';
import { nextOpenDays, seedDemoBookings } from '../../src/server/seed/demo-bookings.ts';

const SHOTS = '.data/shots';
const DEMO = { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' };

async function resetDemoBookings() {
  await query(`DELETE FROM bookings WHERE business_id = (SELECT id FROM businesses WHERE lower(business_email) = $1)`, [
    DEMO.business_email,
  ]);
  await transaction((tx) => seedDemoBookings(tx));
}

test.beforeAll(resetDemoBookings);
test.afterAll(async () => {
  await resetDemoBookings();
  await closeDb();
});

const mailsTo = (email: string) => {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir());
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(outboxDir(), f), 'utf8'))
    .filter((raw) => raw.toLowerCase().includes(`to: ${email}`));
};

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `calendar-${name}-${width}.png`), fullPage: true });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

test('the demo owner moves a booking (the customer is emailed), cancels one and blocks an hour', async ({ page }) => {
  test.setTimeout(120_000);
  expect((await page.request.post('/api/business/login', { data: DEMO })).status()).toBe(200);
  await page.goto('/dashboard/calendar/');
  await expect(page.getByText('Times are in Mountain Time')).toBeVisible();
  await shoot(page, 'week');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await shoot(page, 'day');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const amira = page.getByRole('button', { name: /Catering tasting · Amira Haddad/ });
  await expect(amira).toBeVisible();
  await shoot(page, 'list');

  await amira.click();
  const details = page.getByRole('region', { name: 'Catering tasting' });
  await expect(details.getByText('amira.haddad@example.com')).toBeVisible();
  await expect(details.getByText('No deposit')).toBeVisible();
  // Move offers the day's free times of the tasting (its own time counts as free), not a typed time.
  const freeTimes = details.getByRole('group', { name: 'Free times (Mountain Time)' });
  await expect(freeTimes.getByRole('radio', { name: /^10:30\sa\.m\./ })).toBeVisible();
  await shoot(page, 'details');
  await freeTimes.getByRole('radio', { name: /^3:00\sp\.m\./ }).check();
  const before = mailsTo('amira.haddad@example.com').length;
  await details.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(/^Moved to .* 3:00\sp\.m\.\s\(Mountain Time\)\.$/)).toBeVisible();
  await expect(
    page.getByRole('button', { name: /3:00\sp\.m\.–3:30\sp\.m\. Catering tasting · Amira Haddad/ }),
  ).toBeVisible();
  await expect.poll(() => mailsTo('amira.haddad@example.com').length, { timeout: 15_000 }).toBe(before + 1);
  const mail = mailsTo('amira.haddad@example.com').at(-1)!;
  expect(mail).toMatch(/Subject: New time: Catering tasting at Demo Bakery/);

  await page.getByRole('button', { name: /Catering tasting · Jonah Whitford/ }).click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Cancelled: Catering tasting.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Jonah Whitford/ })).toHaveCount(0);

  await page.getByText('Block time', { exact: true }).click();
  await page.getByLabel('From (Mountain Time)').fill('12:00');
  await page.getByLabel('To', { exact: true }).fill('13:00');
  await page.getByLabel('Note (optional)').fill('Lunch');
  await page.getByRole('button', { name: 'Block this time' }).click();
  await expect(page.getByText(/^Blocked 12:00–13:00 on /)).toBeVisible();
  await expect(page.getByRole('button', { name: /12:00\sp\.m\.–1:00\sp\.m\. Blocked: Lunch/ })).toBeVisible();

  // A customer phones: the owner books the next open day's 11:00 from its free times; no deposit is taken here.
  await page.getByText('Book a customer', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Book a customer' });
  await form.getByLabel('Day').fill(nextOpenDays(new Date(), 2)[1]!);
  const phoned = form.getByRole('group', { name: 'Free times (Mountain Time)' });
  await phoned.getByRole('radio', { name: /^11:00\sa\.m\./ }).check();
  await form.getByRole('button', { name: 'Book this time' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible(); // named under its field, nothing sent
  await form.getByLabel('Customer’s name').fill('Pat Caller');
  await form.getByLabel('Email (the confirmation goes there)').fill('pat.caller@example.com');
  await form.getByLabel('Phone (optional)').fill('780-555-0199');
  await form.getByLabel('Note (optional, e.g. deposit paid in cash)').fill('Paid $10 at the counter');
  await shoot(page, 'new-booking');
  const mailedBefore = mailsTo('pat.caller@example.com').length; // the local outbox outlives one run
  await form.getByRole('button', { name: 'Book this time' }).click();
  await expect(
    page.getByText(/^Booked Pat Caller: Catering tasting, .* 11:00\sa\.m\.\s\(Mountain Time\)\.$/),
  ).toBeVisible();
  await expect.poll(() => mailsTo('pat.caller@example.com').length, { timeout: 15_000 }).toBe(mailedBefore + 1);
  for (const mail of mailsTo('pat.caller@example.com')) expect(mail).toMatch(/Content-Type: text\/calendar/i);

  await page.getByRole('button', { name: 'Setup', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bookable services' })).toBeVisible();
  await shoot(page, 'setup');
});
