/**
 * The business address the website creator asks for (issue 39): optional, and when any part is given the
 * city and the province are needed too. One schema for the wizard island and the generate-website function;
 * the field rules and messages are the listing form's, so the address fits the owner's directory listing.
 */
import { preprocess, z } from './z.ts';
import { listingFormSchema } from './listing-form.ts';

const listing = listingFormSchema.shape;
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const CITY_NEEDED = 'Please enter your city, or leave the whole address empty.';
const PROVINCE_NEEDED = 'Please choose your province or territory, or leave the whole address empty.';

export const creatorAddressSchema = z
  .object({
    street_address: listing.street_address,
    city: preprocess(blankToUndefined, z.optional(listing.city)),
    state_code: preprocess(blankToUndefined, z.optional(listing.state_code)),
    postal_code: listing.postal_code,
  })
  .check(
    z.superRefine((a, ctx) => {
      if (!a.street_address && !a.city && !a.state_code && !a.postal_code) return;
      if (!a.city) ctx.addIssue({ code: 'custom', path: ['city'], message: CITY_NEEDED });
      if (!a.state_code) ctx.addIssue({ code: 'custom', path: ['state_code'], message: PROVINCE_NEEDED });
    }),
  );
export type CreatorAddressInput = z.input<typeof creatorAddressSchema>;
export type CreatorAddress = z.output<typeof creatorAddressSchema>;

/** The address when one was given (city and province present), else null. */
export function givenAddress(
  a: CreatorAddress | undefined,
):
  | (Required<Pick<CreatorAddress, 'city' | 'state_code'>> & Pick<CreatorAddress, 'street_address' | 'postal_code'>)
  | null {
  return a?.city && a.state_code ? { ...a, city: a.city, state_code: a.state_code } : null;
}
