// The editor on a two-language website (issue 31): twins, list changes on both copies, what is
// missing in one language, the language actions, the change list and the save schema.
import { describe, expect, it } from 'vitest';
import {
  dropSecondLanguage,
  fieldLabel,
  isBilingual,
  missingTwins,
  onBothCopies,
  pagesByLanguage,
  problemText,
  swapLanguages,
  twinPath,
} from '../../src/features/site-editor/bilingual.ts';
import {
  appendAt,
  getAt,
  moveAt,
  removeAt,
  setAt,
  specIssues,
  togglePage,
} from '../../src/features/site-editor/site-editor.ts';
import { specChanges } from '../../src/features/site-editor/changes.ts';
import {
  SECOND_COPY_EXTRA_MESSAGE,
  SECOND_COPY_MISSING_MESSAGE,
  SECOND_COPY_SERVICES_MESSAGE,
  saveSiteSpecSchema,
} from '../../src/schemas/site-editor.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import { makeSpec } from './renderer-fixture.ts';

/** The fixture's copy as the French main copy, and a second (English) copy with different words. */
function bilingual(): SiteSpec {
  const spec = makeSpec({ selectedPages: ['home', 'services', 'about', 'contact'] });
  const french = setAt(spec.copy, ['hero', 'headline'], 'Du café torréfié ici, chaque matin');
  // The second copy lists the services in another order: twins are found by slug.
  const english = { ...spec.copy, services: [...spec.copy.services].reverse() };
  return { ...spec, languages: ['fr', 'en'], copy: french, secondCopy: english };
}

describe('twins', () => {
  it('pairs each text of the main copy with the same place in the second, services by slug', () => {
    const spec = bilingual();
    expect(isBilingual(spec)).toBe(true);
    expect(twinPath(spec, ['copy', 'hero', 'headline'])).toEqual(['secondCopy', 'hero', 'headline']);
    const last = spec.copy.services.length - 1;
    expect(twinPath(spec, ['copy', 'services', 0, 'summary'])).toEqual(['secondCopy', 'services', last, 'summary']);
    expect(twinPath(spec, ['design', 'primaryColor'])).toBeNull();
    expect(twinPath(makeSpec(), ['copy', 'hero', 'headline'])).toBeNull();
  });

  it('adds, moves and removes list entries in both languages', () => {
    const spec = bilingual();
    const blank = { question: '', answer: '' };
    const added = onBothCopies(spec, ['copy', 'faq'], (s, p) => appendAt(s, p, blank));
    expect(added.copy.faq).toHaveLength(spec.copy.faq.length + 1);
    expect(added.secondCopy!.faq).toHaveLength(spec.secondCopy!.faq.length + 1);
    const moved = onBothCopies(spec, ['copy', 'values'], (s, p) => moveAt(s, p, 0, 1));
    expect(moved.copy.values[1]).toEqual(spec.copy.values[0]);
    expect(moved.secondCopy!.values[1]).toEqual(spec.secondCopy!.values[0]);
    const removed = onBothCopies(spec, ['copy', 'faq'], (s, p) => removeAt(s, p, 0));
    expect(removed.secondCopy!.faq).toEqual(spec.secondCopy!.faq.slice(1));
    // One language: only the copy changes.
    const one = makeSpec();
    expect(onBothCopies(one, ['copy', 'faq'], (s, p) => removeAt(s, p, 0)).secondCopy).toBeNull();
  });

  it('fills an entry the second copy lacks (its list was shorter)', () => {
    const spec = bilingual();
    const short = { ...spec, secondCopy: { ...spec.secondCopy!, faq: spec.secondCopy!.faq.slice(0, 1) } };
    const filled = setAt(short, ['secondCopy', 'faq', 1, 'question'], 'Avez-vous du café sans caféine?');
    expect(getAt(filled, ['secondCopy', 'faq', 1, 'question'])).toBe('Avez-vous du café sans caféine?');
    expect(Array.isArray(filled.secondCopy!.faq)).toBe(true);
  });
});

describe('what is missing in one language', () => {
  it('names nothing when both languages are written', () => {
    const spec = bilingual();
    const english = {
      ...spec.secondCopy!,
      hero: { ...spec.secondCopy!.hero, subheadline: 'Fresh bread, local coffee and a warm seat by the window.' },
    };
    const translated = { ...spec, secondCopy: english };
    // The fixture's two copies share most sentences: only the untranslated ones are listed, never the edited ones.
    expect(missingTwins(translated).some((m) => m.path.join('.') === 'secondCopy.hero.subheadline')).toBe(false);
    expect(missingTwins(makeSpec())).toEqual([]);
  });

  it('lists a text empty in either language, and one left the same (untranslated), with a label and a link target', () => {
    let spec = bilingual();
    spec = setAt(spec, ['secondCopy', 'intro', 'title'], '');
    spec = setAt(spec, ['copy', 'about', 'mission'], '');
    const missing = missingTwins(spec);
    expect(missing).toContainEqual({
      path: ['secondCopy', 'intro', 'title'],
      language: 'en',
      problem: 'empty',
      label: 'Home page: title',
    });
    expect(missing).toContainEqual({
      path: ['copy', 'about', 'mission'],
      language: 'fr',
      problem: 'empty',
      label: 'About page: mission',
    });
    const same = missing.find((m) => m.path.join('.') === 'secondCopy.hero.subheadline')!;
    expect(same).toMatchObject({ problem: 'untranslated', language: 'en' });
    expect(problemText(spec, same)).toBe('same as Français: not translated yet');
    expect(
      problemText(
        spec,
        missing.find((m) => m.problem === 'empty')!,
      ),
    ).toBe('missing in English');
    // The headline differs in the two languages: not listed. Prices, names and slugs are not sentences.
    expect(missing.some((m) => m.path.join('.') === 'secondCopy.hero.headline')).toBe(false);
    expect(missing.some((m) => m.path.includes('slug'))).toBe(false);
  });

  it('labels fields for people', () => {
    const spec = bilingual();
    expect(fieldLabel(spec, ['copy', 'values', 1, 'title'])).toBe('Home page: value 2, title');
    expect(fieldLabel(spec, ['copy', 'about', 'paragraphs', 0])).toBe('About page: paragraph 1');
    expect(fieldLabel(spec, ['copy', 'services', 0, 'highlights', 2])).toBe(
      `Services: ${spec.copy.services[0]!.name}, highlight 3`,
    );
    expect(fieldLabel(spec, ['copy', 'tagline'])).toBe('Footer: tagline');
    expect(fieldLabel(spec, ['copy', 'team', 'members', 0, 'bio'])).toBe('Team page: member 1, about them');
  });
});

describe('language actions and the page picker', () => {
  it('keeps the main language only, or makes the second one the main one', () => {
    const spec = bilingual();
    expect(dropSecondLanguage(spec)).toMatchObject({ languages: ['fr'], secondCopy: null, copy: spec.copy });
    const swapped = swapLanguages(spec);
    expect(swapped).toMatchObject({ languages: ['en', 'fr'], copy: spec.secondCopy, secondCopy: spec.copy });
    expect(swapLanguages(makeSpec())).toEqual(makeSpec());
  });

  it('groups the preview pages by language', () => {
    const spec = bilingual();
    const pages = [{ path: '' }, { path: 'about/' }, { path: 'en/' }, { path: 'en/about/' }];
    expect(pagesByLanguage(spec, pages)).toEqual([
      { language: 'fr', pages: [{ path: '' }, { path: 'about/' }] },
      { language: 'en', pages: [{ path: 'en/' }, { path: 'en/about/' }] },
    ]);
    expect(pagesByLanguage(makeSpec(), pages)).toHaveLength(1);
  });

  it('starts an added menu page in each language, in that language', () => {
    const spec = togglePage(bilingual(), 'menu', true);
    expect(spec.copy.menu!.intro).toBe('Voici ce que nous servons. Les prix sont en dollars canadiens.');
    expect(spec.secondCopy!.menu!.intro).toBe('Here is what we serve. Prices are in Canadian dollars.');
    expect(togglePage(makeSpec({ selectedPages: ['home', 'contact'] }), 'shop', true).copy.shop!.intro).toMatch(
      /^Here is what you can buy/,
    );
  });

  it('names language changes and second-language edits in the list of changes since the live version', () => {
    const live = bilingual();
    expect(
      specChanges(setAt(live, ['secondCopy', 'hero', 'headline'], 'Coffee roasted here every morning'), live),
    ).toContainEqual({ area: 'English pages', detail: 'edited' });
    expect(specChanges(dropSecondLanguage(live), live)).toContainEqual({
      area: 'Languages',
      detail: 'English removed',
    });
    expect(specChanges(swapLanguages(live), live)).toContainEqual({
      area: 'Languages',
      detail: 'English is now the main language',
    });
    expect(specChanges(live, dropSecondLanguage(live))).toContainEqual({ area: 'Languages', detail: 'English added' });
  });
});

describe('the save schema', () => {
  it('checks both copies with the same copy schema, and pairs them', () => {
    const spec = bilingual();
    expect(saveSiteSpecSchema.safeParse({ baseVersion: 1, spec }).success).toBe(true);
    const tooShort = setAt(spec, ['secondCopy', 'hero', 'headline'], 'Hi');
    expect(specIssues(tooShort).has('secondCopy.hero.headline')).toBe(true);
    expect(saveSiteSpecSchema.safeParse({ baseVersion: 1, spec: tooShort }).success).toBe(false);
    const message = (s: unknown) => {
      const r = saveSiteSpecSchema.safeParse({ baseVersion: 1, spec: s });
      return r.success ? null : r.error.issues[0]!.message;
    };
    expect(message({ ...spec, secondCopy: null })).toBe(SECOND_COPY_MISSING_MESSAGE);
    expect(message({ ...spec, languages: ['fr'] })).toBe(SECOND_COPY_EXTRA_MESSAGE);
    expect(
      message({ ...spec, secondCopy: { ...spec.secondCopy!, services: spec.secondCopy!.services.slice(1) } }),
    ).toBe(SECOND_COPY_SERVICES_MESSAGE);
    expect(message(dropSecondLanguage(spec))).toBeNull();
  });
});
