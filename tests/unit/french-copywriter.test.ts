// The French built-in copywriter (issue 31): French formats and typography, the business name
// unchanged, the same schema and coverage as the English writer, no invented facts, no English.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CUSTOM_TYPE, isSelectable, toSlug } from '../../src/shared/catalogue/catalogue.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { frenchService } from '../../src/shared/catalogue/french-names.ts';
import type { CopyRequest } from '../../src/server/ai/copywriter.ts';
import { checkCopyCovers, siteCopySchema, type SiteCopy } from '../../src/schemas/site-copy.ts';
import { findInventedFacts } from '../../src/features/site-renderer/invented-facts.ts';
import { findEnglishOnFrenchPage } from '../../src/features/site-renderer/i18n/english-check.ts';
import {
  NBSP,
  formatNumberFr,
  formatPhoneFr,
  formatPriceFr,
  formatTimeFr,
  englishPrice,
  frenchPrice,
  frenchTypography,
} from '../../src/features/site-renderer/i18n/french-format.ts';

const PHONE = '+1 514-555-0123';
const types = [...CATALOGUE.filter(isSelectable), CUSTOM_TYPE];

function requestsFor(type: (typeof types)[number], name = 'Maison Tremblay'): CopyRequest[] {
  const subs = type === CUSTOM_TYPE ? ['Toilettage'] : type.subCategories;
  return subs.map((sub) => ({
    businessName: name,
    overview: 'family run and proud of our neighbourhood',
    city: 'Trois-Rivières',
    province: 'Quebec',
    phone: PHONE,
    email: 'bonjour@example.ca',
    variant: 1,
    language: 'fr',
    websiteType: type === CUSTOM_TYPE ? 'custom' : toSlug(type.name),
    typeName: type === CUSTOM_TYPE ? sub : type.name,
    subCategoryName: sub,
    subCategory: toSlug(sub),
    pages: type.pages,
    services: type.services.map((s) => ({ slug: toSlug(s.name), name: s.name, summary: s.summary })),
  }));
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => (k === 'slug' ? [] : strings(v)))
      : [];

describe('French formats and typography', () => {
  it('writes times, numbers, prices and phone numbers the Canadian French way', () => {
    expect(formatTimeFr('09:30')).toBe(`9${NBSP}h${NBSP}30`);
    expect(formatTimeFr('17:00')).toBe(`17${NBSP}h`);
    expect(formatNumberFr(12345)).toBe(`12${NBSP}345`);
    expect(formatNumberFr(1234.5, 2)).toBe(`1${NBSP}234,50`);
    expect(formatPriceFr(12.5)).toBe(`12,50${NBSP}$`);
    expect(formatPriceFr(1200)).toBe(`1${NBSP}200${NBSP}$`);
    expect(frenchPrice('$3.25')).toBe(`3,25${NBSP}$`);
    expect(frenchPrice('From $10')).toBe('From $10');
    expect(frenchPrice('12.50')).toBe(`12,50${NBSP}$`);
    // Issue 39: English prices carry their currency too.
    expect(englishPrice('12.50')).toBe('$12.50');
    expect(englishPrice('$18')).toBe('$18');
    expect(englishPrice('1,234.5')).toBe('$1,234.50');
    expect(englishPrice('From $10')).toBe('From $10');
    expect(formatPhoneFr('+1 514-555-0123')).toBe(`514${NBSP}555-0123`);
    expect(formatPhoneFr('(514) 555-0123')).toBe(`514${NBSP}555-0123`);
    expect(formatPhoneFr('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('puts non-breaking spaces before : ; ! ? and inside « », but not in links or times', () => {
    expect(frenchTypography('Bonjour ! Ça va ? Oui : très bien ; merci.')).toBe(
      `Bonjour${NBSP}! Ça va${NBSP}? Oui${NBSP}: très bien${NBSP}; merci.`,
    );
    expect(frenchTypography('Il a dit "bonjour"')).toBe(`Il a dit «${NBSP}bonjour${NBSP}»`);
    expect(frenchTypography('https://example.ca et 10:30')).toBe('https://example.ca et 10:30');
  });
});

describe('the French built-in copywriter', () => {
  it(
    'writes valid copy covering every service and page for every type and sub-category, in three drafts',
    { timeout: 30_000 },
    () => {
      for (const type of types) {
        for (const req of requestsFor(type)) {
          for (const variant of [1, 2, 3]) {
            const copy = writeBuiltinCopy({ ...req, variant });
            expect(siteCopySchema.safeParse(copy).success).toBe(true);
            expect(checkCopyCovers(copy, req.pages, req.services)).toEqual([]);
            expect(copy.services.map((s) => s.slug)).toEqual(req.services.map((s) => s.slug));
          }
        }
      }
    },
  );

  it('invents no prices, dates, years, times, figures, awards or testimonials', { timeout: 30_000 }, () => {
    for (const type of types) {
      for (const req of requestsFor(type)) {
        const copy = writeBuiltinCopy(req);
        const names = req.services.flatMap((s) => Object.values(frenchService(req.websiteType, s.slug) ?? {}));
        expect(
          findInventedFacts(copy, 'fr', {
            phone: PHONE,
            texts: [req.businessName, req.city!, req.subCategoryName, ...names],
          }),
          `${type.name}/${req.subCategoryName}`,
        ).toEqual([]);
      }
    }
  });

  it('leaves no English in the copy (the English overview is not quoted), and writes French service names', () => {
    for (const type of types) {
      for (const req of requestsFor(type)) {
        const copy = writeBuiltinCopy(req);
        const text = strings(copy).join('\n');
        expect(
          findEnglishOnFrenchPage(`<p>${text}</p>`, [req.businessName, req.city!, req.subCategoryName]),
          `${type.name}/${req.subCategoryName}`,
        ).toEqual([]);
        expect(text).not.toContain('family run');
      }
    }
    const cafe = writeBuiltinCopy(requestsFor(CATALOGUE.find((t) => t.name === 'Cafe')!)[0]!);
    expect(cafe.services.map((s) => s.name)).toContain('À emporter');
    expect(cafe.menu!.sections.map((s) => s.title)).toContain('Au bar à espresso');
  });

  it('quotes an overview written in French, formats the phone, keeps OQLF typography and the exact business name', () => {
    const [req] = requestsFor(
      CATALOGUE.find((t) => t.name === 'Cafe')!,
      'Café Joie! & Co',
    );
    const copy = writeBuiltinCopy({
      ...req!,
      overview: 'une boulangerie de quartier qui cuit son pain chaque matin pour les voisins',
    });
    const text = strings(copy).join('\n');
    expect(copy.intro.body).toContain('Une boulangerie de quartier qui cuit son pain chaque matin pour les voisins.');
    expect(text).toContain(`514${NBSP}555-0123`);
    expect(text).toContain('Café Joie! & Co');
    expect(text).not.toMatch(/[^\u00a0][:;?](\s|$)/);
    expect(copy.faq[0]!.question).toBe(`Que fait Café Joie! & Co${NBSP}?`);
    expect(text).toMatch(/[éèàçê]/);
  });

  it('gives a fresh take for a new draft number, and stays careful for lawyers and clinics', () => {
    const [req] = requestsFor(CATALOGUE.find((t) => t.name === 'Construction')!);
    const takes = new Set([1, 2, 3, 4].map((variant) => JSON.stringify(writeBuiltinCopy({ ...req!, variant }).hero)));
    expect(takes.size).toBeGreaterThan(1);
    for (const name of ['Lawyer', 'Medical']) {
      for (const r of requestsFor(CATALOGUE.find((t) => t.name === name)!)) {
        expect(strings(writeBuiltinCopy(r)).join(' ')).not.toMatch(/meilleur|garanti|spécialiste|expert/i);
      }
    }
  });

  it('the English writer does not quote an overview written in French', () => {
    const [req] = requestsFor(CATALOGUE.find((t) => t.name === 'Cafe')!);
    const copy: SiteCopy = writeBuiltinCopy({
      ...req!,
      language: 'en',
      overview: 'Une boulangerie de quartier qui cuit son pain chaque matin.',
    });
    expect(strings(copy).join(' ')).not.toContain('boulangerie de quartier');
  });
});
