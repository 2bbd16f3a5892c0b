/**
 * What ties a site's languages together on each page: the hreflang alternates in the head (each
 * language's version of the page and x-default, the main language's) and a visible language switcher
 * linking to the same page in the other language (or its home when that page does not exist there).
 * Nothing for a one-language site. Pure.
 */
import { esc, rel } from './html.ts';
import type { Locale } from './locale.ts';

export interface LanguageSite {
  loc: Locale;
  /** The site paths of this language's pages ('fr/', 'fr/about/', …). */
  paths: ReadonlySet<string>;
}

interface PageRef {
  path: string;
  notFound?: boolean;
}

/** The same page in another language: its path there, or that language's home when it has no such page. */
export function counterpartPath(target: LanguageSite, loc: Locale, page: PageRef): { path: string; exists: boolean } {
  const path = target.loc.prefix + page.path.slice(loc.prefix.length);
  const exists = !page.notFound && target.paths.has(path);
  return { path: exists ? path : target.loc.prefix, exists };
}

/** `<link rel="alternate" hreflang>` for every language of the page, and x-default; '' unless the page exists in each. */
export function languageHead(
  site: readonly LanguageSite[] | undefined,
  loc: Locale,
  page: PageRef,
  baseUrl: string,
): string {
  if (!site || site.length < 2 || page.notFound) return '';
  const versions = site.map((s) => ({ s, ...counterpartPath(s, loc, page) }));
  if (versions.some((v) => !v.exists)) return '';
  const link = (lang: string, path: string) =>
    `<link rel="alternate" hreflang="${lang}" href="${esc(new URL(path, baseUrl).href)}">\n`;
  const main = versions.find((v) => v.s.loc.prefix === '')!;
  const ogAlternates = site
    .filter((s) => s.loc.lang !== loc.lang)
    .map((s) => `<meta property="og:locale:alternate" content="${s.loc.t.ogLocale}">\n`)
    .join('');
  return versions.map((v) => link(v.s.loc.t.htmlLang, v.path)).join('') + link('x-default', main.path) + ogAlternates;
}

/** The visible switcher: one link per other language, named in that language, with its lang and hreflang. */
export function languageSwitcher(site: readonly LanguageSite[] | undefined, loc: Locale, page: PageRef): string {
  if (!site || site.length < 2) return '';
  const links = site
    .filter((s) => s.loc.lang !== loc.lang)
    .map((s) => {
      const { path } = counterpartPath(s, loc, page);
      const t = s.loc.t;
      return `<a class="lang-switch" href="${rel(page.path, path)}" hreflang="${t.htmlLang}" lang="${t.htmlLang}" aria-label="${esc(t.readIn)}">${esc(t.name)}</a>`;
    });
  return links.join('');
}

/** The switcher's look (added to the CSS of multi-language sites only). */
export const SWITCHER_CSS =
  '.lang-switch{order:2;flex:none;display:inline-flex;align-items:center;min-height:48px;padding:.4rem .6rem;font-weight:700;color:inherit;text-decoration:underline;text-underline-offset:.2em}.lang-switch:focus-visible{outline:3px solid currentColor;outline-offset:2px}';
