import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CUSTOM_TYPE,
  exactType,
  findService,
  findSubCategory,
  findType,
  isSelectable,
  nicheLabel,
  normalisePages,
  searchTypes,
  toSlug,
} from '../../src/shared/catalogue/catalogue.ts';
import { CONTENT_FONTS, HEADING_FONTS, fontStack } from '../../src/shared/catalogue/fonts.ts';
import { ICONS } from '../../src/shared/catalogue/icons.ts';
import { comingSoon } from '../../src/shared/catalogue/coming-soon-types.ts';

/** Spec §5 literally: lowercase, spaces to dashes, apostrophes removed. */
const specSlug = (name: string) => name.toLowerCase().replace(/['’]/g, '').replace(/ /g, '-');

describe('business type catalogue', () => {
  it('offers all fourteen business types, none of them coming soon', () => {
    expect(CATALOGUE.filter(isSelectable).map((t) => t.name)).toEqual([
      'Cafe',
      'Church',
      'Construction',
      'Lawyer',
      'Restaurant',
      'Portfolio',
      'Real Estate',
      'Consulting',
      'Gym',
      'Education',
      'Medical',
      'Non-Profit',
      'Beauty',
      'Retail',
    ]);
    expect(CATALOGUE.filter((t) => t.comingSoon)).toEqual([]);
  });

  it('keeps a type announced as coming soon listed and searchable but never chosen (a fake type)', () => {
    const fake = comingSoon({ ...findType('cafe')!, name: 'Florist', keywords: ['florist', 'flowers'], icon: 'store' });
    const types = [...CATALOGUE, fake];
    expect(isSelectable(fake)).toBe(false);
    expect(searchTypes('flowers', types).map((t) => t.name)).toEqual(['Florist']);
    expect(exactType('florist', types)).toBeUndefined();
    expect(exactType('espresso', types)?.name).toBe('Cafe');
  });

  it('gives every type an icon, keywords, home among its pages, 5-8 sub-categories and its own services', () => {
    for (const type of CATALOGUE) {
      expect(ICONS[type.icon], type.name).toBeTruthy();
      expect(type.keywords.length, type.name).toBeGreaterThan(0);
      expect(type.pages[0], type.name).toBe('home');
      expect(type.subCategories.length, type.name).toBeGreaterThanOrEqual(5);
      expect(type.subCategories.length, type.name).toBeLessThanOrEqual(8);
      expect(type.services.length, type.name).toBeGreaterThanOrEqual(5);
    }
    const services = CATALOGUE.filter(isSelectable).map((t) => t.services.map((s) => s.name).join());
    expect(new Set(services).size).toBe(14);
  });

  it('has the cafe sub-categories of the spec, and a menu page only for cafes and restaurants', () => {
    expect(findType('cafe')!.subCategories).toEqual(
      expect.arrayContaining(['Coffee Shop', 'Bistro', 'Tea House', 'Bakery Cafe', 'Juice Bar']),
    );
    expect(CATALOGUE.filter((t) => isSelectable(t) && t.pages.includes('menu')).map((t) => t.name)).toEqual([
      'Cafe',
      'Restaurant',
    ]);
  });

  it('gives each type its schema.org type', () => {
    const schema = Object.fromEntries(CATALOGUE.map((t) => [t.name, t.schemaType]));
    expect(schema).toEqual({
      Cafe: 'CafeOrCoffeeShop',
      Church: 'Church',
      Construction: 'GeneralContractor',
      Lawyer: 'LegalService',
      Restaurant: 'Restaurant',
      Portfolio: 'ProfessionalService',
      'Real Estate': 'RealEstateAgent',
      Consulting: 'ProfessionalService',
      Gym: 'ExerciseGym',
      Education: 'EducationalOrganization',
      Medical: 'MedicalClinic',
      'Non-Profit': 'NGO',
      Beauty: 'BeautySalon',
      Retail: 'Store',
    });
  });

  it('sends names as the spec slugs (lowercase, spaces to dashes, apostrophes removed)', () => {
    for (const type of CATALOGUE) {
      expect(toSlug(type.name)).toBe(specSlug(type.name));
      for (const name of [...type.subCategories, ...type.services.map((s) => s.name)])
        expect(toSlug(name), name).toBe(specSlug(name));
    }
    expect(toSlug("Children's Ministry")).toBe('childrens-ministry');
    expect(toSlug('Coffee Shop')).toBe('coffee-shop');
    expect(toSlug('Dine-In')).toBe('dine-in');
  });

  it('finds types, sub-categories and services by name or slug', () => {
    expect(findType('Real Estate')?.name).toBe('Real Estate');
    expect(findType('real-estate')?.schemaType).toBe('RealEstateAgent');
    expect(findType('custom')).toBe(CUSTOM_TYPE);
    expect(findType('bakery')).toBeUndefined();
    expect(findSubCategory(findType('cafe')!, 'tea-house')).toBe('Tea House');
    expect(findService(findType('church')!, 'childrens-ministry')?.name).toBe("Children's Ministry");
  });

  it('searches names and keywords, and knows an exact keyword', () => {
    expect(searchTypes('coff').map((t) => t.name)).toEqual(['Cafe']);
    expect(searchTypes('RENOVATION').map((t) => t.name)).toEqual(['Construction']);
    expect(searchTypes('').length).toBe(14);
    expect(exactType('espresso')?.name).toBe('Cafe');
    expect(exactType('Church')?.name).toBe('Church');
    expect(exactType('lawyer')?.name).toBe('Lawyer');
    expect(exactType('dog grooming')).toBeUndefined();
  });

  it('keeps pages in catalogue order with home always first', () => {
    expect(normalisePages(findType('construction')!, ['contact', 'menu', 'services'])).toEqual([
      'home',
      'services',
      'contact',
    ]);
    expect(nicheLabel('dog   grooming')).toBe('Dog Grooming');
  });

  it('offers 31 heading and 29 content fonts, each with a system fallback stack', () => {
    expect(HEADING_FONTS).toHaveLength(31);
    expect(CONTENT_FONTS).toHaveLength(29);
    expect(HEADING_FONTS[0]).toBe('Outfit');
    expect(fontStack('Playfair Display')).toMatch(/^'Playfair Display', .*serif$/);
    expect(fontStack('Outfit')).toMatch(/sans-serif$/);
  });
});
