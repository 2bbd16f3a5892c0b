import { describe, expect, it } from 'vitest';
import { creatorDetailsSchema, firstErrors, registrationSchema } from '../../src/schemas/business.ts';
import { LOGO_MAX_BYTES, checkLogo, customNicheSchema, generateWebsiteSchema } from '../../src/schemas/wizard.ts';

const details = {
  business_name: 'Sunrise Coffee',
  business_brief_explanation: 'Coffee, pastries and friendly faces.',
  business_contact_number: '+1 780-555-0134',
  contact_email: 'hello@sunrise.ca',
};
const messageFor = (field: string, value: string) =>
  firstErrors(creatorDetailsSchema.safeParse({ ...details, [field]: value }).error!)[field];

describe('creator step 3 messages (§5)', () => {
  it.each([
    ['business_name', '', 'You must provide a business name that is between 2-50 characters.'],
    ['business_name', 'A', 'Your business name must be at least 2 characters.'],
    ['business_name', 'A'.repeat(51), 'Your business name must be a maximum of 50 characters.'],
    [
      'business_name',
      'Sunrise & Co',
      'Your business name may only contain letters, numbers, spaces, dashes, and apostrophes.',
    ],
    ['business_brief_explanation', '', 'You must provide a business description that is between 10-300 characters.'],
    ['business_brief_explanation', 'Too short', 'Your business description must be at least 10 characters.'],
    ['business_brief_explanation', 'a'.repeat(301), 'Your business description must be a maximum of 300 characters.'],
    [
      'business_brief_explanation',
      'Coffee <b>and</b> cake',
      'Your business description may only contain letters, numbers, punctuation, and spaces.',
    ],
    ['business_contact_number', '', 'You must provide a contact number that is between 7-15 characters.'],
    ['business_contact_number', '12345', 'Your contact number must be a minimum of 7 characters.'],
    ['business_contact_number', '1234567890123456', 'Your contact number must be a maximum of 15 characters.'],
    [
      'business_contact_number',
      '780-555-CAFE',
      'Your contact number may only contain numbers, spaces, and the symbols +, -, ().',
    ],
    ['contact_email', '', 'You must provide an email address that is between 5-60 characters.'],
    ['contact_email', 'a@b', 'You must provide an email address such as name@yourbusiness.ca'],
    ['contact_email', 'not-an-email', 'You must provide an email address such as name@yourbusiness.ca'],
  ])('%s = %j says %j', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it("accepts dashes and apostrophes in a creator business name (Rosie's Bake-House)", () => {
    expect(creatorDetailsSchema.safeParse({ ...details, business_name: "Rosie's Bake-House" }).success).toBe(true);
  });

  it('signs up at step 4 with the one sign-up schema (the same message as /get-started)', () => {
    const result = registrationSchema.safeParse({
      business_name: 'Sunrise',
      business_email: 'a@sunrise.ca',
      business_password: 'password1',
    });
    expect(firstErrors(result.error!).business_password).toBe(
      'Your password must be 8-35 characters and contain at least one number and special character.',
    );
  });
});

describe('generate-website payload', () => {
  const payload = {
    websiteType: 'cafe',
    businessSubCategory: 'coffee-shop',
    headerType: 'Transparent',
    footerType: 'Unified',
    primaryColor: '#112233',
    secondaryColor: '#AABBCC',
    darkFontColor: '#000000',
    lightFontColor: '#ffffff',
    headingFont: 'Playfair Display',
    contentFont: 'Lato',
    selectedPages: '["home","services","menu","contact"]',
    selectedServices: '["dine-in","takeout"]',
    businessName: 'Sunrise Coffee',
    businessBriefExplaination: details.business_brief_explanation,
    contactNumber: details.business_contact_number,
    contactEmail: details.contact_email,
  };
  const fieldsOf = (patch: Record<string, unknown>) => {
    const r = generateWebsiteSchema.safeParse({ ...payload, ...patch });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it('accepts a valid request and normalises colours and lists', () => {
    const parsed = generateWebsiteSchema.parse(payload);
    expect(parsed.secondaryColor).toBe('#aabbcc');
    expect(parsed.selectedPages).toEqual(['home', 'services', 'menu', 'contact']);
  });

  it('refuses colours, fonts and layouts that are not offered', () => {
    expect(fieldsOf({ primaryColor: 'red' })).toHaveProperty(
      'primaryColor',
      'The primary colour must be a colour such as #3a3da3.',
    );
    expect(fieldsOf({ headingFont: 'Comic Sans MS' })).toHaveProperty('headingFont');
    expect(fieldsOf({ headerType: 'Floating' })).toHaveProperty('headerType');
  });

  it('refuses types, sub-categories, pages and services outside the catalogue', () => {
    expect(fieldsOf({ websiteType: 'spaceship' })).toHaveProperty(
      'websiteType',
      'Choose one of the available business types.',
    );
    expect(fieldsOf({ businessSubCategory: 'roofing' })).toHaveProperty('businessSubCategory');
    expect(
      fieldsOf({
        websiteType: 'construction',
        businessSubCategory: 'roofing',
        selectedServices: '["roofing"]',
        selectedPages: '["home","menu"]',
      }),
    ).toHaveProperty('selectedPages');
    expect(fieldsOf({ selectedServices: '["roofing"]' })).toHaveProperty('selectedServices');
    expect(fieldsOf({ selectedServices: '[]' })).toHaveProperty(
      'selectedServices',
      'Choose at least one service for your Services page.',
    );
  });

  it('needs a custom niche for the custom type', () => {
    expect(fieldsOf({ websiteType: 'custom', customNiche: '  ', selectedServices: '["appointments"]' })).toHaveProperty(
      'customNiche',
      'Please enter a custom niche.',
    );
    expect(
      fieldsOf({
        websiteType: 'custom',
        customNiche: 'Dog Grooming',
        businessSubCategory: 'dog-grooming',
        selectedPages: '["home","services"]',
        selectedServices: '["appointments"]',
      }),
    ).toEqual({});
    expect(customNicheSchema.safeParse('').error!.issues[0]!.message).toBe('Please enter a custom niche.');
  });

  it('carries the step 3 messages under the spec field names', () => {
    expect(fieldsOf({ businessName: 'A' })).toHaveProperty(
      'businessName',
      'Your business name must be at least 2 characters.',
    );
    expect(fieldsOf({ contactNumber: 'abc' })).toHaveProperty('contactNumber');
  });

  it('accepts only image logos up to 2 MB', () => {
    expect(checkLogo({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(checkLogo({ type: 'application/pdf', size: 1000 })).toBe(
      'Your logo must be an image file (PNG, JPG, WebP or GIF).',
    );
    expect(checkLogo({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Your logo must be an image file (PNG, JPG, WebP or GIF).',
    );
    expect(checkLogo({ type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 })).toBe('Your logo must be 2 MB or smaller.');
  });
});
