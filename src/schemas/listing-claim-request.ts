/** A reviewed claim request (issue 39): for a listing the directory has no email for, checked by an admin. */
import { z } from './z.ts';
import { text } from './text.ts';
import { dbId } from './ids.ts';

const trimmed = (min: number, max: number, tooShort: string, tooLong: string) =>
  text({ error: tooShort }).check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

export const claimRequestSubmitSchema = z.object({
  listing: dbId({ error: 'This claim address is not complete. Open the listing and press Claim this listing again.' }),
  role_at_business: trimmed(
    2,
    80,
    'Say your role at the business (for example: owner).',
    'Keep your role under 80 characters.',
  ),
  proof: trimmed(
    5,
    200,
    'Give a phone number or website where we can check that you run the business.',
    'Keep the phone or website under 200 characters.',
  ),
  message: z._default(trimmed(0, 1000, 'The message must be text.', 'Keep the message under 1000 characters.'), ''),
  lang: z._default(z.enum(['en', 'fr'], { error: "lang must be 'en' or 'fr'" }), 'en'),
});
export type ClaimRequestSubmit = z.infer<typeof claimRequestSubmitSchema>;

export const claimRequestDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ request_id: dbId({ error: 'request_id must be a request id.' }), decision: z.literal('approve') }),
    z.object({
      request_id: dbId({ error: 'request_id must be a request id.' }),
      decision: z.literal('refuse'),
      reason: trimmed(
        5,
        500,
        'Give the reason the requester will read (at least 5 characters).',
        'Keep the reason under 500 characters.',
      ),
    }),
  ],
  { error: "decision must be 'approve' or 'refuse'" },
);
export type ClaimRequestDecision = z.infer<typeof claimRequestDecisionSchema>;

export const claimRequestSchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  business_name: z.string(),
  listing_city: z.string(),
  listing_path: z.string(),
  requester_name: z.string(),
  requester_email: z.string(),
  /** When the requester's account was made (the admin weighs a day-old account differently). */
  requester_since: z.string(),
  role_at_business: z.string(),
  proof: z.string(),
  message: z.string(),
  lang: z.enum(['en', 'fr']),
  state: z.enum(['pending', 'approved', 'refused']),
  refusal_reason: z.nullable(z.string()),
  created_at: z.string(),
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const claimRequestsResponseSchema = z.object({ requests: z.array(claimRequestSchema) });
export const claimRequestDecidedSchema = z.object({ state: z.enum(['approved', 'refused']) });
