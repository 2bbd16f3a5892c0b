/**
 * The site renderer: a pure function from a validated site spec to the files of a static,
 * multi-page website (one page per selected page, one per selected service). No I/O.
 */
import { siteSpecSchema, type SiteSpec, type SiteSpecInput } from '../../schemas/site-spec.ts';
import { faviconSvg, localBusinessJsonLd, previewSvg, robotsTxt, sitemapXml } from './assets.ts';
import { CONTACT_SCRIPT } from './contact-form.ts';
import { NAV_SCRIPT } from './nav-script.ts';
import { withOwnerFacts } from './owner-facts.ts';
import { FONTS_FOLDER, renderPage, type Page, type PageContext } from './layout.ts';
import {
  aboutPage, contactPage, eventsPage, homePage, menuPage, notFoundPage, servicePages, servicesPage, shopPage, teamPage,
} from './pages.ts';
import { renderCss } from './theme.ts';
import { designFontFiles } from '../../shared/catalogue/fonts.ts';

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
  /** Where the 404 page's links resolve from (served at any depth): the draft's path, or '/' in a ZIP. */
  notFoundBase?: string;
}

const HTML = 'text/html; charset=utf-8';

export function sitePages(spec: SiteSpec): Page[] {
  const pages: Page[] = [homePage(spec)];
  for (const id of spec.pages) {
    if (id === 'services') pages.push(servicesPage(spec), ...servicePages(spec));
    if (id === 'about') pages.push(aboutPage(spec));
    if (id === 'team') pages.push(teamPage(spec));
    if (id === 'menu' && spec.copy.menu) pages.push(menuPage(spec));
    if (id === 'shop' && spec.copy.shop) pages.push(shopPage(spec));
    if (id === 'events' && spec.copy.events) pages.push(eventsPage(spec));
    if (id === 'contact') pages.push(contactPage(spec));
  }
  return pages;
}

/** The site's pages as a visitor sees them: path and nav title, for the editor's page picker. */
export function visiblePages(input: SiteSpecInput): { path: string; title: string }[] {
  return sitePages(withOwnerFacts(siteSpecSchema.parse(input))).map((p) => ({ path: p.path, title: p.title }));
}

/** One page's HTML (the editor preview); undefined when the spec has no page at `path`. */
export function renderSitePage(input: SiteSpecInput, path: string): string | undefined {
  const spec = withOwnerFacts(siteSpecSchema.parse(input));
  const page = sitePages(spec).find((p) => p.path === path);
  if (!page) return undefined;
  const ctx: PageContext = { spec, css: renderCss(spec.design), fonts: [], jsonLd: localBusinessJsonLd(spec) };
  return renderPage(ctx, page);
}

export function renderSite(input: SiteSpecInput, assets: RenderAssets = {}, options: RenderOptions = {}): SiteFile[] {
  // Visitors see only what the owner completed: unpriced items and undated events are left out.
  const spec = withOwnerFacts(siteSpecSchema.parse(input));
  const fonts = designFontFiles(spec.design).filter((f) => assets.fonts?.has(f.file));
  const ctx: PageContext = { spec, css: renderCss(spec.design), fonts, jsonLd: localBusinessJsonLd(spec) };
  const pages = sitePages(spec);
  const files: SiteFile[] = pages.map((page) => ({ path: `${page.path}index.html`, contentType: HTML, body: renderPage(ctx, page) }));
  const base = options.notFoundBase ?? new URL(spec.baseUrl).pathname;
  const notFound = renderPage(ctx, notFoundPage(spec)).replace('<head>\n', `<head>\n<base href="${base}">\n`);
  files.push(
    { path: '404.html', contentType: HTML, body: notFound },
    { path: 'assets/favicon.svg', contentType: 'image/svg+xml', body: faviconSvg(spec) },
    { path: 'assets/preview.svg', contentType: 'image/svg+xml', body: previewSvg(spec) },
    { path: 'assets/nav.js', contentType: 'text/javascript; charset=utf-8', body: NAV_SCRIPT },
    { path: 'robots.txt', contentType: 'text/plain; charset=utf-8', body: robotsTxt(spec) },
    { path: 'sitemap.xml', contentType: 'application/xml', body: sitemapXml(spec, pages.map((p) => p.path)) },
  );
  if (pages.some((p) => p.script === 'contact')) {
    files.push({ path: 'assets/contact.js', contentType: 'text/javascript; charset=utf-8', body: CONTACT_SCRIPT });
  }
  for (const f of fonts) files.push({ path: `${FONTS_FOLDER}${f.file}`, contentType: 'font/woff2', body: assets.fonts!.get(f.file)! });
  if (spec.design.logo && assets.logo) {
    files.push({ path: spec.design.logo.file, contentType: spec.design.logo.contentType, body: assets.logo });
  }
  for (const [path, body] of assets.photos ?? []) {
    files.push({ path, contentType: path.endsWith('.avif') ? 'image/avif' : 'image/webp', body });
  }
  return files;
}
