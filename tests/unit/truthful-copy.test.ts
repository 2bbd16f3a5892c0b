// Generated copy never invents facts: no prices, dates, days, times, years, figures, awards or testimonials.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CUSTOM_TYPE, isSelectable, toSlug } from '../../src/shared/catalogue/catalogue.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { dropInventedFacts, readAnswer } from '../../src/server/ai/openai.ts';
import type { CopyRequest } from '../../src/server/ai/copywriter.ts';

const PHONE = '+1 780-555-0100';
const types = [...CATALOGUE.filter(isSelectable), CUSTOM_TYPE];

const INVENTED: [string, RegExp][] = [
  ['a price', /\$\s?\d|\d\s?\$|\bCAD\b|\bdollars?\b\s*\d/i],
  ['a year', /\b(1[89]|20)\d{2}\b/],
  ['a time of day', /\b\d{1,2}(:\d{2})?\s?(a\.?m\.?|p\.?m\.?)(?=\W|$)|\bnoon\b/i],
  ['a day of the week', /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i],
  ['a month', /\b(january|february|march|april|june|july|august|september|october|november|december)\b/i],
  ['any other figure', /\d/],
  [
    'an award or a founding claim',
    /\baward|\bcertified\b|\bsince\b|\bfounded\b|\bestablished in\b|\byears of\b|\bfive[- ]star\b|\brated\b/i,
  ],
  ['a testimonial', /\btestimonial|\bour customers say\b|[“"][^”"]{10,}[”"]\s*[—-]/i],
];

function requestsFor(type: (typeof types)[number]): CopyRequest[] {
  const subs = type === CUSTOM_TYPE ? ['Dog Grooming', 'Bike Repair'] : type.subCategories;
  return subs.map((sub) => ({
    businessName: `Maple ${sub}`,
    overview: 'family run and proud of our neighbourhood',
    city: 'Camrose',
    province: 'Alberta',
    phone: PHONE,
    email: 'hi@example.ca',
    variant: 1,
    websiteType: type === CUSTOM_TYPE ? 'custom' : toSlug(type.name),
    typeName: type === CUSTOM_TYPE ? sub : type.name,
    subCategoryName: sub,
    subCategory: toSlug(sub),
    pages: ['home', 'services', 'about', 'team', 'shop', 'events', 'menu', 'contact'],
    services: type.services.map((s) => ({ slug: toSlug(s.name), name: s.name, summary: s.summary })),
  }));
}

/** Every string in the copy, without what the owner chose: their phone number and the services they picked by name. */
function strings(value: unknown, req: CopyRequest): string[] {
  if (typeof value === 'string')
    return [
      req.services.reduce(
        (t, s) => t.replaceAll(s.slug, '').replace(new RegExp(s.name, 'gi'), ''),
        value.replaceAll(PHONE, ''),
      ),
    ];
  return value && typeof value === 'object' ? Object.values(value).flatMap((v) => strings(v, req)) : [];
}

describe('truthful copy', () => {
  // Fourteen types, every sub-category, three drafts: a few seconds, more on a busy machine (41 s at a load of 16).
  it(
    'the built-in copywriter invents no prices, dates, years, figures, awards or testimonials for any type and draft',
    { timeout: 120_000 },
    () => {
      for (const type of types) {
        for (const req of requestsFor(type)) {
          for (const variant of [1, 2, 3]) {
            for (const text of strings(writeBuiltinCopy({ ...req, variant }), req)) {
              for (const [what, pattern] of INVENTED)
                expect(text, `${type.name}/${req.subCategoryName}: ${what}`).not.toMatch(pattern);
            }
          }
        }
      }
    },
  );

  it('leaves menu items, shop products and events to the owner', () => {
    for (const type of types) {
      for (const req of requestsFor(type)) {
        const copy = writeBuiltinCopy(req);
        expect(copy.menu?.sections.flatMap((s) => s.items) ?? []).toEqual([]);
        expect(copy.shop?.products ?? []).toEqual([]);
        expect(copy.events?.items ?? []).toEqual([]);
      }
    }
  });

  it('drops any menu item, product or event a model wrote anyway', () => {
    const req = requestsFor(CATALOGUE.find((t) => t.name === 'Cafe')!)[0]!;
    const copy = writeBuiltinCopy(req);
    const invented = {
      ...copy,
      menu: {
        ...copy.menu!,
        sections: [{ title: 'Coffee', items: [{ name: 'Espresso', description: 'Strong.', price: '$3.25' }] }],
      },
      shop: { ...copy.shop!, products: [{ name: 'Mug', description: 'A mug.', price: '$12' }] },
      events: {
        ...copy.events!,
        items: [{ title: 'Open mic night', when: 'Thursdays, 7 p.m.', description: 'Music.' }],
      },
    };
    const answer = readAnswer(JSON.stringify(invented), req);
    expect(answer.problems).toEqual([]);
    expect(JSON.stringify(answer.copy)).not.toMatch(/\$3\.25|\$12|Open mic|7 p\.m\./);
    expect(answer.copy!.menu!.sections[0]!.title).toBe('Coffee');
    expect(dropInventedFacts(invented).events!.items).toEqual([]);
  });
});
