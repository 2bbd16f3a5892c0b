/**
 * The site and the directory listing share one business record: when an owner generates a website,
 * the wizard's name, overview and phone are written back to their listing (through the accounts
 * work's own listing save, with its schema), so the directory shows what the website shows. An
 * owner without a listing keeps none: a listing needs a city and province the wizard does not ask.
 */
import type { SessionBusiness } from '../auth/session.ts';
import { findOwnerListing, saveOwnerListing } from '../listings/owner-listing.ts';
import { listingFormSchema } from '../../schemas/listing-form.ts';
import type { GenerateWebsiteInput } from '../../schemas/wizard.ts';

export type SyncOutcome = 'no-listing' | 'unchanged' | 'updated' | 'refused';

export async function syncListingFromWizard(business: SessionBusiness, input: GenerateWebsiteInput): Promise<SyncOutcome> {
  const listing = await findOwnerListing(business.id);
  if (!listing) return 'no-listing';
  const current = listing.form;
  const wanted = { business_name: input.businessName, business_description: input.businessBriefExplaination, business_phone_number: input.contactNumber };
  if (current.business_name === wanted.business_name && current.business_description === wanted.business_description && current.business_phone_number === wanted.business_phone_number) {
    return 'unchanged';
  }
  const form = listingFormSchema.safeParse({ ...current, ...wanted });
  if (!form.success) {
    console.warn('[generation] listing not updated from the wizard:', form.error.issues[0]?.message);
    return 'refused';
  }
  await saveOwnerListing(business, form.data);
  return 'updated';
}
