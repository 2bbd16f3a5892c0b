/**
 * What a live website sells (issue 40) and books (issue 41), read at publish and at every storefront refresh: the
 * business's catalogue (its Menu or Shop page, the home page's teaser) and its bookable services (a 'Book' link on
 * their pages and cards). Without it (examples, drafts) the pages show the copy's price lists as before. Pure.
 */
import type { SiteCopy } from '../../schemas/site-copy.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import type { Storefront } from '../../server/shop/storefront-data.ts';
import { storefrontSections } from '../shop/storefront-view.ts';
import { SHOP_WORDS, cartButton, cartStatus, shopRootAttributes, shopSectionsHtml } from '../shop/storefront-markup.ts';
import { esc, rel, telHref } from './html.ts';
import { localPath } from './layout.ts';
import type { Locale } from './locale.ts';

export interface SiteCommerce {
  /** The visible catalogue; undefined when the business shows none (then no Menu or Shop page). */
  shop?: Storefront;
  /** The province whose taxes the cart shows (the listing's). */
  province: string;
  /** Booking page addresses on the platform by site service slug ('/book/?listing=…&service=…'). */
  bookings: Record<string, string>;
}

/** What the Menu and Shop pages of one language need beside the spec. */
export interface SiteCatalogue {
  commerce: SiteCommerce;
  /** The copy's intros (kept: the owner wrote or approved them), from the language's own copy. */
  intros: { menu: string; shop: string };
}

const CATALOGUE_PAGES = ['menu', 'shop'];

/** The catalogue context of one language, from the copy of that language before owner facts dropped its lists. */
export function siteCatalogue(commerce: SiteCommerce, copy: SiteCopy): SiteCatalogue {
  return { commerce, intros: { menu: copy.menu?.intro ?? '', shop: copy.shop?.intro ?? '' } };
}

/** The spec's pages with Menu and Shop kept only when the catalogue has items (no link to a page without any). */
export function pagesWithCatalogue(local: SiteSpec, chosen: SiteSpec['pages'], c: SiteCatalogue): SiteSpec {
  const pages = chosen.filter((p) => (CATALOGUE_PAGES.includes(p) ? !!c.commerce.shop : local.pages.includes(p)));
  return { ...local, pages: pages.length ? pages : ['home'] };
}

const origin = (spec: SiteSpec) => new URL(spec.platformUrl).origin;

/** A service's 'Book' link to the platform's booking page, in the page's language; '' when it is not bookable. */
export function bookLink(spec: SiteSpec, c: SiteCatalogue | undefined, slug: string, loc: Locale, name?: string) {
  const path = c?.commerce.bookings[slug];
  if (!path) return '';
  const href = `${origin(spec)}${path}&lang=${loc.lang}`;
  const which = name ? `<span class="visually-hidden">: ${esc(name)}</span>` : '';
  return `<a class="btn btn-primary" href="${esc(href)}">${loc.t.book}${which}</a>`;
}

/** The 'Book' link of each bookable service card, with the service's name for screen readers. */
export const bookLinks =
  (spec: SiteSpec, cat: SiteCatalogue | undefined, loc: Locale) => (s: { slug: string; name: string }) =>
    bookLink(spec, cat, s.slug, loc, s.name);

/** The home page's 'From the menu': the catalogue's first section in this language, or the copy's. */
export function catalogueTeaser(cat: SiteCatalogue, loc: Locale) {
  const shop = cat.commerce.shop;
  const first = shop && storefrontSections(shop, loc.lang)[0];
  if (!first) return undefined;
  const items = first.items.map((i) => ({ name: i.name, description: i.description, price: i.price }));
  return { first: { title: first.title, items }, intro: cat.intros.menu };
}

/** How to order without online payments: what the owner gave (the contact page, else their phone). */
function howToOrder(spec: SiteSpec, from: string, loc: Locale): string {
  const { t } = loc;
  const how = spec.pages.includes('contact')
    ? `<a href="${rel(from, localPath(loc, 'contact'))}">${t.sendUsAMessageLink}</a>`
    : t.callLink(`<a href="${telHref(spec.business.phone)}">${esc(t.phone(spec.business.phone))}</a>`);
  return `<p>${t.toOrder(how)}</p>`;
}

/** The Menu or Shop page's catalogue: one root the cart script reads, a section per catalogue section. */
export function catalogueSection(spec: SiteSpec, from: string, loc: Locale, shop: Storefront, c: SiteCatalogue) {
  const lang = loc.lang;
  const options = {
    lang,
    province: c.commerce.province,
    api: origin(spec),
    sectionLevel: 2 as const,
    photoUrl: (path: string) => (path.startsWith('/') ? `${origin(spec)}${path}` : path),
  };
  const head = shop.payments_on
    ? `<div class="shop-head">${cartButton(shop, lang)}</div>`
    : `<p class="muted">${SHOP_WORDS[lang].list}</p>`;
  const order = shop.payments_on ? '' : howToOrder(spec, from, loc);
  const inner = head + shopSectionsHtml(shop, options) + order + cartStatus(shop);
  return `<section class="section shop"${shopRootAttributes(shop, options)}><div class="wrap">${inner}</div></section>`;
}

/** The catalogue's look on a generated site, only in languages that show it (a site without one carries none). */
export const SHOP_CSS = [
  // The cart's button and Add forms stay hidden until its script shows them (.btn and .shop-add set a display).
  '.shop [hidden]{display:none}',
  '.shop-head{display:flex;justify-content:flex-end;margin-bottom:1rem}',
  '.shop-items{list-style:none;margin:0 0 2rem;padding:0;display:grid;gap:1rem}',
  '.shop-items li{display:flex;gap:.75rem;padding-bottom:1rem;border-bottom:1px dashed var(--line)}',
  '.shop-items img{border-radius:8px;object-fit:cover;flex:none}.shop-items p{margin:0 0 .3rem}',
  '.shop-name{display:flex;flex-wrap:wrap;gap:.5rem}',
  '.shop-name strong+span{font-weight:700;color:var(--link)}.muted{color:var(--muted)}',
  '.badge{border:1px solid currentColor;border-radius:999px;padding:0 .5rem;font-size:.85rem}',
  '.shop-add{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}',
  // Choices as touch-sized controls in the site's font (native selects are tiny and grey on phones).
  '.shop-add label{display:grid;gap:.2rem;font-size:.9rem}',
  '.shop-add select{font:inherit;min-height:2.75rem;max-width:100%;padding:.3rem .5rem;color:inherit;',
  'background:#fff;border:1px solid var(--line);border-radius:8px}',
  '.btn-ghost{background:none;border:1px solid var(--line)}',
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
].join('');
