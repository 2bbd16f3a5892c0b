import { describe, expect, it, vi } from 'vitest';
import {
  ARROW_LOCK_MS,
  UNKNOWN_TYPE_LOG,
  WIZARD_DEFAULTS,
  arrowsLocked,
  chooseNicheData,
  chooseTypeData,
  generateFields,
  initialStep,
  moveWindow,
  toggleServiceData,
  pagesWaitingForDetails,
  parseSaved,
  screenshotUrl,
  WIZARD_STEP_TOTAL,
  windowOf,
  type WizardData,
} from '../../src/features/wizard/wizard.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import { findType } from '../../src/shared/catalogue/catalogue.ts';

const anon = { signedIn: false, rank: null, hasDraft: false, pending: false };
const signedIn = { ...anon, signedIn: true, rank: 'registered' };
const cafe: WizardData = { ...chooseTypeData(WIZARD_DEFAULTS, 'Cafe'), currentStep: 3 };

describe('wizard defaults and saved data', () => {
  it('has the spec defaults', () => {
    expect(WIZARD_DEFAULTS).toMatchObject({
      headerType: 'Non-Transparent',
      footerType: 'Dual-Section',
      primaryColor: '#3a3da3',
      secondaryColor: '#2aeff3',
      darkFontColor: '#000000',
      lightFontColor: '#ffffff',
      headingFont: 'Outfit',
      contentFont: 'Outfit',
      currentStep: 1,
    });
    expect(Object.keys(WIZARD_DEFAULTS).sort()).toEqual([
      'businessSubCategory',
      'business_brief_explanation',
      'business_name',
      'city',
      'contact_email',
      'contact_number',
      'contentFont',
      'currentStep',
      'customNiche',
      'darkFontColor',
      'footerType',
      'headerType',
      'headingFont',
      'languages',
      'lightFontColor',
      'postal_code',
      'primaryColor',
      'secondaryColor',
      'selectedPages',
      'selectedServices',
      'state_code',
      'street_address',
      'websiteType',
    ]);
  });

  it('reads saved data key by key, falling back to defaults for junk', () => {
    expect(parseSaved('not json')).toEqual(WIZARD_DEFAULTS);
    expect(parseSaved(JSON.stringify({ currentStep: 3, primaryColor: 12, selectedPages: ['home', 4] }))).toMatchObject({
      currentStep: 3,
      primaryColor: '#3a3da3',
      selectedPages: ['home'],
    });
  });
});

describe('step totals and creator load (§4)', () => {
  it('counts 5 steps for everyone, signed in or not', () => {
    expect(WIZARD_STEP_TOTAL).toBe(5); // issue 39: never 4 before sign-in and 5 after
  });

  it('goes to step 5 with a draft, 7 for a paid rank, 6 while one is generating', () => {
    expect(initialStep({ ...signedIn, hasDraft: true }, cafe)).toBe(5);
    expect(initialStep({ ...signedIn, rank: 'web-hosting', hasDraft: true }, cafe)).toBe(7);
    expect(initialStep({ ...signedIn, rank: 'complete', hasDraft: true }, cafe)).toBe(7);
    expect(initialStep({ ...signedIn, pending: true }, cafe)).toBe(6);
  });

  it('resumes at the saved step 2, 3 or 4, else starts at step 1', () => {
    for (const step of [2, 3, 4]) expect(initialStep(anon, { ...cafe, currentStep: step })).toBe(step);
    expect(initialStep(anon, { ...cafe, currentStep: 1 })).toBe(1);
    expect(initialStep(anon, { ...cafe, currentStep: 6 })).toBe(1);
    expect(initialStep(signedIn, { ...cafe, currentStep: 6 })).toBe(4);
    expect(initialStep(anon, WIZARD_DEFAULTS)).toBe(1);
  });

  it("logs 'No matching website type found' for an unknown saved type and starts at step 1", () => {
    const log = vi.fn();
    expect(initialStep(anon, { ...cafe, websiteType: 'spaceship' }, log)).toBe(1);
    expect(initialStep(anon, { ...cafe, websiteType: 'florist' }, log)).toBe(1);
    expect(log).toHaveBeenCalledWith(UNKNOWN_TYPE_LOG);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('moves', () => {
  it('choosing a type sets its slug, first sub-category and default pages, and ticks no service (issue 39)', () => {
    expect(cafe).toMatchObject({
      websiteType: 'cafe',
      businessSubCategory: 'coffee-shop',
      selectedPages: ['home', 'menu', 'about', 'contact'],
      selectedServices: [],
    });
    const picked = toggleServiceData(toggleServiceData(cafe, 'dine-in', true), 'catering', true);
    expect(picked).toMatchObject({
      selectedServices: ['dine-in', 'catering'],
      selectedPages: ['home', 'menu', 'about', 'contact', 'services'],
    });
    const tea = chooseTypeData(picked, 'cafe', 'Tea House');
    expect(tea.businessSubCategory).toBe('tea-house');
    expect(tea.selectedServices).toEqual(['dine-in', 'catering']);
    const none = toggleServiceData(toggleServiceData(picked, 'dine-in', false), 'catering', false);
    expect(none).toMatchObject({ selectedServices: [], selectedPages: ['home', 'menu', 'about', 'contact'] });
    expect(chooseTypeData(picked, 'Restaurant').selectedServices).toEqual([]);
  });

  it('a custom niche uses the general profile', () => {
    expect(chooseNicheData(WIZARD_DEFAULTS, ' Dog Grooming ')).toMatchObject({
      websiteType: 'custom',
      customNiche: 'Dog Grooming',
      businessSubCategory: 'dog-grooming',
    });
  });

  it('pages carousels by 4 within the list, and locks the arrows for 500 ms', () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    expect(windowOf(items, 0)).toEqual([0, 1, 2, 3]);
    expect(moveWindow(0, 1, 14)).toBe(4);
    expect(moveWindow(8, 1, 14)).toBe(10);
    expect(moveWindow(10, 1, 14)).toBe(10);
    expect(moveWindow(4, -1, 14)).toBe(0);
    expect(arrowsLocked(null, 1000)).toBe(false);
    expect(arrowsLocked(1000, 1000 + ARROW_LOCK_MS - 1)).toBe(true);
    expect(arrowsLocked(1000, 1000 + ARROW_LOCK_MS)).toBe(false);
  });
});

describe('the generate-website form (§7)', () => {
  it('uses the spec field names, JSON lists and slugs, and passes the server schema', () => {
    const data = {
      ...toggleServiceData(cafe, 'dine-in', true),
      business_name: "Rosie's Café",
      business_brief_explanation: 'Coffee and cake by the river, since forever.',
      contact_number: '+1 780-555-0101',
      contact_email: 'rosie@example.ca',
    };
    const fields = generateFields(data);
    expect(fields).toMatchObject({
      websiteType: 'cafe',
      businessSubCategory: 'coffee-shop',
      selectedPages: '["home","menu","about","contact","services"]',
      businessBriefExplaination: data.business_brief_explanation,
      selectedServices: '["dine-in"]',
    });
    expect(generateWebsiteSchema.parse(fields).businessAddress).toEqual({});
    // The optional address (issue 39): the same schema on both sides, city and province needed once any part is given.
    const address = { street_address: '12 Sparks Street', city: 'Ottawa', state_code: 'ON', postal_code: 'k1p 5b5' };
    const addressed = generateFields({ ...data, ...address });
    expect(generateWebsiteSchema.parse(addressed).businessAddress).toEqual({
      street_address: '12 Sparks Street',
      city: 'Ottawa',
      state_code: 'ON',
      postal_code: 'k1p 5b5',
    });
    const partial = generateWebsiteSchema.safeParse(generateFields({ ...data, street_address: '12 Sparks Street' }));
    expect(partial.success ? [] : partial.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['businessAddress.city', 'Please enter your city, or leave the whole address empty.'],
      ['businessAddress.state_code', 'Please choose your province or territory, or leave the whole address empty.'],
    ]);
  });

  it('reads screenshot lists, also as JSON text, and only logs a bad one', () => {
    const log = vi.fn();
    expect(screenshotUrl([{ url: '/sites/a/assets/og.jpg' }])).toBe('/sites/a/assets/og.jpg');
    expect(screenshotUrl('[{"url":"/x.jpg"}]')).toBe('/x.jpg');
    expect(screenshotUrl('{oops', log)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(screenshotUrl([])).toBeNull();
  });
});

describe('the home hero form into the creator (issue 18)', () => {
  it('carries the typed business name and a valid email, within the field limits', async () => {
    const { typedFromSearch } = await import('../../src/features/wizard/wizard.ts');
    expect(typedFromSearch('?business_name=+Maple+Bakery+&contact_email=hi%40maple.ca')).toEqual({
      business_name: 'Maple Bakery',
      contact_email: 'hi@maple.ca',
    });
    expect(typedFromSearch('?business_name=' + 'x'.repeat(80)).business_name).toHaveLength(50);
    expect(typedFromSearch('?contact_email=bad%40').contact_email).toBe('');
    expect(typedFromSearch('')).toEqual({ business_name: '', contact_email: '' });
  });
});

describe('pages that wait for the owner (issue 27, point 3)', () => {
  it('tells the owner before generating that a chosen menu, shop or events page waits for their entries, and where to add them', () => {
    const cafe = findType('cafe')!;
    const waiting = pagesWaitingForDetails(cafe.defaultPages);
    expect(waiting.map((w) => w.page)).toEqual(['menu']);
    expect(waiting[0]!.note).toMatch(/waits for your dishes and their prices/);
    expect(waiting[0]!.note).toMatch(/add them in Shop, in your dashboard/);
    expect(pagesWaitingForDetails(['home', 'shop', 'events', 'services']).map((w) => w.page)).toEqual([
      'shop',
      'events',
    ]);
    expect(pagesWaitingForDetails(findType('construction')!.defaultPages)).toEqual([]);
  });
});
