/**
 * The site renderer: a pure function from a validated site spec to the files of a static,
 * multi-page website (one page per selected page, one per selected service), in each of the site's
 * languages: the main one at the root, the second under its folder ('fr/' or 'en/'). No I/O.
 */
import { siteSpecSchema, type SiteSpec, type SiteSpecInput } from '../../schemas/site-spec.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import { faviconSvg, localBusinessJsonLd, previewSvg, robotsTxt, sitemapXml } from './assets.ts';
import { contactScript, contactScriptFile } from './contact-form.ts';
import { NAV_SCRIPT } from './nav-script.ts';
import { CART_SCRIPT } from './cart-script.generated.ts';
import { CART_SITE_CSS } from '../shop/cart-css.ts';
import { CART_SCRIPT_FILE, FONTS_FOLDER, renderPage, type Page, type PageContext } from './layout.ts';
import { SWITCHER_CSS, type LanguageSite } from './language-links.ts';
import { localSpec, localesOf, type Locale } from './locale.ts';
import {
  aboutPage,
  contactPage,
  eventsPage,
  homePage,
  menuPage,
  notFoundPage,
  servicePages,
  servicesPage,
  shopPage,
  teamPage,
} from './pages.ts';
import { renderCss } from './theme.ts';
import { SHOP_CSS, pagesWithCatalogue, siteCatalogue, type SiteCatalogue, type SiteCommerce } from './commerce.ts';
import { designFontFiles, type FontFile } from '../../shared/catalogue/fonts.ts';

export interface SiteFile {
  path: string;
  contentType: string;
  body: string | Uint8Array;
}

export interface RenderAssets {
  /** The owner's logo bytes, written at spec.design.logo.file. */
  logo?: Uint8Array;
  /** Web-font bytes by file name (designFontFiles); fonts not given fall back to system look-alikes. */
  fonts?: Map<string, Uint8Array>;
  /** The owner's photo files by site path (assets/photos/{id}-{width}.webp|avif). */
  photos?: Map<string, Uint8Array>;
}

export interface RenderOptions {
  /** The live site's catalogue and bookable services (publish, storefront refresh); without it the copy's lists. */
  commerce?: SiteCommerce;
  /** Where the 404 page's links resolve from (served at any depth): the draft's path, or '/' in a ZIP. */
  notFoundBase?: string;
}

const HTML = 'text/html; charset=utf-8';

/** The pages of one language (its spec as localSpec gives it), with their paths under the language's folder. */
export function sitePages(spec: SiteSpec, loc?: Locale, cat?: SiteCatalogue): Page[] {
  const pages: Page[] = [homePage(spec, loc, cat)];
  for (const id of spec.pages) {
    if (id === 'services') pages.push(servicesPage(spec, loc, cat), ...servicePages(spec, loc, cat));
    if (id === 'about') pages.push(aboutPage(spec, loc));
    if (id === 'team') pages.push(teamPage(spec, loc));
    if (id === 'menu' && (cat ? cat.commerce.shop : spec.copy.menu)) pages.push(menuPage(spec, loc, cat));
    if (id === 'shop' && (cat ? cat.commerce.shop : spec.copy.shop)) pages.push(shopPage(spec, loc, cat));
    if (id === 'events' && spec.copy.events) pages.push(eventsPage(spec, loc));
    if (id === 'contact') pages.push(contactPage(spec, loc));
  }
  return pages;
}

interface LanguageRender {
  loc: Locale;
  spec: SiteSpec;
  pages: Page[];
  /** Whether its pages show the catalogue or a 'Book' link (they then carry SHOP_CSS). */
  commerce: boolean;
}

/** Each language of the site: its locale, its spec as its visitors see it and its pages. */
function languagesOfSite(
  spec: SiteSpec,
  commerce?: SiteCommerce,
): { languages: LanguageRender[]; site: LanguageSite[] } {
  const languages = localesOf(spec).map((loc) => {
    if (!commerce) {
      const local = localSpec(spec, loc);
      return { loc, spec: local, pages: sitePages(local, loc), commerce: false };
    }
    // The Menu and Shop pages follow the catalogue, not the copy's lists (which owner facts may have dropped).
    const cat = siteCatalogue(commerce, loc.prefix ? (spec.secondCopy ?? spec.copy) : spec.copy);
    const local = pagesWithCatalogue(localSpec(spec, loc), spec.pages, cat);
    const pages = sitePages(local, loc, cat);
    return { loc, spec: local, pages, commerce: !!commerce.shop || Object.keys(commerce.bookings).length > 0 };
  });
  return { languages, site: languages.map((l) => ({ loc: l.loc, paths: new Set(l.pages.map((p) => p.path)) })) };
}

function contextFor(l: LanguageRender, site: LanguageSite[], fonts: FontFile[]): PageContext {
  const css =
    renderCss(l.spec.design) +
    (site.length > 1 ? SWITCHER_CSS : '') +
    (l.commerce ? SHOP_CSS : '') +
    (l.pages.some((p) => p.script === 'cart') ? CART_SITE_CSS : '');
  return { spec: l.spec, css, fonts, jsonLd: localBusinessJsonLd(l.spec, l.loc), loc: l.loc, site };
}

/** The site's pages as a visitor sees them, every language: path, nav title and language (the editor's page picker). */
export function visiblePages(
  input: SiteSpecInput,
  commerce?: SiteCommerce,
): { path: string; title: string; lang: SiteLanguage }[] {
  const { languages } = languagesOfSite(siteSpecSchema.parse(input), commerce);
  return languages.flatMap((l) => l.pages.map((p) => ({ path: p.path, title: p.title, lang: l.loc.lang })));
}

/** One page's HTML (the editor preview), by site path ('', 'about/', 'fr/about/'); undefined when the spec has no page there. */
export function renderSitePage(input: SiteSpecInput, path: string, commerce?: SiteCommerce): string | undefined {
  const { languages, site } = languagesOfSite(siteSpecSchema.parse(input), commerce);
  for (const l of languages) {
    const page = l.pages.find((p) => p.path === path);
    if (page) return renderPage(contextFor(l, site, []), page);
  }
  return undefined;
}

export function renderSite(input: SiteSpecInput, assets: RenderAssets = {}, options: RenderOptions = {}): SiteFile[] {
  // Visitors see only what the owner completed: unpriced items and undated events are left out (localSpec).
  const parsed = siteSpecSchema.parse(input);
  const fonts = designFontFiles(parsed.design).filter((f) => assets.fonts?.has(f.file));
  const { languages, site } = languagesOfSite(parsed, options.commerce);
  const base = options.notFoundBase ?? new URL(parsed.baseUrl).pathname;
  const files: SiteFile[] = [];
  for (const l of languages) {
    const ctx = contextFor(l, site, fonts);
    files.push(
      ...l.pages.map((page) => ({ path: `${page.path}index.html`, contentType: HTML, body: renderPage(ctx, page) })),
    );
    const notFound = renderPage(ctx, notFoundPage(l.spec, l.loc)).replace(
      '<head>\n',
      `<head>\n<base href="${base}${l.loc.prefix}">\n`,
    );
    files.push({ path: `${l.loc.prefix}404.html`, contentType: HTML, body: notFound });
  }
  const main = languages[0]!;
  const allPaths = languages.flatMap((l) => l.pages.map((p) => p.path));
  files.push(
    { path: 'assets/favicon.svg', contentType: 'image/svg+xml', body: faviconSvg(main.spec) },
    { path: 'assets/preview.svg', contentType: 'image/svg+xml', body: previewSvg(main.spec, main.loc.t) },
    { path: 'assets/nav.js', contentType: 'text/javascript; charset=utf-8', body: NAV_SCRIPT },
    { path: 'robots.txt', contentType: 'text/plain; charset=utf-8', body: robotsTxt(main.spec) },
    { path: 'sitemap.xml', contentType: 'application/xml', body: sitemapXml(main.spec, allPaths, site) },
  );
  for (const l of languages) {
    if (l.pages.some((p) => p.script === 'contact')) {
      files.push({
        path: contactScriptFile(l.loc.lang),
        contentType: 'text/javascript; charset=utf-8',
        body: contactScript(l.loc.t),
      });
    }
  }
  if (languages.some((l) => l.pages.some((p) => p.script === 'cart')))
    files.push({ path: CART_SCRIPT_FILE, contentType: 'text/javascript; charset=utf-8', body: CART_SCRIPT });
  for (const f of fonts)
    files.push({ path: `${FONTS_FOLDER}${f.file}`, contentType: 'font/woff2', body: assets.fonts!.get(f.file)! });
  if (parsed.design.logo && assets.logo) {
    files.push({ path: parsed.design.logo.file, contentType: parsed.design.logo.contentType, body: assets.logo });
  }
  for (const [path, body] of assets.photos ?? []) {
    files.push({ path, contentType: path.endsWith('.avif') ? 'image/avif' : 'image/webp', body });
  }
  return files;
}
