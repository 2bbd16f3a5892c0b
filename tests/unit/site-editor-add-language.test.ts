// Adding the second language to a one-language website (issue 31): the copywriter's request from the
// working copy, the new copy paired with the main one (owner entries carried over as written), what
// the editor then shows as missing, and a result the save schema accepts.
import { describe, expect, it } from 'vitest';
import {
  addableLanguage,
  isBilingual,
  missingTwins,
  withSecondLanguage,
} from '../../src/features/site-editor/bilingual.ts';
import { copyRequestFromSpec } from '../../src/server/site-editor/second-language.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { saveSiteSpecSchema } from '../../src/schemas/site-editor.ts';
import { siteSpecSchema } from '../../src/schemas/site-spec.ts';
import { makeSpec } from './renderer-fixture.ts';

describe('adding French to an English website', () => {
  const english = makeSpec();
  const request = copyRequestFromSpec(english, 'fr', 3);
  const french = writeBuiltinCopy(request);
  const both = withSecondLanguage(english, 'fr', french);

  it('asks the copywriter in French for the owner’s facts as the working copy holds them', () => {
    expect(request).toMatchObject({
      language: 'fr',
      businessName: 'Sunrise Coffee House',
      websiteType: 'cafe',
      subCategory: 'coffee-shop',
      pages: english.pages,
      city: 'Barrhead',
      province: 'Alberta',
      phone: english.business.phone,
      email: english.business.email,
      variant: 3,
    });
    expect(request.overview).toBe(english.business.overview);
    expect(request.services.map((s) => s.slug)).toEqual(english.copy.services.map((s) => s.slug));
    expect(request.services[0]!.name).toBe('Dine-In');
  });

  it('keeps the main copy, pairs the new one by service slug, and carries the owner’s entries over as written', () => {
    expect(both.languages).toEqual(['en', 'fr']);
    expect(both.copy).toBe(english.copy);
    expect(isBilingual(both)).toBe(true);
    expect(both.secondCopy!.services.map((s) => s.slug)).toEqual(english.copy.services.map((s) => s.slug));
    expect(both.secondCopy!.services[0]!.name).toBe('Sur place');
    expect(both.secondCopy!.hero).toEqual(french.hero);
    expect(both.secondCopy!.menu!.sections).toEqual(english.copy.menu!.sections);
    expect(both.secondCopy!.shop!.products).toEqual(english.copy.shop!.products);
    expect(both.secondCopy!.events!.items).toEqual(english.copy.events!.items);
    expect(both.secondCopy!.menu!.intro).toBe(french.menu!.intro);
    expect(() => saveSiteSpecSchema.parse({ baseVersion: 1, spec: siteSpecSchema.parse(both) })).not.toThrow();
  });

  it('shows the owner’s entries as the texts left to translate, and nothing the copywriter wrote', () => {
    const missing = missingTwins(both);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((m) => m.language === 'fr' && m.problem === 'untranslated')).toBe(true);
    expect(missing.map((m) => m.path[1])).toEqual(expect.arrayContaining(['events']));
    expect(missing.some((m) => m.path[1] === 'hero' || m.path[1] === 'about')).toBe(false);
  });

  it('offers the other language only to a one-language website', () => {
    expect(addableLanguage(english)).toBe('fr');
    expect(addableLanguage({ ...english, languages: ['fr'] })).toBe('en');
    expect(addableLanguage(both)).toBeNull();
  });
});
