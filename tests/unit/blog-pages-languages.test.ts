// The blog beside a live website (issue 31): French-only and French-first sites get a French shell
// (navigation, dates, headings, footer), with nothing English left but names; the article itself is
// kept as its owner wrote it; a bilingual site's blog has a switcher to the other language's home.
import { describe, expect, it } from 'vitest';
import {
  renderArticlePage,
  renderBlogIndex,
  renderRss,
  type PublishedArticle,
} from '../../src/features/content-tools/blog-pages.ts';
import { findEnglishOnFrenchPage } from '../../src/features/site-renderer/i18n/english-check.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { copyRequestFor } from '../../src/server/generation/assemble.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import type { LanguageChoice, SiteLanguage } from '../../src/shared/languages.ts';
import { addOwnerEntries, makeSpec, RECORD, REQUEST } from './renderer-fixture.ts';

function specIn(choice: LanguageChoice): SiteSpec {
  const request = generateWebsiteSchema.parse({ ...REQUEST, languages: choice });
  const [main, second] = choice.split('-') as SiteLanguage[];
  const copyIn = (lang: SiteLanguage) => addOwnerEntries(writeBuiltinCopy(copyRequestFor(request, RECORD, 1, lang)));
  return makeSpec({ languages: choice }, RECORD, { copy: copyIn(main!), secondCopy: second ? copyIn(second) : null });
}

const ARTICLE: PublishedArticle = {
  slug: 'notre-torrefaction',
  title: 'Comment nous torréfions nos grains',
  metaDescription: 'Notre méthode de torréfaction, étape par étape, pour un café frais chaque matin.',
  html: '<p>Chaque matin, nous torréfions de petites quantités de grains.</p><h2>Pourquoi en petites quantités ?</h2><p>Pour garder toute la fraîcheur du café.</p>',
  faq: [{ question: 'Vendez-vous vos grains ?', answer: 'Oui, en sacs de 340 g, au comptoir.' }],
  image: null,
  publishedAt: '2026-12-01T15:00:00.000Z',
  updatedAt: '2026-12-01T15:00:00.000Z',
};
/** What a French page may show as written: the business's name, its street, town and networks, the fonts. */
const NAMES = ['Sunrise Coffee House', '5012 50 Street', 'Barrhead', 'Alberta', 'Facebook', 'Main Street', 'Outfit'];

describe('the blog of a French-only site', () => {
  const spec = specIn('fr');
  const article = renderArticlePage(spec, ARTICLE);
  const index = renderBlogIndex(spec, [ARTICLE]);

  it('is in French: lang, the crumbs, the date, the headings and the footer', () => {
    expect(article).toContain('<html lang="fr-CA">');
    expect(article).toContain('Publié le 1er décembre 2026 par Sunrise Coffee House');
    expect(article).toMatch(/<p class="crumbs"><a href="[^"]+">Accueil<\/a> \/ <a href="[^"]+">Articles<\/a><\/p>/);
    expect(article).toContain('<h2>Questions fréquentes</h2>');
    expect(article).toContain('>Tous les articles</a>');
    expect(article).toContain('"inLanguage":"fr-CA"');
    expect(index).toContain('<html lang="fr-CA">');
    expect(index).toContain('Conseils et réponses de Sunrise Coffee House.');
    expect(index).toContain('>Fil RSS</a>');
    expect(renderBlogIndex(spec, [])).toContain('<p>Aucun article pour le moment.</p>');
    expect(renderRss(spec, [ARTICLE])).toContain('<language>fr-CA</language>');
  });

  it('has no English left but names (the check finds the English shell)', () => {
    expect(findEnglishOnFrenchPage(article, NAMES)).toEqual([]);
    expect(findEnglishOnFrenchPage(index, NAMES)).toEqual([]);
    expect(findEnglishOnFrenchPage(renderBlogIndex(spec, []), NAMES)).toEqual([]);
    // The same article in an English site's shell is caught: the check can fail.
    const english = renderArticlePage(specIn('en'), ARTICLE).replace('<html lang="en-CA">', '<html lang="fr-CA">');
    expect(findEnglishOnFrenchPage(english, NAMES)).toEqual(expect.arrayContaining(['by', 'home', 'all', 'skip']));
  });

  it('keeps the article’s own text as written, with no language switcher', () => {
    expect(article).toContain(ARTICLE.html);
    expect(article).toContain('<h1>Comment nous torréfions nos grains</h1>');
    expect(article).not.toContain('lang-switch');
  });
});

describe('the blog of a bilingual site', () => {
  it('speaks the main language, French first, with a switcher to the English home', () => {
    const article = renderArticlePage(specIn('fr-en'), ARTICLE);
    expect(article).toContain('<html lang="fr-CA">');
    expect(findEnglishOnFrenchPage(article, NAMES)).toEqual([]);
    expect(article).toMatch(/<a class="lang-switch" href="\.\.\/\.\.\/en\/" hreflang="en-CA" lang="en-CA"/);
    expect(article).not.toContain('hreflang="x-default"');
  });

  it('speaks English on an English-first site, with a switcher to the French home', () => {
    const english: PublishedArticle = {
      ...ARTICLE,
      title: 'How we roast our beans',
      html: '<p>Every morning we roast small batches.</p>',
    };
    const article = renderArticlePage(specIn('en-fr'), english);
    expect(article).toContain('<html lang="en-CA">');
    expect(article).toContain('Published December 1, 2026 by Sunrise Coffee House');
    expect(article).toContain('<h2>Frequently asked questions</h2>');
    expect(article).toMatch(/<a class="lang-switch" href="\.\.\/\.\.\/fr\/" hreflang="fr-CA" lang="fr-CA"/);
    expect(renderBlogIndex(specIn('en-fr'), [english])).toMatch(/<a class="lang-switch" href="\.\.\/fr\/"/);
  });
});
