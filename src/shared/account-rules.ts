/**
 * The §5 rules of the account forms as plain functions, for the light forms' script (issue 29): zod
 * would triple those pages' weight. `src/schemas/business.ts` stays the contract the server checks;
 * tests/unit/account-rules.test.ts checks that these give the same first message as that schema.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** zod's email pattern (zod/v4/core regexes.email), which the schema's z.email uses. */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const NAME_BASIC = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N}_ ]+$/u;

const control = (label: string) => `${label} may not contain control characters (such as a NUL byte).`;

function businessName(value: string): string | undefined {
  if (CONTROL.test(value)) return control('Business name');
  const v = value.trim();
  if (!v) return 'You must provide a business name that is between 2-50 characters.';
  if (v.length < 2) return 'Your business name must be at least 2 characters.';
  if (v.length > 50) return 'Your business name must be a maximum of 50 characters.';
  if (!NAME_BASIC.test(v)) return 'Your business name may only contain letters and numbers.';
  return undefined;
}

function businessEmail(value: string, label = 'Business email'): string | undefined {
  if (CONTROL.test(value)) return control(label);
  const v = value.trim();
  if (!v) return 'You must provide an email address that is between 5-60 characters.';
  if (v.length > 60) return 'Your email address must be a maximum of 60 characters.';
  if (!EMAIL.test(v)) return 'You must provide an email address such as name@yourbusiness.ca';
  return undefined;
}

function businessPassword(value: string, label = 'Business password'): string | undefined {
  if (CONTROL.test(value)) return control(label);
  if (!value) return 'You must provide a password that is between 8-35 characters.';
  if (value.length < 8) return 'Your password must be a minimum of 8 characters.';
  if (value.length > 35) return 'Your password must be a maximum of 35 characters.';
  if (!/\p{L}/u.test(value)) return 'Your password must contain supported language letters.';
  if (!/^(?=.*\d)(?=.*[@$!%*#?&]).*$/.test(value))
    return 'Your password must be 8-35 characters and contain at least one number and special character.';
  return undefined;
}

const WEBSITE_URL = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(\/\S*)?$/i;

function websiteUrl(value: string): string | undefined {
  if (CONTROL.test(value)) return control('Business website url');
  const v = value.trim();
  if (v.length < 3 || v.length > 70) return 'You must provide a website URL that is between 3-70 characters.';
  if (!WEBSITE_URL.test(v)) return 'Your website URL must contain an extension such as "yourbusiness.ca".';
  return undefined;
}

/** Each field by its name in the forms: the referral form's website URL, the forgotten and new password forms' fields. */
export const ACCOUNT_RULES = {
  business_name: businessName,
  business_email: (v: string) => businessEmail(v),
  business_password: (v: string) => businessPassword(v),
  business_website_url: websiteUrl,
  email: (v: string) => businessEmail(v, 'Email'),
  new_password: (v: string) => businessPassword(v, 'New password'),
};
export type RuleField = keyof typeof ACCOUNT_RULES;

/** The first message of each field that breaks its rule. */
export function accountFieldErrors(
  fields: readonly RuleField[],
  values: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const message = ACCOUNT_RULES[field](values[field] ?? '');
    if (message) out[field] = message;
  }
  return out;
}
