/** Generated site assets that are pure text: JSON-LD, favicon, hero preview image, robots, sitemap. */
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { buildPalette } from './colors.ts';
import { esc, initials } from './html.ts';
import { openingHoursSpecification } from './hours.ts';
import { fontStack } from '../../shared/catalogue/fonts.ts';
import { postalAddress } from '../seo/structured-data.ts';
import { ROOT_LOCALE, type Locale } from './locale.ts';
import type { LanguageSite } from './language-links.ts';
import { en } from './i18n/en.ts';
import type { RendererText } from './i18n/types.ts';

/**
 * The business as schema.org LocalBusiness, in the page's language: a site in more languages than
 * English alone says which (inLanguage) and each language has its own url (its home).
 */
export function localBusinessJsonLd(spec: SiteSpec, loc: Locale = ROOT_LOCALE): Record<string, unknown> {
  const b = spec.business;
  const url = new URL(loc.prefix, spec.baseUrl).href;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': spec.schemaType === 'LocalBusiness' ? 'LocalBusiness' : [spec.schemaType, 'LocalBusiness'],
    '@id': `${url}#business`,
    ...(spec.languages.length > 1 || spec.languages[0] !== 'en' ? { inLanguage: loc.t.htmlLang } : {}),
    name: b.name,
    description: b.overview,
    slogan: spec.copy.tagline,
    url,
    telephone: b.phone,
    email: b.email,
    image: new URL(spec.ogImage, url).href,
    logo: new URL(spec.design.logo?.file ?? 'assets/favicon.svg', url).href,
    areaServed: b.address ? `${b.address.city}, ${b.address.province}` : 'Canada',
  };
  if (b.address) data.address = postalAddress({ ...b.address, region: b.address.province });
  if (b.hours) data.openingHoursSpecification = openingHoursSpecification(b.hours);
  const sameAs = Object.values(b.social).filter(Boolean);
  if (sameAs.length) data.sameAs = sameAs;
  if (spec.services.length) {
    data.hasOfferCatalog = {
      '@type': 'OfferCatalog',
      name: loc.t.offerCatalog,
      itemListElement: spec.services.map((s) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: loc.lang === 'en' ? s.name : (spec.copy.services.find((c) => c.slug === s.slug)?.name ?? s.name),
          url: new URL(`services/${s.slug}/`, url).href,
        },
      })),
    };
  }
  return data;
}

export function faviconSvg(spec: SiteSpec): string {
  const p = buildPalette(spec.design);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${p.primaryFill}"/><text x="32" y="41" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${p.onPrimary}">${esc(initials(spec.business.name))}</text></svg>`;
}

/** Wraps text into lines of at most `width` characters (for SVG, which has no text wrapping). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[.,;:!?]?$/, '')}…`;
    return kept;
  }
  return lines;
}

/**
 * A 1280×800 picture of the home page's header and hero, drawn as SVG: the draft's preview when
 * no Chromium is available to take a real screenshot (never a broken image).
 */
export function previewSvg(spec: SiteSpec, t: RendererText = en): string {
  const p = buildPalette(spec.design);
  const heading = esc(fontStack(spec.design.headingFont).replace(/'/g, ''));
  const body = esc(fontStack(spec.design.contentFont).replace(/'/g, ''));
  const transparent = spec.design.headerType === 'Transparent';
  const headerText = transparent ? p.onPrimary : p.ink;
  const nav = spec.pages
    .slice(0, 6)
    .map(
      (id, i) =>
        `<text x="${620 + i * 95}" y="56" font-size="20" fill="${headerText}" font-family="${body}">${esc(t === en ? `${id[0]!.toUpperCase()}${id.slice(1)}` : t.pageLabels[id])}</text>`,
    )
    .join('');
  const title = wrapText(spec.copy.hero.headline, 30, 3)
    .map((l, i) => `<tspan x="96" dy="${i ? 78 : 0}">${esc(l)}</tspan>`)
    .join('');
  const sub = wrapText(spec.copy.hero.subheadline, 64, 3)
    .map((l, i) => `<tspan x="96" dy="${i ? 36 : 0}">${esc(l)}</tspan>`)
    .join('');
  const headerBar = transparent
    ? ''
    : `<rect width="1280" height="96" fill="#ffffff"/><rect y="95" width="1280" height="1" fill="${p.line}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800" role="img" aria-label="${esc(t.previewAlt(spec.business.name))}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.primaryFill}"/><stop offset="1" stop-color="${p.heroEnd}"/></linearGradient></defs>
<rect width="1280" height="800" fill="url(#g)"/>
<g fill="none" stroke="${p.onPrimary}" stroke-opacity=".18" stroke-width="2"><circle cx="1150" cy="120" r="300"/><circle cx="1150" cy="120" r="210"/><circle cx="1150" cy="120" r="120"/></g>
${headerBar}<rect x="48" y="24" width="48" height="48" rx="12" fill="${transparent ? p.onPrimary : p.primaryFill}"/>
<text x="72" y="56" text-anchor="middle" font-size="18" font-weight="700" font-family="${heading}" fill="${transparent ? p.primaryFill : p.onPrimary}">${esc(initials(spec.business.name))}</text>
<text x="112" y="57" font-size="24" font-weight="800" font-family="${heading}" fill="${headerText}">${esc(spec.business.name)}</text>${nav}
<text x="96" y="200" font-size="22" font-weight="700" letter-spacing="2" fill="${p.onPrimary}" font-family="${body}">${esc(spec.subCategoryName.toUpperCase())}</text>
<text y="290" font-size="66" font-weight="800" fill="${p.onPrimary}" font-family="${heading}">${title}</text>
<text y="${290 + wrapText(spec.copy.hero.headline, 30, 3).length * 78 + 10}" font-size="26" fill="${p.onPrimary}" font-family="${body}">${sub}</text>
<rect x="96" y="680" width="260" height="64" rx="32" fill="${p.onPrimary}"/><text x="226" y="720" text-anchor="middle" font-size="22" font-weight="700" fill="${p.primaryFill}" font-family="${body}">${esc(spec.copy.hero.primaryCta)}</text>
</svg>`;
}

export function robotsTxt(spec: SiteSpec): string {
  return `User-agent: *\nAllow: /\nSitemap: ${new URL('sitemap.xml', spec.baseUrl).href}\n`;
}

/**
 * Every page of every language; on a multi-language site each page that exists in all languages
 * lists its versions as xhtml:link alternates (Google's sitemap form of hreflang).
 */
export function sitemapXml(spec: SiteSpec, paths: string[], site?: readonly LanguageSite[]): string {
  const href = (p: string) => esc(new URL(p, spec.baseUrl).href);
  if (!site || site.length < 2) {
    const urls = paths.map((p) => `<url><loc>${href(p)}</loc></url>`).join('');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
  }
  const urls = site.flatMap((own) =>
    [...own.paths].map((p) => {
      const bare = p.slice(own.loc.prefix.length);
      const versions = site.map((s) => ({
        lang: s.loc.t.htmlLang,
        path: s.loc.prefix + bare,
        exists: s.paths.has(s.loc.prefix + bare),
      }));
      const links = versions.every((v) => v.exists)
        ? versions.map((v) => `<xhtml:link rel="alternate" hreflang="${v.lang}" href="${href(v.path)}"/>`).join('') +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href(bare)}"/>`
        : '';
      return `<url><loc>${href(p)}</loc>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}
