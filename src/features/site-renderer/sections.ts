/** Building blocks shared by the generated pages (HTML strings from validated copy). Pure. */
import type { PageId } from '../../shared/catalogue/catalogue.ts';
import { iconSvg, type IconName } from '../../shared/catalogue/icons.ts';
import type { SiteCopy } from '../../schemas/site-copy.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { esc, initials, rel, telHref } from './html.ts';
import { hoursRows } from './hours.ts';
import { localPath } from './layout.ts';
import { ROOT_LOCALE, type Locale } from './locale.ts';
import type { RendererText } from './i18n/types.ts';
import { en } from './i18n/en.ts';

type Service = SiteCopy['services'][number];

export const servicePath = (slug: string) => `services/${slug}/`;

/** Decorative rings drawn in the hero: brand shapes without any image request. */
export const HERO_ART = `<svg class="hero-art" aria-hidden="true" focusable="false" viewBox="0 0 400 400"><g fill="none" stroke="currentColor" stroke-width="2"><circle cx="200" cy="200" r="190"/><circle cx="200" cy="200" r="140"/><circle cx="200" cy="200" r="90"/><circle cx="200" cy="200" r="40"/></g></svg>`;

export function banner(
  spec: SiteSpec,
  from: string,
  title: string,
  lead: string,
  parent?: { label: string; path: string },
  loc: Locale = ROOT_LOCALE,
): string {
  const crumbs = `<p class="crumbs"><a href="${rel(from, loc.prefix)}">${loc.t.crumbHome}</a>${parent ? ` / <a href="${rel(from, parent.path)}">${esc(parent.label)}</a>` : ''}</p>`;
  return `<section class="hero banner">${HERO_ART}<div class="wrap">${crumbs}<h1>${esc(title)}</h1><p>${esc(lead)}</p></div></section>`;
}

export function serviceIcon(index: number): IconName {
  return (['star', 'check', 'calendar', 'users', 'sparkle', 'clock'] as const)[index % 6]!;
}

export function serviceCards(
  spec: SiteSpec,
  from: string,
  services: Service[],
  loc: Locale = ROOT_LOCALE,
  book: (s: Service) => string = () => '',
): string {
  const cards = services.map(
    (s, i) =>
      `<article class="card"><span class="icon">${iconSvg(serviceIcon(i))}</span><h3>${esc(s.name)}</h3>` +
      `<p>${esc(s.summary)}</p><a class="more" href="${rel(from, loc.prefix + servicePath(s.slug))}">` +
      `${esc(loc.t.moreAbout(s.name))}</a>${book(s)}</article>`,
  );
  return `<div class="grid">${cards.join('')}</div>`;
}

export function ticks(items: string[]): string {
  return `<ul class="ticks">${items.map((t) => `<li>${iconSvg('check', 20)}<span>${esc(t)}</span></li>`).join('')}</ul>`;
}

export function values(copy: SiteCopy): string {
  return `<div class="grid">${copy.values.map((v) => `<div class="card"><h3>${esc(v.title)}</h3><p>${esc(v.text)}</p></div>`).join('')}</div>`;
}

export function priceList(items: { name: string; description: string; price: string }[], t: RendererText = en): string {
  return `<ul class="price-list">${items
    .map(
      (i) =>
        `<li><strong>${esc(i.name)}</strong><span class="price">${esc(t.price(i.price))}</span><p>${esc(i.description)}</p></li>`,
    )
    .join('')}</ul>`;
}

export function eventList(items: NonNullable<SiteCopy['events']>['items']): string {
  return `<div class="grid">${items
    .map(
      (e) =>
        `<article class="card"><span class="when">${iconSvg('calendar', 18)} ${esc(e.when)}</span><h3>${esc(e.title)}</h3><p>${esc(e.description)}</p></article>`,
    )
    .join('')}</div>`;
}

export function teamCards(copy: SiteCopy): string {
  return `<div class="grid">${copy.team.members
    .map(
      (m) =>
        `<article class="card"><span class="avatar" aria-hidden="true">${esc(initials(m.role))}</span><h3>${esc(m.role)}</h3><p>${esc(m.bio)}</p></article>`,
    )
    .join('')}</div>`;
}

export function faq(copy: SiteCopy): string {
  return `<div class="faq">${copy.faq.map((f) => `<details><summary>${esc(f.question)}</summary><p>${esc(f.answer)}</p></details>`).join('')}</div>`;
}

export function facts(spec: SiteSpec, t: RendererText = en): string {
  const b = spec.business;
  const address = b.address
    ? `<li>${iconSvg('pin')}<span>${[b.address.street, `${b.address.city}, ${b.address.province}`, b.address.postalCode].filter(Boolean).map(esc).join('<br>')}</span></li>`
    : '';
  return `<ul class="facts"><li>${iconSvg('phone')}<a href="${telHref(b.phone)}">${esc(t.phone(b.phone))}</a></li><li>${iconSvg('mail')}<a href="mailto:${esc(b.email)}">${esc(b.email)}</a></li>${address}</ul>`;
}

export function hoursTable(spec: SiteSpec, t: RendererText = en): string {
  if (!spec.business.hours) return '';
  const rows = hoursRows(spec.business.hours, t).map(
    (r) => `<tr><th scope="row">${esc(r.label)}</th><td>${esc(r.value)}</td></tr>`,
  );
  return `<table class="hours"><caption class="eyebrow">${t.openingHours}</caption><tbody>${rows.join('')}</tbody></table>`;
}

export function ctaBand(spec: SiteSpec, from: string, loc: Locale = ROOT_LOCALE): string {
  const target = spec.pages.includes('contact') ? rel(from, localPath(loc, 'contact')) : telHref(spec.business.phone);
  return `<section class="section"><div class="wrap band"><div><h2>${esc(spec.copy.cta.title)}</h2><p>${esc(spec.copy.cta.text)}</p></div><a class="btn btn-primary" href="${target}">${esc(spec.copy.cta.button)}</a></div></section>`;
}

export function pageLink(spec: SiteSpec, from: string, id: PageId, label?: string, loc: Locale = ROOT_LOCALE): string {
  return spec.pages.includes(id)
    ? `<a class="btn btn-outline" href="${rel(from, localPath(loc, id))}">${esc(label ?? loc.t.pageLabels[id])}</a>`
    : '';
}

export const PHOTOS_FOLDER = 'assets/photos/';
export const photoFile = (id: string, width: number, format: 'webp' | 'avif') =>
  `${PHOTOS_FOLDER}${id}-${width}.${format}`;

/** A responsive <picture> of one of the owner's photos (AVIF then WebP), with its size and alt text; '' when unknown. */
export function picture(spec: SiteSpec, from: string, id: string | null, sizes: string, eager = false): string {
  const photo = id ? spec.photos.find((p) => p.id === id) : undefined;
  if (!photo) return '';
  const set = (format: 'webp' | 'avif') =>
    photo.widths.map((w) => `${rel(from, photoFile(photo.id, w, format))} ${w}w`).join(', ');
  const largest = Math.max(...photo.widths);
  const height = Math.round((photo.height / photo.width) * largest);
  const avif = photo.avif ? `<source type="image/avif" srcset="${set('avif')}" sizes="${sizes}">` : '';
  const loading = eager ? 'fetchpriority="high"' : 'loading="lazy"';
  return `<picture>${avif}<source type="image/webp" srcset="${set('webp')}" sizes="${sizes}"><img src="${rel(from, photoFile(photo.id, largest, 'webp'))}" alt="${esc(photo.alt)}" width="${largest}" height="${height}" ${loading} decoding="async"></picture>`;
}

export function gallery(spec: SiteSpec, from: string): string {
  const pictures = spec.media.gallery
    .map((id) => picture(spec, from, id, '(max-width: 700px) 100vw, 360px'))
    .filter(Boolean);
  return pictures.length ? `<div class="gallery">${pictures.map((p) => `<figure>${p}</figure>`).join('')}</div>` : '';
}
