/**
 * Account forms (spec §5): one schema per form, shared by the islands and the functions, carrying the
 * spec's exact messages (the typo "businss" fixed). The first message of a field is the one shown.
 */
import { z } from './z.ts';
import { text } from './text.ts';

const required = (message: string) =>
  text({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }));

// Letters include accented ones (Café, Québec); at least one letter or digit.
const NAME_BASIC = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N}_ ]+$/u;
const NAME_CREATOR = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N}_ '’-]+$/u;

function businessName(variant: 'account' | 'creator') {
  return required('You must provide a business name that is between 2-50 characters.').check(
    z.minLength(2, 'Your business name must be at least 2 characters.'),
    z.maxLength(50, 'Your business name must be a maximum of 50 characters.'),
    z.regex(
      variant === 'creator' ? NAME_CREATOR : NAME_BASIC,
      variant === 'creator'
        ? 'Your business name may only contain letters, numbers, spaces, dashes, and apostrophes.'
        : 'Your business name may only contain letters and numbers.',
    ),
  );
}

// §5's wording; {email} is an example address, as §5's {host} is 'yourbusiness.ca' in the website URL message.
export const INVALID_EMAIL = 'You must provide an email address such as name@yourbusiness.ca';
// The format is checked before the length, so 'bad@' is told what is wrong with it (issue 18), not its length.
export const businessEmail = z.pipe(
  required('You must provide an email address that is between 5-60 characters.').check(
    z.maxLength(60, 'Your email address must be a maximum of 60 characters.'),
  ),
  z.email(INVALID_EMAIL),
);

export function businessPassword() {
  const ruleMessage = 'Your password must be 8-35 characters and contain at least one number and special character.';
  // Not trimmed: spaces in a password are the owner's choice.
  return text({ error: 'You must provide a password that is between 8-35 characters.' }).check(
    z.minLength(1, { error: 'You must provide a password that is between 8-35 characters.', abort: true }),
    z.minLength(8, 'Your password must be a minimum of 8 characters.'),
    z.maxLength(35, 'Your password must be a maximum of 35 characters.'),
    z.regex(/\p{L}/u, 'Your password must contain supported language letters.'),
    z.regex(/^(?=.*\d)(?=.*[@$!%*#?&]).*$/, ruleMessage),
  );
}

export const registrationSchema = z.object({
  business_name: businessName('account'),
  business_email: businessEmail,
  business_password: businessPassword(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** Login uses the registration rules for the two fields it has (spec §5: same schema). */
export const loginSchema = z.pick(registrationSchema, { business_email: true, business_password: true });
export type Login = z.infer<typeof loginSchema>;

export const websiteUrl = required('You must provide a website URL that is between 3-70 characters.').check(
  z.minLength(3, 'You must provide a website URL that is between 3-70 characters.'),
  z.maxLength(70, 'You must provide a website URL that is between 3-70 characters.'),
  z.regex(
    /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(\/\S*)?$/i,
    'Your website URL must contain an extension such as "yourbusiness.ca".',
  ),
);

/** The referral (affiliate) form starts with the website URL, then the registration fields. */
export const affiliateRegistrationSchema = z.extend(registrationSchema, { business_website_url: websiteUrl });
export type AffiliateRegistration = z.infer<typeof affiliateRegistrationSchema>;

/** Creator step 3 (spec §5), shared by the wizard island and the generate-website function. */
export const creatorDetailsSchema = z.object({
  business_name: businessName('creator'),
  business_brief_explanation: required(
    'You must provide a business description that is between 10-300 characters.',
  ).check(
    z.minLength(10, 'Your business description must be at least 10 characters.'),
    z.maxLength(300, 'Your business description must be a maximum of 300 characters.'),
    z.regex(
      /^[\p{L}\p{N}_ .,!?()'’-]+$/u,
      'Your business description may only contain letters, numbers, punctuation, and spaces.',
    ),
  ),
  business_contact_number: required('You must provide a contact number that is between 7-15 characters.').check(
    z.minLength(7, 'Your contact number must be a minimum of 7 characters.'),
    z.maxLength(15, 'Your contact number must be a maximum of 15 characters.'),
    z.regex(/^[0-9+\-() ]+$/, 'Your contact number may only contain numbers, spaces, and the symbols +, -, ().'),
  ),
  contact_email: businessEmail,
});
export type CreatorDetails = z.infer<typeof creatorDetailsSchema>;

/** First message per field, for forms that show one message under each field. */
export function firstErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}
