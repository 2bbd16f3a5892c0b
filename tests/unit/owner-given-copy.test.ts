// Issue 39, item 4: a generated site says only what the owner gave. Services are the ones picked (the wizard
// ticks none for the owner: wizard-steps.test.ts), 'Where are you?' only with an address, no hero button naming
// a page it does not open, 'Follow' only with social links, in both copywriters and both languages.
import { describe, expect, it } from 'vitest';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { readAnswer } from '../../src/server/ai/openai.ts';
import type { CopyRequest } from '../../src/server/ai/copywriter.ts';
import { findUnsupportedClaims, withoutOldClaims } from '../../src/features/site-renderer/unsupported-claims.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { CATALOGUE, isSelectable, toSlug } from '../../src/shared/catalogue/catalogue.ts';
import { RECORD, makeSpec } from './renderer-fixture.ts';

const NO_ADDRESS = { ...RECORD, listingId: null, address: null, hours: null, social: {} };

const request = (patch: Partial<CopyRequest> = {}): CopyRequest => ({
  businessName: 'Maple Leaf Diner',
  overview: 'Breakfast and lunch cooked fresh for the neighbourhood every day.',
  websiteType: 'restaurant',
  typeName: 'Restaurant',
  subCategoryName: 'Diner',
  subCategory: 'diner',
  pages: ['home', 'services', 'about', 'menu', 'contact'],
  services: [{ slug: 'dine-in', name: 'Dine-In', summary: 'A table, a menu and a kitchen cooking to order.' }],
  city: null,
  province: null,
  phone: '613-555-0123',
  email: 'hi@mapleleaf.ca',
  variant: 1,
  ...patch,
});
const html = (files: { path: string; body: string | Uint8Array }[], path: string) =>
  String(files.find((f) => f.path === path)!.body);

describe('the built-in copywriter', () => {
  it('answers "Where are you?" only from an address the owner gave, in English and French', () => {
    for (const language of ['en', 'fr'] as const) {
      const faq = writeBuiltinCopy(request({ language })).faq;
      expect(faq.map((f) => f.question).join(' ')).not.toMatch(/Where|Où/);
      expect(JSON.stringify(faq)).not.toMatch(/find us|nous trouver/);
    }
    const placed = { street: '12 Sparks Street', city: 'Ottawa', province: 'Ontario', postalCode: 'K1P 5B5' };
    expect(writeBuiltinCopy(request(placed)).faq.at(-1)).toEqual({
      question: 'Where are you?',
      answer: 'We are at 12 Sparks Street, Ottawa, Ontario K1P 5B5. Call 613-555-0123 for directions.',
    });
    expect(writeBuiltinCopy(request({ ...placed, language: 'fr' })).faq.at(-1)!.answer).toMatch(
      /^Notre adresse\u00a0: 12 Sparks Street, Ottawa \(Ontario\) K1P 5B5\./,
    );
  });

  it('passes the unsupported-claims check for every type, sub-category and language, with or without address', () => {
    let checked = 0;
    for (const type of CATALOGUE.filter((t) => isSelectable(t) && t.subCategories.length)) {
      for (const language of ['en', 'fr'] as const) {
        for (const city of [null, 'Ottawa']) {
          for (const sub of type.subCategories) {
            const s = type.services[0]!;
            const req = request({
              websiteType: toSlug(type.name),
              typeName: type.name,
              subCategoryName: sub,
              subCategory: toSlug(sub),
              pages: type.pages,
              services: [{ slug: toSlug(s.name), name: s.name, summary: s.summary }],
              city,
              province: city && 'Ontario',
              language,
            });
            const problems = findUnsupportedClaims(writeBuiltinCopy(req), language, { hasAddress: Boolean(city) });
            expect(problems, `${type.name} ${sub}`).toEqual([]);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('gives a restaurant a button that says what it opens (the contact page), never "See the menu"', () => {
    const copy = writeBuiltinCopy(request());
    expect(copy.hero.primaryCta).toBe('Book a table');
    const menuButton = { ...copy, hero: { ...copy.hero, primaryCta: 'See the menu' } };
    expect(findUnsupportedClaims(menuButton, 'en', { hasAddress: true })).toEqual([
      'hero.primaryCta: the button opens the contact page, so it cannot name the menu',
    ]);
  });
});

describe('the OpenAI copywriter’s answers (the same schema and checks)', () => {
  it('are sent back when they say where a business with no address is, or name another page on the button', () => {
    for (const language of ['en', 'fr'] as const) {
      const req = request({ language });
      const good = writeBuiltinCopy(req);
      expect(readAnswer(JSON.stringify(good), req).problems).toEqual([]);
      const where =
        language === 'en'
          ? { question: 'Where are you?', answer: 'Call 613-555-0123 and we will tell you how to find us.' }
          : { question: 'Où êtes-vous situés ?', answer: 'Appelez-nous au 613 555-0123 pour nous trouver.' };
      const primaryCta = language === 'en' ? 'See the menu' : 'Voir le menu';
      const bad = { ...good, faq: [...good.faq, where], hero: { ...good.hero, primaryCta } };
      expect(readAnswer(JSON.stringify(bad), req).problems).toEqual([
        'faq.2: says where the business is, but the owner gave no address',
        'hero.primaryCta: the button opens the contact page, so it cannot name the menu',
      ]);
      // With the owner's address the same question is theirs to answer.
      const placed = request({
        language,
        street: '12 Sparks Street',
        city: 'Ottawa',
        province: 'Ontario',
        postalCode: 'K1P 5B5',
      });
      const ours = { ...where, answer: `${where.question} 12 Sparks Street, Ottawa.` };
      const answered = { ...good, faq: [...good.faq, ours] };
      expect(readAnswer(JSON.stringify(answered), placed).problems).toEqual([]);
    }
  });

  it('keep copy only for the services the owner picked', () => {
    const req = request();
    const good = writeBuiltinCopy(req);
    const delivery = { ...good.services[0]!, slug: 'delivery', name: 'Delivery', summary: 'Meals to your door.' };
    const answer = readAnswer(JSON.stringify({ ...good, services: [...good.services, delivery] }), req);
    expect(answer.copy!.services.map((s) => s.slug)).toEqual(['dine-in']);
  });
});

describe('the renderer', () => {
  it('shows "Follow" only with real social links, and the address when the owner gave one', () => {
    const bare = renderSite(makeSpec({}, NO_ADDRESS));
    const home = html(bare, 'index.html');
    expect(home).not.toMatch(/>Follow<|Say hello in person/);
    expect(home).not.toContain('Where are you?');
    const social = { facebook: 'https://facebook.com/sunrise' };
    const linked = html(renderSite(makeSpec({}, { ...NO_ADDRESS, social })), 'index.html');
    expect(linked).toContain('<h2>Follow</h2><ul><li><a href="https://facebook.com/sunrise" rel="noopener">Facebook');

    const address = { street_address: '12 Sparks Street', city: 'Ottawa', state_code: 'ON', postal_code: 'k1p5b5' };
    const spec = makeSpec({ businessAddress: JSON.stringify(address) }, NO_ADDRESS);
    expect(spec.business.address).toEqual({
      street: '12 Sparks Street',
      city: 'Ottawa',
      province: 'Ontario',
      postalCode: 'K1P 5B5',
      country: 'CA',
    });
    const placed = html(renderSite(spec), 'index.html');
    expect(placed).toContain('12 Sparks Street<br>Ottawa, Ontario<br>K1P 5B5');
    expect(placed).toContain('We are at 12 Sparks Street, Ottawa, Ontario K1P 5B5.');
  });

  it('takes the wizard’s address over the listing’s, and the listing’s when the wizard left it empty', () => {
    expect(makeSpec({}, RECORD).business.address).toEqual(RECORD.address);
    const given = { city: 'Ottawa', state_code: 'ON' };
    const address = makeSpec({ businessAddress: given }, RECORD).business.address;
    expect(address).toMatchObject({ city: 'Ottawa', street: null });
  });
});

describe('stored sites (data migration 0024)', () => {
  it('lose the old no-address answer and the menu button, keep the owner’s own words, and change nothing twice', () => {
    const spec = makeSpec({}, NO_ADDRESS);
    const old = {
      ...spec,
      copy: {
        ...spec.copy,
        hero: { ...spec.copy.hero, primaryCta: 'See the menu' },
        faq: [
          ...spec.copy.faq,
          { question: 'Where are you?', answer: 'Call +1 780-555-0134 and we will tell you how to find us.' },
          { question: 'Do you deliver?', answer: 'Ask us about it.' },
        ],
      },
    };
    const fixed = withoutOldClaims(old);
    expect(fixed.copy.hero.primaryCta).toBe('Book a table');
    expect(fixed.copy.faq.map((f) => f.question)).toEqual([...spec.copy.faq.map((f) => f.question), 'Do you deliver?']);
    expect(withoutOldClaims(fixed)).toBe(fixed);
    expect(withoutOldClaims(spec)).toBe(spec);
  });
});
