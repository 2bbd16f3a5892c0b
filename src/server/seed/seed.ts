/**
 * Loads content/ into the database. Idempotent: everything is upserted by its natural key
 * (listing and tool ids, slugs, emails), and seeded reviews get ids derived from their place.
 * Bulk writes go through jsonb_to_recordset: one statement per table, not one per row.
 */
import { randomBytes } from 'node:crypto';
import { query, transaction, type Queryable } from '../db/client.ts';
import { hashPassword } from '../auth/password.ts';
import { slugify } from '../../shared/locations.ts';
import { readArticles, readListings, readRegions, readSeries, readTools } from './content-files.ts';
import type { SeedListing } from '../../schemas/seed.ts';
import { listingRow, upsertListings } from './listing-rows.ts';
import { seedDemoAccount } from './demo-account.ts';
import { seedIds } from './seed-ids.ts';
import { seedDemoReporting } from './demo-reporting.ts';
import { seedDemoShops } from './demo-shop.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { seedDemoSalon } from './demo-salon.ts';
import { seedDemoSalonBookings } from './demo-salon-bookings.ts';

export { DEMO_ACCOUNT } from './demo-account.ts';
export { listingRow, upsertListings } from './listing-rows.ts';

type Log = (line: string) => void;

export interface SeedOptions {
  /**
   * The demo accounts and everything of theirs made here (reviews, leads, visits, shops, bookings), signed into
   * with a password the README prints; their websites and payout accounts are made by `npm start` only.
   * On by default (local work, tests); `npm run db:seed -- --production` turns it off.
   */
  demos?: boolean;
}

/** Loads content/ (directory, tools, articles, regions) and, unless `demos` is false, the demo accounts. */
export async function seedAll(
  contentDir: string,
  log: Log = () => undefined,
  options: SeedOptions = {},
): Promise<void> {
  const demos = options.demos ?? true;
  const [listings, tools, series, articles, regions] = await Promise.all([
    readListings(contentDir),
    readTools(contentDir),
    readSeries(contentDir),
    readArticles(contentDir),
    readRegions(contentDir),
  ]);
  await transaction(async (tx) => {
    // Outside local work the content's owners do not exist: their listings load unclaimed, with no account that
    // a password reset to an address in content/ could take over, and no paid rank nobody pays for.
    if (demos) await seedOwners(tx, listings);
    await seedListings(tx, demos ? listings : listings.map(unclaimed));
    await seedTools(tx, tools);
    await seedSeries(tx, series);
    await seedArticles(tx, articles);
    await seedRegions(tx, regions);
    if (demos) await seedDemos(tx);
    await tx.query(
      `INSERT INTO site_state (key, value) VALUES ('content_changed_at', to_jsonb(now()))
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    );
  });
  const counts = `${listings.length} listings, ${tools.length} tools, ${articles.length} content items`;
  log(`seeded ${counts}, ${regions.length} regions, ${demos ? 'and the demo accounts' : 'without the demo accounts'}`);
}

async function seedDemos(tx: Queryable): Promise<void> {
  await seedDemoAccount(tx);
  await seedDemoReporting(tx);
  await seedDemoShops(tx);
  await seedDemoBookings(tx);
  await seedDemoSalon(tx);
  await seedDemoSalonBookings(tx);
}

const unclaimed = (l: SeedListing): SeedListing => ({ ...l, owner_email: undefined, business_rank: 'unclaimed' });

function referralCode(name: string, salt: string): string {
  return `${slugify(name).slice(0, 24).replace(/-+$/, '')}-${salt}`;
}

async function seedOwners(tx: Queryable, listings: SeedListing[]): Promise<void> {
  // Seeded owners get a random password nobody knows (their addresses are examples, so no reset link
  // reaches anyone); only the demo account (demo-account.ts) can sign in.
  const unusableHash = await hashPassword(randomBytes(24).toString('hex'));
  const owners = listings
    .filter((l) => l.owner_email)
    .map((l, i) => ({
      business_name: l.business_name.slice(0, 50).trim(),
      business_email: l.owner_email,
      rank: l.business_rank === 'unclaimed' ? 'registered' : l.business_rank,
      password_hash: unusableHash,
      referral_code: referralCode(l.business_name, `s${i.toString(36)}`),
    }));
  await tx.query(
    `INSERT INTO businesses (business_name, business_email, rank, password_hash, referral_code)
     SELECT r.business_name, r.business_email, r.rank, r.password_hash, r.referral_code
     FROM jsonb_to_recordset($1::jsonb) AS r(business_name text, business_email text, rank text, password_hash text, referral_code text)
     ON CONFLICT ((lower(business_email))) DO NOTHING`,
    [JSON.stringify(owners)],
  );
}

async function seedListings(tx: Queryable, listings: SeedListing[]): Promise<void> {
  await upsertListings(tx, listings.map(listingRow), 'update');
  const reviews = listings.flatMap((l) =>
    l.reviews.map((r, index) => ({
      ...r,
      business_unique_id: l.business_unique_id,
      ...seedIds(`${l.business_unique_id}:${index}`),
    })),
  );
  // A review an earlier seed wrote keeps its id (seed-ids.ts), so it is updated, not written twice.
  await tx.query(
    `INSERT INTO reviews (id, listing_id, first_name, last_name, email, rating, message, status, created_at, moderated_at)
     SELECT coalesce(old.id, r.id), l.id, r.first_name, r.last_name, r.email, r.rating, r.message, 'approved',
            r.created_at, r.created_at
     FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, legacy_id uuid, business_unique_id text, first_name text, last_name text,
          email text, rating int, message text, created_at timestamptz)
     JOIN listings l ON l.business_unique_id = r.business_unique_id
     LEFT JOIN reviews old ON old.id = r.legacy_id
     ON CONFLICT (id) DO UPDATE SET rating = EXCLUDED.rating, message = EXCLUDED.message`,
    [JSON.stringify(reviews)],
  );
}

async function seedTools(tx: Queryable, tools: Awaited<ReturnType<typeof readTools>>): Promise<void> {
  const rows = tools.map((t, index) => ({
    // part_of_plan keeps the author's form (text or list), as the API returns it; badges normalise it.
    ...t,
    images: t.images.map((url) => ({ url })),
    sort_order: index,
  }));
  await tx.query(
    `INSERT INTO tools (tool_unique_id, name, subtitle, description, content, images, part_of_plan,
        tool_categories, audiences, requirements, sort_order)
     SELECT r.tool_unique_id, r.name, r.subtitle, r.description, r.content, r.images, r.part_of_plan,
        r.tool_categories, r.audiences, r.requirements, r.sort_order
     FROM jsonb_to_recordset($1::jsonb) AS r(tool_unique_id text, name text, subtitle text, description text,
        content text, images jsonb, part_of_plan jsonb, tool_categories text[], audiences text[],
        requirements text[], sort_order int)
     ON CONFLICT (tool_unique_id) DO UPDATE SET name = EXCLUDED.name, subtitle = EXCLUDED.subtitle,
        description = EXCLUDED.description, content = EXCLUDED.content, images = EXCLUDED.images,
        part_of_plan = EXCLUDED.part_of_plan, tool_categories = EXCLUDED.tool_categories,
        audiences = EXCLUDED.audiences, requirements = EXCLUDED.requirements,
        sort_order = EXCLUDED.sort_order, updated_at = now()`,
    [JSON.stringify(rows)],
  );
}

async function seedSeries(tx: Queryable, series: Awaited<ReturnType<typeof readSeries>>): Promise<void> {
  const json = JSON.stringify(series);
  // Insert without parents first, then link them, so the order of the file does not matter.
  await tx.query(
    `INSERT INTO series (id, name, label)
     SELECT r.id, r.name, r.label FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text, label text)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, label = EXCLUDED.label`,
    [json],
  );
  await tx.query(
    `UPDATE series s SET parent_id = r.parent
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, parent text) WHERE s.id = r.id`,
    [json],
  );
}

async function seedArticles(tx: Queryable, articles: Awaited<ReturnType<typeof readArticles>>): Promise<void> {
  await tx.query(
    `INSERT INTO content_items (slug, title, excerpt, type, category, tags, published, publish_location,
        header_template, series_id, sort_order, images, seo, main, views, likes, dislikes, created_at)
     SELECT r.slug, r.title, r.excerpt, r.type, r.category, r.tags, r.published, r.publish_location,
        r.header_template, r.series_id, r."order", r.images, r.seo, r.main, r.views, r.likes, r.dislikes, r.created_at
     FROM jsonb_to_recordset($1::jsonb) AS r(slug text, title text, excerpt text, type text, category text,
        tags text[], published boolean, publish_location text, header_template text, series_id text,
        "order" int, images jsonb, seo jsonb, main text, views int, likes int, dislikes int, created_at timestamptz)
     ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, type = EXCLUDED.type,
        category = EXCLUDED.category, tags = EXCLUDED.tags, published = EXCLUDED.published,
        publish_location = EXCLUDED.publish_location, header_template = EXCLUDED.header_template,
        series_id = EXCLUDED.series_id, sort_order = EXCLUDED.sort_order, images = EXCLUDED.images,
        seo = EXCLUDED.seo, main = EXCLUDED.main, created_at = EXCLUDED.created_at, updated_at = now()`,
    [JSON.stringify(articles)],
  );
}

async function seedRegions(tx: Queryable, regions: Awaited<ReturnType<typeof readRegions>>): Promise<void> {
  const rows = regions.flatMap((r) =>
    r.news.map((n) => ({ country_code: r.country, state_code: r.state, city_slug: slugify(r.city), ...n })),
  );
  await tx.query(
    `INSERT INTO regional_news (country_code, state_code, city_slug, title, summary, published_at)
     SELECT r.country_code, r.state_code, r.city_slug, r.title, r.summary, r.published_at
     FROM jsonb_to_recordset($1::jsonb) AS r(country_code text, state_code text, city_slug text, title text,
        summary text, published_at timestamptz)
     ON CONFLICT (country_code, state_code, city_slug, title) DO UPDATE SET summary = EXCLUDED.summary,
        published_at = EXCLUDED.published_at`,
    [JSON.stringify(rows)],
  );
}

/** The demo accounts in the database (a production load refuses to pretend they are gone). */
export async function findDemoAccounts(): Promise<string[]> {
  const rows = await query<{ email: string }>(
    'SELECT business_email AS email FROM businesses WHERE is_demo ORDER BY 1',
  );
  return rows.map((r) => r.email);
}

export async function isSeeded(): Promise<boolean> {
  const [row] = await query<{ n: number }>('SELECT count(*)::int AS n FROM tools');
  return (row?.n ?? 0) > 0;
}
