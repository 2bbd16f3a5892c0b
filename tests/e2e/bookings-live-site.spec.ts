// From the demo salon's live website to the owner's Move (issue 41), through the real pages and functions in test
// mode: a visitor opens the salon's live site (http://{slug}.localhost:{PORT}), the Haircut's service page, 'Book';
// picks a stylist, a day and a time, gives their details, pays the $20 deposit with 4242 on the salon's test-mode
// payout account, sees the confirmation, and the email's .ics (parsed by ical.js) holds the time. The owner signs in
// as the demo salon, finds the booking in the Calendar and moves it; the customer is emailed the new time. Then two
// visitors submit one time at once: one holds it, the other gets the 409's nearest free times and books one. Every
// booking step is checked for sideways scroll at 390 px and photographed at 390 and 1366 px (.data/shots).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';
import { bookAtOnce } from '../fixtures/booking-race.ts';
import { waitForMail } from '../fixtures/local-outbox.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { DEMO_SALON } from '../../src/server/seed/demo-salon.ts';
import { nextWorkingDays } from '../../src/server/seed/demo-booking-rows.ts';
import { toZoned } from '../../src/shared/zoned-time.ts';

const SHOTS = '.data/shots';
const ZONE = 'America/Halifax';
const tag = Date.now().toString(36);
const customers: string[] = [];
const customer = (who: string) => {
  const email = `${who}-${tag}-${customers.length}@example.ca`;
  customers.push(email);
  return email;
};

// The salon's calendar goes back to its seeded appointments: this spec's bookings are removed.
test.afterAll(async () => {
  await query('DELETE FROM bookings WHERE customer_email = ANY($1::text[])', [customers]);
  await closeDb();
});

/** A day the stylist works, at least `ahead` days from now (Claire: Tuesday to Saturday; Marcus: Wednesday on). */
const workingDay = (ahead: number, weekdays: number[]) =>
  nextWorkingDays(
    new Date(Date.now() + ahead * 86_400_000),
    { zone: ZONE, province: 'NS', weekdays: new Set(weekdays) },
    1,
  )[0]!;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `bookings-live-${name}-${width}.png`), fullPage: true });
  }
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
}

/** The live site's address, as publishing pointed the listing at it. */
async function liveSite(): Promise<string> {
  const [row] = await query<{ website_url: string | null }>(
    'SELECT website_url FROM listings WHERE business_unique_id = $1',
    [DEMO_SALON.listingId],
  );
  expect(row?.website_url, 'the demo salon has a live website (scripts/seed-examples.ts)').toMatch(/^http:\/\//);
  return row!.website_url!;
}

/** The Haircut's page on the live site, and its 'Book' link to the platform's booking page. */
async function openBooking(page: Page, site: string, shot?: string) {
  await page.goto(new URL('services/haircuts/', site).href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Haircut/i);
  if (shot) await shoot(page, shot);
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Book a time' })).toBeVisible();
}

/** Stylist, day, the first free time and the visitor's details; returns the chosen start (ISO). */
async function chooseTime(page: Page, stylist: string, day: string, email: string) {
  await page.getByLabel('With', { exact: true }).selectOption({ label: stylist });
  await page.getByLabel('Day', { exact: true }).fill(day);
  await page.getByLabel('Day', { exact: true }).dispatchEvent('change');
  const slot = page.getByRole('radio').first();
  await expect(slot).toBeVisible();
  const start = await slot.inputValue();
  await slot.check();
  await page.getByLabel('Name', { exact: true }).fill(`Ada Tremblay ${tag}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('902-555-0111');
  return start;
}

async function payDeposit(page: Page) {
  await expect(page.getByRole('heading', { name: 'Pay the deposit' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Test mode: no card is charged.')).toBeVisible();
  await routeStripeStandIns(page);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: 'Pay $20.00' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible({ timeout: 30_000 });
}

/** The .ics attached to an email: its event's start and end. */
function icsEvent(mail: Awaited<ReturnType<typeof waitForMail>>) {
  const ics = mail.attachments.find((a) => a.mimeType === 'text/calendar');
  expect(ics, 'the email carries booking.ics').toBeTruthy();
  const text = typeof ics!.content === 'string' ? ics!.content : new TextDecoder().decode(ics!.content);
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { start: event.startDate.toJSDate(), end: event.endDate.toJSDate(), sequence: event.sequence };
}

/**
 * The owner's Move, as the Calendar offers it (a page object, so a change to the Move dialog changes only this):
 * the new time is the stylist's last free Haircut time that day as the salon's own slots answer it, chosen from
 * the free times the dialog lists. Returns the new start (ISO).
 */
async function moveBooking(page: Page, details: ReturnType<Page['getByRole']>, booked: { start: string; day: string }) {
  const [row] = await query<{ service_id: string; provider_id: string }>(
    'SELECT service_id, provider_id FROM bookings WHERE lower(during) = $1 AND customer_name = $2',
    [booked.start, `Ada Tremblay ${tag}`],
  );
  const q = new URLSearchParams({
    listing: DEMO_SALON.listingId,
    service: row!.service_id,
    provider: row!.provider_id,
    date: booked.day,
  });
  const free = ((await (await page.request.get(`/api/bookings/slots?${q}`)).json()) as { slots: { start: string }[] })
    .slots;
  const target = free.at(-1)!.start;
  // Move offers the day's free times (the booking's day first): pick the last one a customer could book too.
  const [hour, minute] = toZoned(new Date(target), ZONE).time.split(':').map(Number);
  const label = new RegExp(`^${hour! % 12 || 12}:${String(minute).padStart(2, '0')}\\s[ap]\\.m\\.`);
  await details.getByRole('group', { name: 'Free times (Atlantic Time)' }).getByRole('radio', { name: label }).check();
  await details.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(/^Moved to /)).toBeVisible();
  return target;
}

test('from the live site: a haircut booked with a deposit, moved by the owner, the customer emailed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const site = await liveSite();
  await openBooking(page, site, 'service-page');
  await expect(page.getByLabel('Service').locator('option:checked')).toHaveText(
    /^Haircut \(45 min, \$55\.00, deposit \$20\.00\)$/,
  );
  await expect(page.getByText('Free times (Atlantic Time)')).toBeVisible();
  const email = customer('visitor');
  const day = workingDay(3, [2, 3, 4, 5, 6]);
  const start = await chooseTime(page, 'Claire Boudreau', day, email);
  await shoot(page, 'form');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pay the deposit' })).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'pay');
  await payDeposit(page);
  await expect(page.getByText('Deposit paid: $20.00')).toBeVisible();
  await expect(page.getByText(/\(Atlantic Time\)/).first()).toBeVisible();
  await expect(page.getByText(/at least 24 hours before/)).toBeVisible();
  await shoot(page, 'confirmed');

  const booked = await waitForMail(email, 'Booked: Haircut at Demo Hair Salon');
  const event = icsEvent(booked);
  expect(event.start.toISOString()).toBe(new Date(start).toISOString());
  expect((event.end.getTime() - event.start.getTime()) / 60_000).toBe(45);

  // The owner, in a browser of their own.
  const owner = await (await browser.newContext()).newPage();
  const signIn = await owner.request.post('/api/business/login', {
    data: { business_email: DEMO_SALON.email, business_password: DEMO_SALON.password },
  });
  expect(signIn.status()).toBe(200);
  await owner.goto('/dashboard/calendar/');
  await expect(owner.getByText('Times are in Atlantic Time')).toBeVisible();
  // The week's loads settle first: a late week answer would otherwise show in place of the list's (a Calendar race).
  await owner.waitForLoadState('networkidle');
  await owner.getByRole('button', { name: 'List', exact: true }).click();
  const entry = owner.getByRole('button', { name: new RegExp(`Haircut · Ada Tremblay ${tag}`) });
  await expect(entry).toBeVisible();
  await expect(owner.getByRole('button', { name: /Colour · Priya Sharma/ })).toBeVisible(); // a seeded appointment
  await shoot(owner, 'calendar');
  await entry.click();
  const details = owner.getByRole('region', { name: 'Haircut' });
  await expect(details.getByText(email)).toBeVisible();
  await expect(details.getByText('$20.00 deposit, paid')).toBeVisible();
  await shoot(owner, 'calendar-details');
  const moved = await moveBooking(owner, details, { start, day });
  const label = toZoned(new Date(moved), ZONE).time; // '16:15'
  const [hour, minute] = label.split(':').map(Number);
  const shown = new RegExp(`^${hour! % 12 || 12}:${String(minute).padStart(2, '0')}\\s[ap]\\.m\\.–`);
  await expect(owner.getByRole('button', { name: new RegExp(`Haircut · Ada Tremblay ${tag}`) })).toHaveText(shown);
  const rescheduled = await waitForMail(email, 'New time: Haircut at Demo Hair Salon');
  const after = icsEvent(rescheduled);
  expect(after.start.toISOString(), `moved to ${label}`).toBe(new Date(moved).toISOString());
  expect(after.sequence).toBeGreaterThan(event.sequence);
});

test('two visitors race for one time: one holds it, the other books one of the nearest free times', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const site = await liveSite();
  const day = workingDay(5, [3, 4, 5, 6]);
  const pages = [await (await browser.newContext()).newPage(), await (await browser.newContext()).newPage()];
  let wanted = '';
  for (const p of pages) {
    await p.setViewportSize({ width: 390, height: 900 });
    await openBooking(p, site);
    const start = await chooseTime(p, 'Marcus Dixon', day, customer('racer'));
    wanted ||= start;
    expect(start, 'both see the same first free time').toBe(wanted);
  }
  const loser = await bookAtOnce(pages);
  await expect(loser.getByLabel('Name', { exact: true })).toHaveValue(`Ada Tremblay ${tag}`);
  const offered = loser.getByRole('radio');
  await expect(offered.first()).toBeVisible();
  await shoot(loser, 'taken');
  await offered.first().check();
  await loser.getByRole('button', { name: 'Book', exact: true }).click();
  await payDeposit(loser);
  await expect(loser.getByText('Deposit paid: $20.00')).toBeVisible();
});
