/**
 * Request bodies of the account calls, built on the §5 form schemas of business.ts (the islands
 * validate with those same schemas). Unknown keys are dropped, so a browser can never send itself
 * a rank, a role or a referrer.
 */
import { z } from './z.ts';
import { text } from './text.ts';
import { affiliateRegistrationSchema, registrationSchema } from './business.ts';
import { safeNextPath } from '../shared/safe-next.ts';
import { writtenLanguageSchema } from './contact.ts';

/** The referrer's code, as stored from the referral link (localStorage referral_id). */
const referralId = z.catch(z.optional(text().check(z.trim(), z.maxLength(80))), undefined);
/** Where the person continues once the emailed link is opened: a path on this site, else /checkout. */
const nextPath = z.pipe(
  z.optional(z.unknown()),
  z.transform((value) => safeNextPath(value)),
);

/** The language of the page signed up on ('fr' from the French sign-up, issue 42); the account records it. */
const signupExtras = { referral_id: referralId, next: nextPath, language: writtenLanguageSchema };
export const registrationRequestSchema = z.extend(registrationSchema, signupExtras);
export const affiliateRequestSchema = z.extend(affiliateRegistrationSchema, signupExtras);

/**
 * What registration answers, the same for a new email and a taken one (nobody can probe which emails
 * have an account): check your inbox. The link in the email finishes the sign-up.
 */
export const CHECK_INBOX =
  'Check your inbox: we sent you an email with a link to finish creating your account. It works once, for 24 hours.';
export const signupAnswerSchema = z.object({
  status: z.literal(202),
  check_inbox: z.literal(true),
  email: z.string(),
  message: z.string(),
});
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

/** The affiliate form is the one that sends a website URL. */
export function registrationSchemaFor(body: unknown) {
  return body && typeof body === 'object' && 'business_website_url' in body
    ? affiliateRequestSchema
    : registrationRequestSchema;
}

/** POST /api/business/update-rank: only which subscription to check; the rank itself comes from Stripe. */
export const updateRankRequestSchema = z.object({
  subscriptionId: z.optional(
    text().check(z.regex(/^sub_[A-Za-z0-9]+$/, 'subscriptionId is not a Stripe subscription id.')),
  ),
});

/** POST /api/commerce/create-subscription: the plan chosen; customer and account come from the session. */
export const createSubscriptionRequestSchema = z.object({
  plan: z.enum(['web-hosting', 'complete'], { error: 'Please select a pricing plan' }),
});
