/** Listing rows as the seed, the demo account and the synthetic scale data write them. */
import type { Queryable } from '../db/client.ts';
import { slugify } from '../../shared/locations.ts';
import type { SeedListing } from '../../schemas/seed.ts';

export function listingRow(l: SeedListing) {
  return {
    business_unique_id: l.business_unique_id,
    owner_email: l.owner_email ?? null,
    email: l.email ?? null,
    business_name: l.business_name,
    business_rank: l.business_rank,
    categories: l.categories,
    phone: l.phone ?? null,
    website_url: l.website_url ?? null,
    description: l.description ?? null,
    street_address: l.address.street_address ?? null,
    city: l.address.city,
    city_slug: slugify(l.address.city),
    state_code: l.address.state,
    country_code: l.address.country,
    postal_code: l.address.postal_code ?? null,
    social: l.social,
    hours: l.hours ?? null,
    images: l.images.map((url) => ({ url })),
  };
}

/** Upserts listing rows (shape of listingRow) in one statement. */
export async function upsertListings(
  db: Queryable,
  rows: ReturnType<typeof listingRow>[],
  onConflict: 'update' | 'ignore',
): Promise<void> {
  const conflict =
    onConflict === 'ignore'
      ? 'DO NOTHING'
      : // A listing claimed in the app (claim.ts) stays claimed when the content still calls it unclaimed.
        `DO UPDATE SET owner_id = coalesce(EXCLUDED.owner_id, listings.owner_id), business_name = EXCLUDED.business_name,
           business_rank = CASE WHEN EXCLUDED.owner_id IS NULL AND listings.owner_id IS NOT NULL THEN listings.business_rank ELSE EXCLUDED.business_rank END, categories = EXCLUDED.categories, phone = EXCLUDED.phone,
           website_url = EXCLUDED.website_url, description = EXCLUDED.description,
           street_address = EXCLUDED.street_address, city = EXCLUDED.city, city_slug = EXCLUDED.city_slug,
           state_code = EXCLUDED.state_code, country_code = EXCLUDED.country_code,
           postal_code = EXCLUDED.postal_code, social = EXCLUDED.social, hours = EXCLUDED.hours,
           images = EXCLUDED.images, email = EXCLUDED.email, updated_at = now()`;
  await db.query(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, categories, phone,
        website_url, description, street_address, city, city_slug, state_code, country_code, postal_code,
        social, hours, images, email)
     SELECT r.business_unique_id, b.id, r.business_name, r.business_rank, r.categories, r.phone,
        r.website_url, r.description, r.street_address, r.city, r.city_slug, r.state_code, r.country_code,
        r.postal_code, coalesce(r.social, '{}'::jsonb), r.hours, coalesce(r.images, '[]'::jsonb), r.email
     FROM jsonb_to_recordset($1::jsonb) AS r(business_unique_id text, owner_email text, business_name text,
        business_rank text, categories text[], phone text, website_url text, description text,
        street_address text, city text, city_slug text, state_code text, country_code text, postal_code text,
        social jsonb, hours jsonb, images jsonb, email text)
     LEFT JOIN businesses b ON lower(b.business_email) = lower(r.owner_email)
     ON CONFLICT (business_unique_id) ${conflict}`,
    [JSON.stringify(rows)],
  );
}
