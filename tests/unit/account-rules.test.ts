import { describe, expect, it } from 'vitest';
import { accountFieldErrors } from '../../src/shared/account-rules.ts';
import { firstErrors, loginSchema, registrationSchema } from '../../src/schemas/business.ts';

// The light forms' plain rules (issue 29) must give the first message the server's schema gives.
const names = ['', ' ', 'A', 'Ab', 'Café Québec', 'Joe’s', 'a'.repeat(50), 'a'.repeat(51), '___', 'Bad\u0000name', '  Trim me  ', '-- --'];
const emails = ['', '  ', 'bad@', 'name@yourbusiness.ca', ' name@yourbusiness.ca ', 'a@b.c', 'first.last+tag@sub.example.org', `${'a'.repeat(55)}@x.com`,
  'x..y@z.com', '.x@z.com', 'x@-z.com', 'nul\u0000@x.com', 'no-at-sign', 'x@z'];
const passwords = ['', 'short1!', 'abcdefgh', 'abcdefg1', 'abcdefg!', 'abcdef1!', '12345678!', 'Ünïcödé1!', 'a'.repeat(34) + '1!', ' spaced 1! ', 'nul\u0000pass1!', '        '];

describe('account rules', () => {
  it('give the registration schema’s first message for every field', () => {
    for (const business_name of names) for (const business_email of emails) for (const business_password of passwords) {
      const values = { business_name, business_email, business_password };
      const result = registrationSchema.safeParse(values);
      const expected = result.success ? {} : firstErrors(result.error);
      expect(accountFieldErrors(['business_name', 'business_email', 'business_password'], values), JSON.stringify(values)).toEqual(expected);
    }
  });

  it('give the login schema’s first message', () => {
    for (const business_email of emails) for (const business_password of passwords) {
      const values = { business_email, business_password };
      const result = loginSchema.safeParse(values);
      expect(accountFieldErrors(['business_email', 'business_password'], values)).toEqual(result.success ? {} : firstErrors(result.error));
    }
  });
});
