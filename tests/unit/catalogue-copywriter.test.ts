import { describe, expect, it } from 'vitest';
import { CATALOGUE, CUSTOM_TYPE, isSelectable, toSlug } from '../../src/shared/catalogue/catalogue.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import type { CopyRequest } from '../../src/server/ai/copywriter.ts';
import { checkCopyCovers, siteCopySchema } from '../../src/schemas/site-copy.ts';

const base = {
  overview: 'family run, open early and proud of our neighbourhood',
  city: 'Camrose',
  province: 'Alberta',
  phone: '+1 780-555-0100',
  email: 'hi@example.ca',
  variant: 1,
};
const types = [...CATALOGUE.filter(isSelectable), CUSTOM_TYPE];

function requestsFor(type: (typeof types)[number]): CopyRequest[] {
  const subs = type === CUSTOM_TYPE ? ['Dog Grooming', 'Bike Repair'] : type.subCategories;
  return subs.map((sub) => ({
    ...base,
    businessName: `Maple ${sub}`,
    websiteType: type === CUSTOM_TYPE ? 'custom' : toSlug(type.name),
    typeName: type === CUSTOM_TYPE ? sub : type.name,
    subCategoryName: sub,
    subCategory: toSlug(sub),
    pages: type.pages,
    services: type.services.map((s) => ({ slug: toSlug(s.name), name: s.name, summary: s.summary })),
  }));
}

describe('built-in copywriter', () => {
  it('writes valid copy for every available type, sub-category, page and service', () => {
    for (const type of types) {
      for (const req of requestsFor(type)) {
        const copy = writeBuiltinCopy(req);
        expect(siteCopySchema.safeParse(copy).success, `${type.name}/${req.subCategoryName}`).toBe(true);
        expect(checkCopyCovers(copy, req.pages, req.services), `${type.name}/${req.subCategoryName}`).toEqual([]);
      }
    }
  });

  it('never writes placeholder text, and every service gets its own words', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    for (const type of types) {
      for (const req of requestsFor(type)) {
        const copy = writeBuiltinCopy(req);
        for (const text of strings(copy))
          expect(text, `${type.name}/${req.subCategoryName}`).not.toMatch(
            /lorem|ipsum|\{[a-z]+\}|undefined|\bnull\b|TODO/i,
          );
        expect(new Set(copy.services.map((s) => s.paragraphs[0])).size, type.name).toBe(copy.services.length);
      }
    }
  });

  it("uses the owner's overview, name, city and sub-category", () => {
    const [req] = requestsFor(CATALOGUE[0]!);
    const copy = writeBuiltinCopy(req!);
    expect(copy.intro.body).toBe('Family run, open early and proud of our neighbourhood.');
    expect(copy.about.paragraphs[0]).toContain('Maple Coffee Shop is an independent coffee shop in Camrose.');
    expect(copy.seo.title).toBe('Maple Coffee Shop | Coffee Shop in Camrose');
    expect(copy.menu!.sections[0]!.title).toBe('Espresso bar');
  });

  it('writes menu, shop and events only for the pages chosen', () => {
    const [req] = requestsFor(CATALOGUE[0]!);
    const copy = writeBuiltinCopy({ ...req!, pages: ['home', 'about'] });
    expect([copy.menu, copy.shop, copy.events]).toEqual([null, null, null]);
  });

  it('gives a regenerated draft a fresh take, and the same draft the same words', () => {
    const [req] = requestsFor(CATALOGUE[2]!);
    const one = writeBuiltinCopy(req!);
    expect(writeBuiltinCopy(req!)).toEqual(one);
    const two = writeBuiltinCopy({ ...req!, variant: 2 });
    expect(two.hero.headline).not.toBe(one.hero.headline);
  });
});
