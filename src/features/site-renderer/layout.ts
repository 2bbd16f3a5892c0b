/** The shell of every generated page: head (SEO, Open Graph, JSON-LD), header and footer variants. */
import { homeTitle } from './business-name.ts';
import type { PageId } from '../../shared/catalogue/catalogue.ts';
import { iconSvg } from '../../shared/catalogue/icons.ts';
import { fontFaceCss, type FontFile } from '../../shared/catalogue/fonts.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { contactScriptFile } from './contact-form.ts';
import { cx, esc, initials, jsonForScript, rel, telHref } from './html.ts';
import { compactHours } from './hours.ts';
import { ROOT_LOCALE, type Locale } from './locale.ts';
import { languageHead, languageSwitcher, type LanguageSite } from './language-links.ts';

export interface PageContext {
  spec: SiteSpec;
  css: string;
  /** The web-font files shipped with the site (in FONTS_FOLDER). */
  fonts: FontFile[];
  jsonLd: Record<string, unknown>;
  /** The language of the page (English at the root when not given). */
  loc?: Locale;
  /** Every language of the site with its page paths: hreflang alternates and the language switcher. */
  site?: LanguageSite[];
}

/** The cart's script (src/scripts/site-cart.ts bundled), one file for every language: the markup names its own. */
export const CART_SCRIPT_FILE = 'assets/cart.js';

export interface Page {
  /** Site path of the folder ('' for home, 'about/', 'services/espresso/'). */
  path: string;
  /** The nav entry this page belongs to ('blog': articles, served beside the site). */
  nav: PageId | 'blog';
  /** Structured data of this page instead of the site's LocalBusiness (articles: Article + FAQPage). */
  jsonLd?: Record<string, unknown>;
  ogType?: 'website' | 'article';
  title: string;
  description: string;
  body: string;
  /** Pages that load the contact form script, or the cart's (a shop or menu page taking orders, issue 40). */
  script?: 'contact' | 'cart';
  /** The 404 page: no hreflang alternates (its switcher leads to the other language's home). */
  notFound?: boolean;
}

export const FONTS_FOLDER = 'assets/fonts/';

const MENU_ICON =
  '<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';

export const pagePath = (id: PageId): string => (id === 'home' ? '' : `${id}/`);

/** A page's site path in a language: under its folder ('fr/about/') for the second language. */
export const localPath = (loc: Locale, id: PageId): string => loc.prefix + pagePath(id);

/** Preloads the site's few font files (at most three), so they usually arrive before the first paint and text does not shift. */
function fontHead(ctx: PageContext, from: string): string {
  return ctx.fonts
    .map(
      (f) =>
        `<link rel="preload" href="${rel(from, FONTS_FOLDER + f.file)}" as="font" type="font/woff2" crossorigin>\n`,
    )
    .join('');
}

function brand(ctx: PageContext, from: string, loc: Locale): string {
  const { spec } = ctx;
  const logo = spec.design.logo
    ? `<img src="${rel(from, spec.design.logo.file)}" alt="${esc(loc.t.logoAlt(spec.business.name))}" width="160" height="44">`
    : `<span class="mono" aria-hidden="true">${esc(initials(spec.business.name))}</span>`;
  return `<a class="brand" href="${rel(from, loc.prefix)}">${logo}<span>${esc(spec.business.name)}</span></a>`;
}

function header(ctx: PageContext, page: Page, loc: Locale): string {
  const { spec } = ctx;
  const { t } = loc;
  const transparent = spec.design.headerType === 'Transparent';
  const links = spec.pages
    .map((id) => {
      const current = id === page.nav ? ' aria-current="page"' : '';
      return `<li><a href="${rel(page.path, localPath(loc, id))}"${current}>${t.pageLabels[id]}</a></li>`;
    })
    .join('');
  const call = t.callWide ? `${t.call}<span class="wide">${t.callWide}</span>` : t.call;
  return `<header class="${cx('site-header', transparent && 'transparent')}"><div class="wrap bar">${brand(ctx, page.path, loc)}${languageSwitcher(ctx.site, loc, page)}<a class="btn btn-primary call" href="${telHref(spec.business.phone)}">${iconSvg('phone', 18)}<span>${call}</span></a><button class="menu-toggle" type="button" aria-expanded="false" aria-controls="site-nav" hidden>${MENU_ICON}<span>${t.menuButton}</span></button><nav class="nav" id="site-nav" aria-label="${esc(t.mainNav)}"><ul>${links}</ul></nav></div></header>`;
}

function footerLinks(spec: SiteSpec, from: string, loc: Locale): string {
  return spec.pages
    .map((id) => `<li><a href="${rel(from, localPath(loc, id))}">${loc.t.pageLabels[id]}</a></li>`)
    .join('');
}

function socialLinks(spec: SiteSpec): string {
  const entries = Object.entries(spec.business.social).filter(([, url]) => url) as [string, string][];
  return entries
    .map(([name, url]) => `<li><a href="${esc(url)}" rel="noopener">${name[0]!.toUpperCase()}${name.slice(1)}</a></li>`)
    .join('');
}

function footer(ctx: PageContext, page: Page, loc: Locale): string {
  const { spec } = ctx;
  const { t } = loc;
  const b = spec.business;
  const copyright = esc(t.copyright(spec.year, b.name));
  const contact = `<li><a href="${telHref(b.phone)}">${esc(t.phone(b.phone))}</a></li><li><a href="mailto:${esc(b.email)}">${esc(b.email)}</a></li>${b.address ? `<li>${esc(b.address.city)}, ${esc(b.address.province)}</li>` : ''}`;
  if (spec.design.footerType === 'Unified') {
    return `<footer class="site-footer unified"><div class="wrap one"><p><strong>${esc(b.name)}</strong><br>${esc(spec.copy.tagline)}</p><nav aria-label="${esc(t.footerNav)}"><ul>${footerLinks(spec, page.path, loc)}</ul></nav><ul>${contact}</ul></div><div class="wrap bottom"><span>${copyright}</span></div></footer>`;
  }
  // 'Follow' only with real social links (issue 39); with neither hours nor links the column is left out.
  const social = socialLinks(spec);
  const hours = b.hours
    ? `<div><h2>${t.hoursHeading}</h2><ul>${compactHours(b.hours, t)
        .map((r) => `<li>${esc(r.label)}${t.colon}${esc(r.value)}</li>`)
        .join('')}</ul></div>`
    : social
      ? `<div><h2>${t.follow}</h2><ul>${social}</ul></div>`
      : '';
  return `<footer class="site-footer dual"><div class="wrap cols"><div><h2>${esc(b.name)}</h2><p>${esc(spec.copy.tagline)}</p><p>${esc(spec.copy.about.mission)}</p></div><div><h2>${t.pagesHeading}</h2><nav aria-label="${esc(t.footerNav)}"><ul>${footerLinks(spec, page.path, loc)}</ul></nav></div><div><h2>${t.contactHeading}</h2><ul>${contact}</ul></div>${hours}</div><div class="wrap bottom"><span>${copyright}</span><span>${esc(spec.subCategoryName)} · ${esc(spec.business.address?.city ?? t.country)}</span></div></footer>`;
}

export function renderPage(ctx: PageContext, page: Page): string {
  const { spec } = ctx;
  const loc = ctx.loc ?? ROOT_LOCALE;
  const { t } = loc;
  const canonical = new URL(page.path, spec.baseUrl).href;
  const title =
    page.nav === 'home' ? homeTitle(spec.business.name, spec.copy.seo.title) : `${page.title} | ${spec.business.name}`;
  const image = new URL(spec.ogImage, spec.baseUrl).href;
  const favicon = rel(page.path, 'assets/favicon.svg');
  const nav = `<script src="${rel(page.path, 'assets/nav.js')}" defer></script>\n`;
  const script =
    nav +
    (page.script === 'contact' ? `<script src="${rel(page.path, contactScriptFile(loc.lang))}" defer></script>` : '') +
    (page.script === 'cart' ? `<script src="${rel(page.path, CART_SCRIPT_FILE)}" defer></script>` : '');
  const transparent = spec.design.headerType === 'Transparent';
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<meta name="description" content="${esc(page.description)}">
<link rel="canonical" href="${esc(canonical)}">
${languageHead(ctx.site, loc, page, spec.baseUrl)}<meta name="theme-color" content="${esc(spec.design.primaryColor)}">
<meta property="og:type" content="${page.ogType ?? 'website'}">
<meta property="og:site_name" content="${esc(spec.business.name)}">
<meta property="og:title" content="${esc(title)}">
<meta property="og:description" content="${esc(page.description)}">
<meta property="og:url" content="${esc(canonical)}">
<meta property="og:image" content="${esc(image)}">
<meta property="og:image:alt" content="${esc(t.ogImageAlt(spec.business.name))}">
<meta property="og:locale" content="${t.ogLocale}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${esc(image)}">
<link rel="icon" href="${favicon}" type="image/svg+xml">
${fontHead(ctx, page.path)}<style>${fontFaceCss(ctx.fonts, rel(page.path, FONTS_FOLDER))}${ctx.css}</style>
<script type="application/ld+json">${jsonForScript(page.jsonLd ?? ctx.jsonLd)}</script>
${script}</head>
<body class="${cx(transparent && 'has-transparent')}">
<a class="skip" href="#main">${t.skip}</a>
${header(ctx, page, loc)}
<main id="main">${page.body}</main>
${footer(ctx, page, loc)}
</body>
</html>
`;
}
