/**
 * The account owner's own directory listing: read and saved through the one listing form schema.
 * Saving purges the listing's CDN copies (its page is rendered on demand: live at once) and marks the
 * prebuilt pages stale (location lists and search: the next rebuild).
 */
import { randomBytes } from 'node:crypto';
import { pooled, transaction, type Queryable } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';
import type { SessionBusiness } from '../auth/session.ts';
import type { ListingRecord } from '../directory/listing-shape.ts';
import { directoryPath, slugify } from '../../shared/locations.ts';
import type { ListingForm } from '../../schemas/listing-form.ts';
import { WEEKDAYS } from '../../schemas/seed.ts';
import { uploadedImagePrefix } from './listing-images.ts';

export const LISTING_SERVICE = 'directory-listing';
export const LIVE_NOW_MESSAGE =
  'Your listing is saved and live now: its directory page shows this version. Location lists and directory search catch up within the hour.';

export interface OwnerListing {
  id: string;
  business_unique_id: string;
  business_rank: string;
  directory_path: string;
  updated_at: string;
  form: ListingForm;
}

/** The columns of the owner's `listings` row that the form shows (COLUMNS). */
type OwnerRow = Pick<
  ListingRecord,
  | 'id'
  | 'business_unique_id'
  | 'business_rank'
  | 'business_name'
  | 'categories'
  | 'phone'
  | 'description'
  | 'street_address'
  | 'city'
  | 'city_slug'
  | 'state_code'
  | 'country_code'
  | 'postal_code'
  | 'social'
  | 'hours'
  | 'images'
  | 'email_opt_in'
  | 'updated_at'
>;

const COLUMNS = `id, business_unique_id, business_rank, business_name, categories, phone, description, street_address,
  city, city_slug, state_code, country_code, postal_code, social, hours, images, email_opt_in, updated_at`;

function toOwnerListing(row: OwnerRow): OwnerListing {
  return {
    id: row.id,
    business_unique_id: row.business_unique_id,
    business_rank: row.business_rank,
    directory_path: directoryPath(row),
    updated_at: new Date(row.updated_at).toISOString(),
    form: {
      business_name: row.business_name,
      category: row.categories[0],
      business_description: row.description ?? undefined,
      business_phone_number: row.phone ?? undefined,
      street_address: row.street_address ?? undefined,
      city: row.city,
      state_code: row.state_code,
      postal_code: row.postal_code ?? undefined,
      social: {
        facebook: row.social.facebook ?? undefined,
        instagram: row.social.instagram ?? undefined,
        linkedin: row.social.linkedin ?? undefined,
      },
      hours: row.hours ?? {},
      images: row.images,
      email_opt_in: row.email_opt_in,
    },
  };
}

async function ownerRow(db: Queryable, ownerId: string, lock = false): Promise<OwnerRow | undefined> {
  const { rows } = await db.query<OwnerRow>(
    `SELECT ${COLUMNS} FROM listings WHERE owner_id = $1 ORDER BY created_at LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [ownerId],
  );
  return rows[0];
}

export async function findOwnerListing(ownerId: string): Promise<OwnerListing | null> {
  const row = await ownerRow(pooled(), ownerId);
  return row ? toOwnerListing(row) : null;
}

/** New photos must be this owner's uploads; photos the listing already had may stay. */
function assertOwnImages(ownerId: string, images: { url: string }[], current: { url: string }[]): void {
  const prefix = uploadedImagePrefix(ownerId);
  const kept = new Set(current.map((i) => i.url));
  const foreign = images.find((i) => !i.url.startsWith(prefix) && !kept.has(i.url));
  if (foreign)
    throw new HttpError(400, 'validation_failed', 'images: This image address is not one of your uploads.', {
      images: ['This image address is not one of your uploads.'],
    });
}

async function freeUniqueId(db: Queryable, name: string, city: string): Promise<string> {
  const base = slugify(name).slice(0, 60).replace(/-+$/, '') || 'business';
  const candidates = [base, `${base}-${slugify(city)}`.slice(0, 90), `${base}-${randomBytes(3).toString('hex')}`];
  const { rows } = await db.query<{ business_unique_id: string }>(
    'SELECT business_unique_id FROM listings WHERE business_unique_id = ANY($1)',
    [candidates],
  );
  const taken = new Set(rows.map((r) => r.business_unique_id));
  return candidates.find((c) => !taken.has(c)) ?? `${base}-${randomBytes(6).toString('hex')}`;
}

function columnValues(form: ListingForm) {
  const social = Object.fromEntries(Object.entries(form.social).filter(([, v]) => v));
  const hours = WEEKDAYS.some((d) => form.hours[d] !== undefined) ? form.hours : null;
  return [
    form.business_name,
    form.category ? [form.category] : [],
    form.business_phone_number ?? null,
    form.business_description ?? null,
    form.street_address ?? null,
    form.city,
    slugify(form.city) || 'city',
    form.state_code,
    form.postal_code?.toUpperCase() ?? null,
    JSON.stringify(social),
    hours ? JSON.stringify(hours) : null,
    JSON.stringify(form.images),
    form.email_opt_in,
  ];
}

export async function saveOwnerListing(business: SessionBusiness, form: ListingForm): Promise<OwnerListing> {
  let before: OwnerRow | undefined;
  const saved = await transaction(async (tx) => {
    // One save at a time per account, so a double submit never makes two listings.
    await tx.query('SELECT id FROM businesses WHERE id = $1 FOR UPDATE', [business.id]);
    const current = await ownerRow(tx, business.id, true);
    before = current;
    assertOwnImages(business.id, form.images, current?.images ?? []);
    const values = columnValues(form);
    const { rows } = current
      ? await tx.query<OwnerRow>(
          `UPDATE listings SET business_name = $2, categories = $3, phone = $4, description = $5, street_address = $6,
             city = $7, city_slug = $8, state_code = $9, postal_code = $10, social = $11, hours = $12, images = $13,
             email_opt_in = $14, business_rank = $15, updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [current.id, ...values, business.rank],
        )
      : await tx.query<OwnerRow>(
          `INSERT INTO listings (owner_id, business_name, categories, phone, description, street_address, city, city_slug,
             state_code, postal_code, social, hours, images, email_opt_in, business_rank, business_unique_id, country_code)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'CA') RETURNING ${COLUMNS}`,
          [business.id, ...values, business.rank, await freeUniqueId(tx, form.business_name, form.city)],
        );
    await tx.query(
      `UPDATE businesses SET bloc_services = array_append(bloc_services, $2), updated_at = now()
       WHERE id = $1 AND NOT ($2 = ANY(bloc_services))`,
      [business.id, LISTING_SERVICE],
    );
    return rows[0] as OwnerRow;
  });
  // The old city and province pages list it too when the edit moved it.
  await listingsChanged([saved.id], 'listing-saved', before ? [before] : []);
  return toOwnerListing(saved);
}
