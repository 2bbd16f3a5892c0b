/**
 * The one business record a site and a directory listing share: the owner's listing
 * (listings.owner_id) when there is one. The wizard's step 3 details (name, overview, phone,
 * email) are the owner's latest words; hours, address and social links come from the listing.
 */
import { query } from '../db/client.ts';
import { provinceName } from '../../shared/locations.ts';
import type { Hours } from '../../schemas/seed.ts';
import type { SiteBusiness } from '../../schemas/site-spec.ts';

export interface BusinessRecord {
  accountId: string;
  listingId: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  email: string;
  hours: Hours | null;
  address: SiteBusiness['address'];
  social: SiteBusiness['social'];
  /** The contact form's opaque id (contact-forms.ts); none for showcase examples. */
  formId?: string;
}

interface ListingRow extends Record<string, unknown> {
  id: string;
  business_name: string;
  description: string | null;
  phone: string | null;
  hours: Hours | null;
  street_address: string | null;
  city: string;
  state_code: string;
  country_code: string;
  postal_code: string | null;
  social: Record<string, string | null>;
  business_email: string;
  form_id: string | null;
}

export async function loadBusinessRecord(accountId: string): Promise<BusinessRecord> {
  const [row] = await query<ListingRow>(
    `SELECT l.id, l.business_name, l.description, l.phone, l.hours, l.street_address, l.city, l.state_code,
            l.country_code, l.postal_code, l.social, b.business_email, f.id AS form_id
     FROM businesses b LEFT JOIN contact_forms f ON f.business_id = b.id LEFT JOIN LATERAL (
       SELECT * FROM listings WHERE owner_id = b.id ORDER BY created_at LIMIT 1
     ) l ON true
     WHERE b.id = $1`,
    [accountId],
  );
  if (!row) throw new Error(`No account ${accountId}`);
  // Only read: the form id is made when a draft is generated (buildDraft) or by migration 0021.
  const formId = row.form_id ?? undefined;
  if (!row.id) {
    return {
      accountId,
      formId,
      listingId: null,
      name: null,
      description: null,
      phone: null,
      email: row.business_email,
      hours: null,
      address: null,
      social: {},
    };
  }
  const social = row.social ?? {};
  const url = (v: unknown) => (typeof v === 'string' && /^https?:\/\//.test(v) ? v : null);
  return {
    accountId,
    formId,
    listingId: row.id,
    name: row.business_name,
    description: row.description,
    phone: row.phone,
    email: row.business_email,
    hours: row.hours,
    address: {
      street: row.street_address,
      city: row.city,
      province: provinceName(row.state_code),
      postalCode: row.postal_code,
      country: row.country_code,
    },
    social: { facebook: url(social.facebook), instagram: url(social.instagram), linkedin: url(social.linkedin) },
  };
}
