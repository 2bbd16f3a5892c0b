/**
 * Who a review or a message is for. `business_id` is a listing id or a listing's business_unique_id;
 * a generated website's form names its business by an opaque form id (contact-forms.ts).
 */
import { query } from '../db/client.ts';
import { notFound } from '../http.ts';
import { directoryPath } from '../../shared/locations.ts';
import { findFormAccount } from './contact-forms.ts';
import { isUuid } from '../../schemas/ids.ts';

export interface Target {
  listingId: string | null;
  /** The account that receives the lead: the listing's owner, or the account itself. */
  ownerId: string | null;
  ownerEmail: string | null;
  businessName: string;
  /** Site path of the listing page (null for an account without a listing). */
  listingPath: string | null;
}

interface ListingRow extends Record<string, unknown> {
  id: string;
  owner_id: string | null;
  owner_email: string | null;
  business_name: string;
  business_unique_id: string;
  country_code: string;
  state_code: string;
  city_slug: string;
}

const LISTING_SELECT = `SELECT l.id, l.owner_id, b.business_email AS owner_email, l.business_name, l.business_unique_id,
    l.country_code, l.state_code, l.city_slug
  FROM listings l LEFT JOIN businesses b ON b.id = l.owner_id`;

function toTarget(row: ListingRow): Target {
  return {
    listingId: row.id,
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
    businessName: row.business_name,
    listingPath: directoryPath(row),
  };
}

export async function findListingTarget(businessId: string): Promise<Target | undefined> {
  const [row] = isUuid(businessId)
    ? await query<ListingRow>(`${LISTING_SELECT} WHERE l.id = $1`, [businessId])
    : await query<ListingRow>(`${LISTING_SELECT} WHERE l.business_unique_id = $1`, [businessId.toLowerCase()]);
  return row ? toTarget(row) : undefined;
}

export async function findListingTargetById(listingId: string): Promise<Target> {
  const [row] = await query<ListingRow>(`${LISTING_SELECT} WHERE l.id = $1`, [listingId]);
  if (!row) throw notFound('No listing has this id.');
  return toTarget(row);
}

/**
 * The business behind a generated website's contact form: the account's listing when it has one
 * (the lead shows on the listing too), else the account itself.
 */
export async function findFormTarget(formId: string): Promise<Target | undefined> {
  const accountId = await findFormAccount(formId);
  if (!accountId) return undefined;
  const [listing] = await query<ListingRow>(`${LISTING_SELECT} WHERE l.owner_id = $1 ORDER BY l.created_at LIMIT 1`, [
    accountId,
  ]);
  if (listing) return toTarget(listing);
  const [account] = await query<{ id: string; business_name: string; business_email: string }>(
    'SELECT id, business_name, business_email FROM businesses WHERE id = $1',
    [accountId],
  );
  return account
    ? {
        listingId: null,
        ownerId: account.id,
        ownerEmail: account.business_email,
        businessName: account.business_name,
        listingPath: null,
      }
    : undefined;
}
