/**
 * The demo account (issue 18): a signed-in visitor sees what a real owner sees — the top paid plan, a listing
 * with photos, approved reviews and leads — and the dashboard says plainly that it is a demo and no payment was
 * taken. `is_demo` is set here only; no API writes it. Dates are relative to the seed day so the activity looks
 * current; ids are derived from fixed keys (seed-ids.ts) so a second seed changes nothing.
 */
import type { Queryable } from '../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { listingRow, upsertListings } from './listing-rows.ts';
import { seedIds } from './seed-ids.ts';

export const DEMO_ACCOUNT = { email: 'demo@mainstreet.example', password: 'MainStreet#2026', name: 'Demo Bakery' };
export const DEMO_LISTING_ID = 'demo-bakery-edmonton';

const DAY = 86_400_000;
const daysAgo = (days: number, hour = 15) =>
  new Date(Math.floor(Date.now() / DAY) * DAY - days * DAY + hour * 3_600_000).toISOString();

const REVIEWS = [
  {
    first_name: 'Nadia',
    last_name: 'Haddad',
    email: 'nadia.haddad@example.com',
    rating: 5,
    days: 3,
    message: 'The sourdough has a proper crust and the staff remembered my order on my second visit.',
  },
  {
    first_name: 'Tom',
    last_name: 'Lefebvre',
    email: 'tom.lefebvre@example.com',
    rating: 4,
    days: 11,
    message: 'Good butter tarts and quick service on a busy Saturday. Seating is tight, so we took ours to go.',
  },
  {
    first_name: 'Grace',
    last_name: 'Okafor',
    email: 'grace.okafor@example.com',
    rating: 5,
    days: 26,
    message: 'Ordered a birthday cake two days ahead and it was ready on time and exactly as described.',
  },
];

const LEADS = [
  {
    first_name: 'Liam',
    last_name: 'Chen',
    email: 'liam.chen@example.com',
    phone: '+1 780-555-0142',
    days: 1,
    source: 'listing',
    message: 'Hi! Do you take orders for two dozen cinnamon buns for a staff meeting next Friday morning?',
  },
  {
    first_name: 'Sofia',
    last_name: 'Marchetti',
    email: 'sofia.marchetti@example.com',
    phone: null,
    days: 4,
    source: 'listing',
    message: 'Are your loaves made without dairy? My son has an allergy and we would love to try the rye.',
  },
  {
    first_name: 'Raj',
    last_name: 'Patel',
    email: 'raj.patel@example.com',
    phone: '+1 587-555-0178',
    days: 9,
    source: 'listing',
    message: 'We run a café in Sherwood Park and are looking for a wholesale bread supplier. Could we talk prices?',
  },
];

export async function seedDemoAccount(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO businesses (business_name, business_email, rank, password_hash, referral_code, is_demo)
     VALUES ($1, $2, 'complete', $3, 'demo-bakery', true)
     ON CONFLICT ((lower(business_email))) DO UPDATE SET rank = 'complete', is_demo = true`,
    [DEMO_ACCOUNT.name, DEMO_ACCOUNT.email, await hashPassword(DEMO_ACCOUNT.password)],
  );
  await upsertListings(
    tx,
    [
      listingRow({
        business_unique_id: DEMO_LISTING_ID,
        business_name: DEMO_ACCOUNT.name,
        business_rank: 'complete',
        owner_email: DEMO_ACCOUNT.email,
        categories: ['Bakery'],
        phone: '+1 780-555-0100',
        website_url: null,
        description:
          "Main Street's demo listing: a neighbourhood bakery used to show what an owner's listing, reviews and messages look like. Sign in as the demo account to try the dashboard.",
        address: {
          street_address: '10250 Jasper Avenue',
          city: 'Edmonton',
          state: 'AB',
          country: 'CA',
          postal_code: 'T5J 1Y8',
        },
        social: { facebook: null, instagram: null, linkedin: null },
        hours: {
          monday: null,
          sunday: null,
          ...Object.fromEntries(
            ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
              d,
              { open: '07:30', close: '17:00' },
            ]),
          ),
        },
        images: ['/media/listings/bakery-1.svg', '/media/listings/bakery-2.svg'],
        reviews: [],
      } as Parameters<typeof listingRow>[0]),
    ],
    'update',
  );
  await tx.query(
    `INSERT INTO reviews (id, listing_id, first_name, last_name, email, rating, message, status, created_at, moderated_at)
     SELECT coalesce(old.id, r.id), l.id, r.first_name, r.last_name, r.email, r.rating, r.message, 'approved',
            r.created_at, r.created_at + interval '3 hours'
     FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, legacy_id uuid, first_name text, last_name text, email text, rating int, message text, created_at timestamptz)
     JOIN listings l ON l.business_unique_id = $2
     LEFT JOIN reviews old ON old.id = r.legacy_id
     ON CONFLICT (id) DO NOTHING`,
    [
      JSON.stringify(
        REVIEWS.map(({ days, ...r }) => ({ ...r, ...seedIds(`demo-review:${r.email}`), created_at: daysAgo(days) })),
      ),
      DEMO_LISTING_ID,
    ],
  );
  await tx.query(
    `INSERT INTO messages (id, listing_id, recipient_id, first_name, last_name, email, phone, message, source, created_at)
     SELECT coalesce(old.id, r.id), l.id, l.owner_id, r.first_name, r.last_name, r.email, r.phone, r.message, r.source, r.created_at
     FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, legacy_id uuid, first_name text, last_name text, email text, phone text, message text, source text, created_at timestamptz)
     JOIN listings l ON l.business_unique_id = $2
     LEFT JOIN messages old ON old.id = r.legacy_id
     ON CONFLICT (id) DO NOTHING`,
    [
      JSON.stringify(
        LEADS.map(({ days, ...r }) => ({
          ...r,
          ...seedIds(`demo-lead:${r.email}`),
          created_at: daysAgo(days, 10 + days),
        })),
      ),
      DEMO_LISTING_ID,
    ],
  );
}
