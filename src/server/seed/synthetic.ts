/**
 * Deterministic synthetic listings for scale tests: the same N always yields the same rows,
 * so running it twice changes nothing. Names are composed from word lists, never "Business 1".
 */
import type { Queryable } from '../db/client.ts';
import { slugify } from '../../shared/locations.ts';
import { upsertListings, type listingRow } from './listing-rows.ts';

const FIRST = ['Maple', 'Northern', 'Prairie', 'Cedar', 'Aspen', 'Harbour', 'Riverbend', 'Summit', 'Lakeside', 'Birch', 'Granite', 'Wild Rose', 'Chinook', 'Evergreen', 'Bluebird', 'Juniper'];
const SECOND = ['Lane', 'Ridge', 'Valley', 'Creek', 'Point', 'Hollow', 'Crossing', 'Field', 'Hill', 'Bay'];
const KINDS: [string, string, string][] = [
  ['Bakery', 'Bakery', 'bakery'], ['Coffee House', 'Cafe', 'cafe'], ['Plumbing', 'Plumbing', 'trades'],
  ['Hair Studio', 'Hair Salon', 'salon'], ['Auto Care', 'Auto Repair', 'auto'], ['Fitness', 'Fitness', 'fitness'],
  ['Landscaping', 'Landscaping', 'landscaping'], ['Dental', 'Dental', 'health'], ['Books & Gifts', 'Retail', 'retail'],
  ['Builders', 'Construction', 'construction'], ['Pet Grooming', 'Pet Care', 'pets'], ['Kitchen', 'Restaurant', 'restaurant'],
];
const CITIES: [string, string][] = [
  ['Edmonton', 'AB'], ['Calgary', 'AB'], ['Red Deer', 'AB'], ['Lethbridge', 'AB'], ['Saskatoon', 'SK'], ['Regina', 'SK'],
  ['Winnipeg', 'MB'], ['Vancouver', 'BC'], ['Surrey', 'BC'], ['Kelowna', 'BC'], ['Toronto', 'ON'], ['Ottawa', 'ON'],
  ['London', 'ON'], ['Montréal', 'QC'], ['Laval', 'QC'], ['Halifax', 'NS'], ['Moncton', 'NB'], ['Charlottetown', 'PE'],
];
const STREETS = ['Main Street', 'King Street', 'Railway Avenue', 'Centre Street', 'Queen Street', '1st Avenue', 'Victoria Road'];

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

export async function seedSynthetic(db: Queryable, count: number, log: (line: string) => void = () => undefined): Promise<void> {
  const BATCH = 5000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) rows.push(syntheticListing(n));
    await upsertListings(db, rows, 'ignore');
    log(`synthetic listings: ${Math.min(count, start + BATCH)}/${count}`);
  }
}
