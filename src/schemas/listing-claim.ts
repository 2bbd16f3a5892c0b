/** Claiming an unclaimed listing from the emailed link (issue 27): the request and the page's answer. */
import { z } from './z.ts';
import { text } from './text.ts';
import { dbId } from './ids.ts';

export const claimRequestSchema = z.object({
  token: text({ error: 'This claim link is not complete. Open the link from the email again.' }).check(
    z.minLength(1, 'This claim link is not complete. Open the link from the email again.'),
    z.maxLength(200, 'This claim link is not valid.'),
  ),
});

/** invalid: bad or expired link; sign-in: valid, nobody signed in; claimable: valid, signed in; yours / claimed: already owned. */
export const claimStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('invalid') }),
  z.object({
    state: z.enum(['sign-in', 'claimable', 'yours', 'claimed']),
    business_name: z.string(),
    waiting: z.number().check(z.int()),
  }),
]);
export type ClaimState = z.infer<typeof claimStateSchema>;

export const claimResultSchema = z.object({
  business_name: z.string(),
  waiting: z.number().check(z.int()),
  message: z.string(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const CLAIM_LINK_INVALID_TEXT =
  'This claim link is not valid or has expired. The next message a visitor sends to your listing brings a new one.';

/** What the owner reads once the listing is theirs. */
export function claimedMessage(businessName: string, waiting: number): string {
  const kept =
    waiting === 0
      ? 'No messages were waiting.'
      : waiting === 1
        ? 'One message was waiting for you: it is in your inbox now.'
        : `${waiting} messages were waiting for you: they are in your inbox now.`;
  return `${businessName} is your listing now. ${kept}`;
}

/** Claiming from the listing page (issue 39): the listing's id, from 'Claim this listing'. */
export const listingClaimRequestSchema = z.object({
  listing: dbId({ error: 'This claim address is not complete. Open the listing and press Claim this listing again.' }),
});

/** The signed-in visitor's own latest reviewed request for the listing (issue 39), never anyone else's. */
export const ownClaimRequestSchema = z.object({
  state: z.enum(['pending', 'approved', 'refused']),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
  refusal_reason: z.nullable(z.string()),
});
export type OwnClaimRequest = z.infer<typeof ownClaimRequestSchema>;

/**
 * sign-in / email-link: the directory has the business's email, the link can be sent there (once signed in);
 * request-sign-in / request: it has none, so a signed-in account sends a request an admin reviews;
 * yours / claimed: already owned. `request` is the visitor's own latest request, when signed in.
 */
export const listingClaimStateSchema = z.object({
  state: z.enum(['sign-in', 'email-link', 'request-sign-in', 'request', 'yours', 'claimed']),
  business_name: z.string(),
  request: z.nullable(ownClaimRequestSchema),
});
export type ListingClaimState = z.infer<typeof listingClaimStateSchema>;

export const claimLinkSentSchema = z.object({ sent: z.boolean(), message: z.string() });

export function claimLinkSentMessage(businessName: string, sent: boolean): string {
  return sent
    ? `We emailed a claim link for ${businessName} to the address the directory has for the business. ` +
        'Open it while signed in to this account: the listing is yours once you press Claim. ' +
        'The link works for 30 days.'
    : `A claim link for ${businessName} went to the address the directory has for the business in the last 30 days, ` +
        'and it still works: open it from that email while signed in to this account.';
}
