/**
 * The site and the directory listing share one business record: when an owner generates a website,
 * the wizard's name, overview and phone are written back to their listing (through the accounts
 * work's own listing save, with its schema), so the directory shows what the website shows, and the
 * address when the owner gave one (issue 39). An owner without a listing keeps none here: the address
 * they gave stays with the draft's request and its site spec.
 */
import type { SessionBusiness } from '../auth/session.ts';
import { findOwnerListing, saveOwnerListing } from '../listings/owner-listing.ts';
import { listingFormSchema } from '../../schemas/listing-form.ts';
import type { GenerateWebsiteInput } from '../../schemas/wizard.ts';
import { givenAddress } from '../../schemas/creator-address.ts';

export type SyncOutcome = 'no-listing' | 'unchanged' | 'updated' | 'refused';

export async function syncListingFromWizard(
  business: SessionBusiness,
  input: GenerateWebsiteInput,
): Promise<SyncOutcome> {
  const listing = await findOwnerListing(business.id);
  if (!listing) return 'no-listing';
  const current = listing.form;
  // The address only when the owner gave one in the wizard: an empty one keeps the listing's.
  const address = givenAddress(input.businessAddress);
  const wanted = {
    business_name: input.businessName,
    business_description: input.businessBriefExplaination,
    business_phone_number: input.contactNumber,
    ...(address && {
      street_address: address.street_address,
      city: address.city,
      state_code: address.state_code,
      postal_code: address.postal_code,
    }),
  };
  const same = ([key, value]: [string, unknown]) => current[key as keyof typeof current] === value;
  if (Object.entries(wanted).every(same)) return 'unchanged';
  const form = listingFormSchema.safeParse({ ...current, ...wanted });
  if (!form.success) {
    console.warn('[generation] listing not updated from the wizard:', form.error.issues[0]?.message);
    return 'refused';
  }
  await saveOwnerListing(business, form.data);
  return 'updated';
}
