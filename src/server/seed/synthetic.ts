/**
 * Deterministic synthetic listings for scale tests: the same N always yields the same rows,
 * so running it twice changes nothing. Names are composed from word lists, never "Business 1".
 */
import type { Queryable } from '../db/client.ts';
import { slugify } from '../../shared/locations.ts';
import { upsertListings, type listingRow } from './listing-rows.ts';

const FIRST = [
  'Maple',
  'Northern',
  'Prairie',
  'Cedar',
  'Aspen',
  'Harbour',
  'Riverbend',
  'Summit',
  'Lakeside',
  'Birch',
  'Granite',
  'Wild Rose',
  'Chinook',
  'Evergreen',
  'Bluebird',
  'Juniper',
];
const SECOND = ['Lane', 'Ridge', 'Valley', 'Creek', 'Point', 'Hollow', 'Crossing', 'Field', 'Hill', 'Bay'];
const KINDS: [string, string, string][] = [
  ['Bakery', 'Bakery', 'bakery'],
  ['Coffee House', 'Cafe', 'cafe'],
  ['Plumbing', 'Plumbing', 'trades'],
  ['Hair Studio', 'Hair Salon', 'salon'],
  ['Auto Care', 'Auto Repair', 'auto'],
  ['Fitness', 'Fitness', 'fitness'],
  ['Landscaping', 'Landscaping', 'landscaping'],
  ['Dental', 'Dental', 'health'],
  ['Books & Gifts', 'Retail', 'retail'],
  ['Builders', 'Construction', 'construction'],
  ['Pet Grooming', 'Pet Care', 'pets'],
  ['Kitchen', 'Restaurant', 'restaurant'],
];
const CITIES: [string, string][] = [
  ['Edmonton', 'AB'],
  ['Calgary', 'AB'],
  ['Red Deer', 'AB'],
  ['Lethbridge', 'AB'],
  ['Saskatoon', 'SK'],
  ['Regina', 'SK'],
  ['Winnipeg', 'MB'],
  ['Vancouver', 'BC'],
  ['Surrey', 'BC'],
  ['Kelowna', 'BC'],
  ['Toronto', 'ON'],
  ['Ottawa', 'ON'],
  ['London', 'ON'],
  ['Montréal', 'QC'],
  ['Laval', 'QC'],
  ['Halifax', 'NS'],
  ['Moncton', 'NB'],
  ['Charlottetown', 'PE'],
];
const STREETS = [
  'Main Street',
  'King Street',
  'Railway Avenue',
  'Centre Street',
  'Queen Street',
  '1st Avenue',
  'Victoria Road',
];

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T;
}

export function syntheticListing(n: number): ReturnType<typeof listingRow> {
  const [kindName, category, art] = pick(KINDS, n);
  const [city, state] = pick(CITIES, Math.floor(n / KINDS.length));
  const name = `${pick(FIRST, n * 7)} ${pick(SECOND, n * 3)} ${kindName}`;
  return {
    business_unique_id: `${slugify(city)}-${slugify(name)}-s${n}`,
    owner_email: null,
    email: null,
    business_name: name,
    business_rank: 'unclaimed',
    categories: [category],
    phone: `+1 555-01${String(n % 100).padStart(2, '0')}`,
    website_url: null,
    description: `${name} serves ${city} with friendly, local ${category.toLowerCase()} services.`,
    street_address: `${100 + (n % 9000)} ${pick(STREETS, n)}`,
    city,
    city_slug: slugify(city),
    state_code: state,
    country_code: 'CA',
    postal_code: null,
    social: {},
    hours: null,
    images: [{ url: `/media/listings/${art}-${(n % 3) + 1}.svg` }],
  };
}

export async function seedSynthetic(
  db: Queryable,
  count: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const BATCH = 5000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) rows.push(syntheticListing(n));
    await upsertListings(db, rows, 'ignore');
    log(`synthetic listings: ${Math.min(count, start + BATCH)}/${count}`);
  }
}

/**
 * The same rows as syntheticListing(n) for n in [0, count), written by the database itself with
 * generate_series (issue 19: a million listings in well under a minute, where row-by-row upserts
 * take many). Word lists and their slugs go in as arrays; existing ids are left alone.
 */
export async function seedSyntheticSql(
  db: Queryable,
  count: number,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const BATCH = 100_000;
  const arrays = [
    FIRST,
    FIRST.map(slugify),
    SECOND,
    SECOND.map(slugify),
    KINDS.map((k) => k[0]),
    KINDS.map((k) => slugify(k[0])),
    KINDS.map((k) => k[1]),
    KINDS.map((k) => k[2]),
    CITIES.map((c) => c[0]),
    CITIES.map((c) => slugify(c[0])),
    CITIES.map((c) => c[1]),
    STREETS,
  ];
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH);
    await db.query(
      `WITH w AS (SELECT $1::text[] f, $2::text[] fs, $3::text[] s, $4::text[] ss, $5::text[] k, $6::text[] ks, $7::text[] cat, $8::text[] art,
                         $9::text[] c, $10::text[] cs, $11::text[] st, $12::text[] streets),
            g AS (SELECT n, (n % 12) + 1 AS ki, ((n / 12) % 18) + 1 AS ci, ((n * 7) % 16) + 1 AS fi, ((n * 3) % 10) + 1 AS si
                  FROM generate_series($13::bigint, $14::bigint - 1) AS n)
       INSERT INTO listings (business_unique_id, business_name, business_rank, categories, phone, description, street_address,
                             city, city_slug, state_code, country_code, social, images)
       SELECT w.cs[ci] || '-' || w.fs[fi] || '-' || w.ss[si] || '-' || w.ks[ki] || '-s' || n,
              w.f[fi] || ' ' || w.s[si] || ' ' || w.k[ki], 'unclaimed', ARRAY[w.cat[ki]],
              '+1 555-01' || lpad((n % 100)::text, 2, '0'),
              w.f[fi] || ' ' || w.s[si] || ' ' || w.k[ki] || ' serves ' || w.c[ci] || ' with friendly, local ' || lower(w.cat[ki]) || ' services.',
              (100 + n % 9000) || ' ' || w.streets[(n % 7) + 1], w.c[ci], w.cs[ci], w.st[ci], 'CA', '{}'::jsonb,
              jsonb_build_array(jsonb_build_object('url', '/media/listings/' || w.art[ki] || '-' || ((n % 3) + 1) || '.svg'))
       FROM g, w
       ON CONFLICT (business_unique_id) DO NOTHING`,
      [...arrays, start, end],
    );
    log(`synthetic listings: ${end}/${count}`);
  }
}
