/** Claiming an unclaimed listing from the emailed link (issue 27): the request and the page's answer. */
import { z } from './z.ts';
import { text } from './text.ts';

export const claimRequestSchema = z.object({
  token: text({ error: 'This claim link is not complete. Open the link from the email again.' }).check(
    z.minLength(1, 'This claim link is not complete. Open the link from the email again.'),
    z.maxLength(200, 'This claim link is not valid.'),
  ),
});

/** invalid: bad or expired link; sign-in: valid, nobody signed in; claimable: valid, signed in; yours / claimed: already owned. */
export const claimStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('invalid') }),
  z.object({ state: z.enum(['sign-in', 'claimable', 'yours', 'claimed']), business_name: z.string(), waiting: z.number().check(z.int()) }),
]);
export type ClaimState = z.infer<typeof claimStateSchema>;

export const claimResultSchema = z.object({ business_name: z.string(), waiting: z.number().check(z.int()), message: z.string() });
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const CLAIM_LINK_INVALID_TEXT = 'This claim link is not valid or has expired. The next message a visitor sends to your listing brings a new one.';

/** What the owner reads once the listing is theirs. */
export function claimedMessage(businessName: string, waiting: number): string {
  const kept = waiting === 0 ? 'No messages were waiting.' : waiting === 1 ? 'One message was waiting for you: it is in your inbox now.' : `${waiting} messages were waiting for you: they are in your inbox now.`;
  return `${businessName} is your listing now. ${kept}`;
}
