// Generated sites in English, French or both (issue 31): lang, hreflang pairs, the language switcher,
// JSON-LD and 404 per language, the sitemap's alternates, and no English left on French pages.
import { describe, expect, it } from 'vitest';
import { renderSite, renderSitePage, visiblePages, type SiteFile } from '../../src/features/site-renderer/render.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { copyRequestFor } from '../../src/server/generation/assemble.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import { findEnglishOnFrenchPage } from '../../src/features/site-renderer/i18n/english-check.ts';
import { NBSP } from '../../src/features/site-renderer/i18n/french-format.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import type { LanguageChoice, SiteLanguage } from '../../src/shared/languages.ts';
import { addOwnerEntries, makeSpec, RECORD, REQUEST } from './renderer-fixture.ts';

/** A site in `choice`, each copy written by the built-in copywriter in its language (owner entries added to both). */
function specIn(choice: LanguageChoice, patch: Record<string, unknown> = {}): SiteSpec {
  const request = generateWebsiteSchema.parse({ ...REQUEST, ...patch, languages: choice });
  const [main, second] = choice.split('-') as SiteLanguage[];
  const copyIn = (lang: SiteLanguage) => addOwnerEntries(writeBuiltinCopy(copyRequestFor(request, RECORD, 1, lang)));
  return makeSpec({ ...patch, languages: choice }, RECORD, {
    copy: copyIn(main!),
    secondCopy: second ? copyIn(second) : null,
  });
}

const pages = (files: SiteFile[]) =>
  new Map(files.filter((f) => f.path.endsWith('.html')).map((f) => [f.path, String(f.body)]));
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!]),
  );
const BASE = 'https://mainstreet.example/sites/abc/';
/** The names a French page may show as they are: the business's, its street and town, its social networks. */
const NAMES = ['Sunrise Coffee House', '5012 50 Street', 'Barrhead', 'Alberta', 'Facebook', 'Main Street', 'Outfit'];
/** The owner's own entries (menu items, a product, an event) from the fixture: in English, the owner's words. */
const OWNER = [
  'Espresso',
  'Latte',
  'Our espresso.',
  'Our latte.',
  'Open mic night',
  'Thursday 12 March, 7 p.m.',
  'Local musicians take the corner stage.',
  'Our house blend, 340 g.',
  'House blend, 340 g',
];

describe('a bilingual site, English first', () => {
  const files = renderSite(specIn('en-fr'), {}, { notFoundBase: '/' });
  const html = pages(files);

  it('has every page in both languages, French under /fr/, and a 404 in each', () => {
    const english = [...html.keys()].filter((p) => !p.startsWith('fr/'));
    expect([...html.keys()].filter((p) => p.startsWith('fr/')).sort()).toEqual(english.map((p) => `fr/${p}`).sort());
    expect(html.get('fr/404.html')).toContain('<base href="/fr/">');
    expect(html.get('fr/404.html')).toContain('<h1>Page introuvable</h1>');
    expect(html.get('404.html')).toContain('<h1>Page not found</h1>');
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['assets/contact.js', 'assets/contact-fr.js']));
  });

  it('says each page’s language and links the pair with hreflang and x-default, both ways', () => {
    expect(html.get('about/index.html')).toContain('<html lang="en-CA">');
    expect(html.get('fr/about/index.html')).toContain('<html lang="fr-CA">');
    expect(html.get('fr/about/index.html')).toContain('<meta property="og:locale" content="fr_CA">');
    expect(html.get('fr/about/index.html')).toContain('<meta property="og:locale:alternate" content="en_CA">');
    expect(html.get('about/index.html')).toContain('<meta property="og:locale:alternate" content="fr_CA">');
    for (const [path, page] of html) {
      if (path.endsWith('404.html')) continue;
      const links = hreflangs(page);
      const bare = path.replace(/^fr\//, '').replace(/index\.html$/, '');
      expect(links, path).toEqual({
        'en-CA': `${BASE}${bare}`,
        'fr-CA': `${BASE}fr/${bare}`,
        'x-default': `${BASE}${bare}`,
      });
      expect(page).toContain(
        `<link rel="canonical" href="${path.startsWith('fr/') ? `${BASE}fr/${bare}` : `${BASE}${bare}`}">`,
      );
    }
  });

  it('has a language switcher on every page that leads to the same page in the other language', () => {
    for (const [path, page] of html) {
      const match =
        /<a class="lang-switch" href="([^"]+)" hreflang="([^"]+)" lang="([^"]+)" aria-label="([^"]+)">([^<]+)<\/a>/.exec(
          page,
        );
      expect(match, path).not.toBeNull();
      const folder = path.replace(/(404|index)\.html$/, '');
      const target = new URL(match![1]!, `https://x.example/${folder}`).pathname.slice(1);
      expect(html.has(`${target}index.html`), `${path} -> ${target}`).toBe(true);
      if (path.startsWith('fr/')) {
        expect(match!.slice(2)).toEqual(['en-CA', 'en-CA', 'Read this page in English', 'English']);
        if (!path.endsWith('404.html')) expect(target).toBe(folder.slice(3));
      } else {
        expect(match!.slice(2)).toEqual(['fr-CA', 'fr-CA', 'Lire cette page en français', 'Français']);
        if (!path.endsWith('404.html')) expect(target).toBe(`fr/${folder}`);
      }
    }
  });

  it('describes the business in each language in JSON-LD, with its own url', () => {
    const jsonLd = (page: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!);
    expect(jsonLd(html.get('index.html')!)).toMatchObject({
      inLanguage: 'en-CA',
      url: BASE,
      '@id': `${BASE}#business`,
    });
    const fr = jsonLd(html.get('fr/index.html')!);
    expect(fr).toMatchObject({
      inLanguage: 'fr-CA',
      url: `${BASE}fr/`,
      hasOfferCatalog: {
        itemListElement: expect.arrayContaining([
          expect.objectContaining({
            itemOffered: { '@type': 'Service', name: 'À emporter', url: `${BASE}fr/services/takeout/` },
          }),
        ]),
      },
    });
    expect(findEnglishOnFrenchPage(`<p>${fr.description} ${fr.slogan}</p>`, NAMES)).toEqual([]);
  });

  it('lists both languages in the sitemap with xhtml:link alternates', () => {
    const sitemap = String(files.find((f) => f.path === 'sitemap.xml')!.body);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap.match(/<loc>/g)).toHaveLength(22);
    expect(sitemap).toContain(
      `<url><loc>${BASE}fr/about/</loc><xhtml:link rel="alternate" hreflang="en-CA" href="${BASE}about/"/><xhtml:link rel="alternate" hreflang="fr-CA" href="${BASE}fr/about/"/><xhtml:link rel="alternate" hreflang="x-default" href="${BASE}about/"/></url>`,
    );
  });

  it('writes French pages in French: nav, hours (9 h 30), form, prices, footer', () => {
    const home = html.get('fr/index.html')!;
    expect(home).toContain('<a href="about/">À propos</a>');
    expect(home).toContain(`mardi – vendredi${NBSP}: 7${NBSP}h – 17${NBSP}h${NBSP}30`);
    expect(home).toContain('Tous droits réservés.');
    const contact = html.get('fr/contact/index.html')!;
    expect(contact).toContain('<label for="cf-firstName">Prénom</label>');
    expect(contact).toContain('<script src="../../assets/contact-fr.js" defer></script>');
    expect(html.get('fr/menu/index.html')).toContain(`3,25${NBSP}$`);
    const script = String(files.find((f) => f.path === 'assets/contact-fr.js')!.body);
    expect(script).toContain('Le prénom est obligatoire');
    expect(script).toContain('Envoi en cours…');
    expect(() => new Function(script)).not.toThrow();
  });
});

describe('French on French pages, for several business types', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['café', {}],
    [
      'construction',
      {
        websiteType: 'construction',
        businessSubCategory: 'roofing',
        selectedPages: ['home', 'services', 'about', 'team', 'contact'],
        selectedServices: ['roofing', 'additions', 'concrete-work'],
      },
    ],
    [
      'church',
      {
        websiteType: 'church',
        businessSubCategory: 'catholic-parish',
        selectedPages: ['home', 'services', 'about', 'team', 'events', 'contact'],
        selectedServices: ['sunday-worship', 'baptisms'],
      },
    ],
    [
      'lawyer',
      {
        websiteType: 'lawyer',
        businessSubCategory: 'family-law',
        selectedPages: ['home', 'services', 'about', 'contact'],
        selectedServices: ['consultations', 'separation-agreements'],
      },
    ],
    [
      'retail',
      {
        websiteType: 'retail',
        businessSubCategory: 'bookstore',
        selectedPages: ['home', 'shop', 'services', 'about', 'contact'],
        selectedServices: ['special-orders', 'gift-wrapping'],
      },
    ],
  ];
  for (const [name, patch] of cases) {
    it(`leaves no English on the French pages of a ${name} site (French only, and bilingual)`, () => {
      for (const choice of ['fr', 'en-fr', 'fr-en'] as const) {
        const spec = specIn(choice, patch);
        for (const [path, page] of pages(renderSite(spec))) {
          const french = choice === 'fr' || (choice === 'en-fr' ? path.startsWith('fr/') : !path.startsWith('en/'));
          if (!french) continue;
          expect(page, `${choice} ${path}`).toContain('<html lang="fr-CA">');
          expect(findEnglishOnFrenchPage(page, [...NAMES, ...OWNER]), `${name} ${choice} ${path}`).toEqual([]);
        }
      }
    });
  }

  it('the detector finds an English sentence left on a French page', () => {
    const page = String(renderSite(specIn('fr')).find((f) => f.path === 'index.html')!.body);
    const names = [...NAMES, ...OWNER];
    expect(findEnglishOnFrenchPage(page, names)).toEqual([]);
    const spoiled = page.replace('</main>', '<p>Call us today for a free quote.</p></main>');
    expect(findEnglishOnFrenchPage(spoiled, names)).toEqual(expect.arrayContaining(['call', 'us', 'for', 'free']));
    expect(findEnglishOnFrenchPage(page.replace('Aller au contenu', 'Skip to content'), names)).toEqual(['skip', 'to']);
    expect(findEnglishOnFrenchPage(page.replace('content="fr_CA"', 'content="Opening hours"'), names)).toEqual([
      'opening',
      'hours',
    ]);
  });
});

describe('French first, and one language', () => {
  it('puts French at the root and English under /en/ when French comes first', () => {
    const html = pages(renderSite(specIn('fr-en')));
    expect(html.get('index.html')).toContain('<html lang="fr-CA">');
    expect(html.get('en/about/index.html')).toContain('<html lang="en-CA">');
    expect(hreflangs(html.get('en/about/index.html')!)).toEqual({
      'fr-CA': `${BASE}about/`,
      'en-CA': `${BASE}en/about/`,
      'x-default': `${BASE}about/`,
    });
    expect(html.get('index.html')).toContain('<a class="lang-switch" href="en/" hreflang="en-CA"');
    expect(html.get('en/404.html')).toContain('<base href="/sites/abc/en/">');
  });

  it('a French-only site is all French at the root, with no switcher or alternates', () => {
    const files = renderSite(specIn('fr'));
    const html = pages(files);
    expect([...html.keys()].some((p) => p.startsWith('fr/'))).toBe(false);
    for (const page of html.values()) {
      expect(page).toContain('<html lang="fr-CA">');
      expect(page).not.toContain('hreflang');
    }
    expect(files.map((f) => f.path)).toContain('assets/contact-fr.js');
    expect(files.map((f) => f.path)).not.toContain('assets/contact.js');
  });

  it('an English-only site has no switcher, no alternates and no inLanguage', () => {
    const home = String(renderSite(makeSpec()).find((f) => f.path === 'index.html')!.body);
    expect(home).not.toContain('lang-switch');
    expect(home).not.toContain('hreflang');
    expect(home).not.toContain('inLanguage');
  });
});

describe('the editor’s preview of either language', () => {
  it('lists both languages’ pages and renders one by path', () => {
    const spec = specIn('en-fr');
    const list = visiblePages(spec);
    expect(list).toEqual(
      expect.arrayContaining([
        { path: 'about/', title: expect.any(String), lang: 'en' },
        { path: 'fr/about/', title: expect.any(String), lang: 'fr' },
      ]),
    );
    expect(list.filter((p) => p.lang === 'fr')).toHaveLength(list.filter((p) => p.lang === 'en').length);
    expect(renderSitePage(spec, 'fr/about/')).toContain('<html lang="fr-CA">');
    expect(renderSitePage(spec, 'about/')).toContain('<html lang="en-CA">');
    expect(renderSitePage(spec, 'fr/nothing/')).toBeUndefined();
  });
});
