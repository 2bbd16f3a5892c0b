import { describe, expect, it } from 'vitest';
import { accountFieldErrors } from '../../src/shared/account-rules.ts';
import {
  affiliateRegistrationSchema,
  firstErrors,
  loginSchema,
  registrationSchema,
} from '../../src/schemas/business.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../../src/schemas/account.ts';

// The light forms' plain rules (issue 29) must give the first message the server's schema gives.
const names = [
  '',
  ' ',
  'A',
  'Ab',
  'Café Québec',
  'Joe’s',
  'a'.repeat(50),
  'a'.repeat(51),
  '___',
  'Bad\u0000name',
  '  Trim me  ',
  '-- --',
];
const emails = [
  '',
  '  ',
  'bad@',
  'name@yourbusiness.ca',
  ' name@yourbusiness.ca ',
  'a@b.c',
  'first.last+tag@sub.example.org',
  `${'a'.repeat(55)}@x.com`,
  'x..y@z.com',
  '.x@z.com',
  'x@-z.com',
  'nul\u0000@x.com',
  'no-at-sign',
  'x@z',
];
const passwords = [
  '',
  'short1!',
  'abcdefgh',
  'abcdefg1',
  'abcdefg!',
  'abcdef1!',
  '12345678!',
  'Ünïcödé1!',
  'a'.repeat(34) + '1!',
  ' spaced 1! ',
  'nul\u0000pass1!',
  '        ',
];

describe('account rules', () => {
  it('give the registration schema’s first message for every field', () => {
    for (const business_name of names)
      for (const business_email of emails)
        for (const business_password of passwords) {
          const values = { business_name, business_email, business_password };
          const result = registrationSchema.safeParse(values);
          const expected = result.success ? {} : firstErrors(result.error);
          expect(
            accountFieldErrors(['business_name', 'business_email', 'business_password'], values),
            JSON.stringify(values),
          ).toEqual(expected);
        }
  });

  it('give the login schema’s first message', () => {
    for (const business_email of emails)
      for (const business_password of passwords) {
        const values = { business_email, business_password };
        const result = loginSchema.safeParse(values);
        expect(accountFieldErrors(['business_email', 'business_password'], values)).toEqual(
          result.success ? {} : firstErrors(result.error),
        );
      }
  });

  const urls = [
    '',
    ' ',
    'ab',
    'yourbusiness.ca',
    'https://yourbusiness.ca/about',
    'http://x',
    'no extension',
    'a.b',
    `${'a'.repeat(67)}.ca`,
    'ex\u0000ample.ca',
    ' spaced.ca ',
    'Sub.Example.ORG',
  ];

  it('give the referral form schema’s first message, the website URL included', () => {
    for (const business_website_url of urls)
      for (const business_email of emails.slice(0, 5))
        for (const business_password of passwords.slice(0, 4)) {
          const values = { business_website_url, business_name: 'Maple Bakery', business_email, business_password };
          const result = affiliateRegistrationSchema.safeParse(values);
          expect(
            accountFieldErrors(
              ['business_website_url', 'business_name', 'business_email', 'business_password'],
              values,
            ),
            JSON.stringify(values),
          ).toEqual(result.success ? {} : firstErrors(result.error));
        }
  });

  it('give the forgotten-password and new-password schemas’ first message', () => {
    for (const email of emails) {
      const result = forgotPasswordSchema.safeParse({ email });
      expect(accountFieldErrors(['email'], { email })).toEqual(result.success ? {} : firstErrors(result.error));
    }
    const token = 'a'.repeat(43);
    for (const new_password of passwords) {
      const result = resetPasswordSchema.safeParse({ token, new_password });
      expect(accountFieldErrors(['new_password'], { new_password })).toEqual(
        result.success ? {} : firstErrors(result.error),
      );
    }
  });
});
