/**
 * The catalogue's markup (issue 40), one function for the listing page's Shop section and the generated website's
 * Menu and Shop pages, so both carry exactly what the cart script (src/scripts/listing-shop.ts) reads: a root with
 * data-shop, data-business, data-lang, data-offer (and data-api on a live site, whose cart calls the platform), a
 * 'Your order' button (data-cart-open), one Add form per item that can be bought (.shop-add, data-item, data-price,
 * a select per choice with data-choice and data-delta) and a status line (data-cart-status). The forms and the
 * button stay hidden until the script shows them, so without it the markup is a price list. Pure.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';
import { escapeHtml as esc } from '../../shared/html-escape.ts';
import { squareThumbnail } from '../../shared/image-cdn.ts';
import type { Storefront } from '../../server/shop/storefront-data.ts';
import { CART_TEXT } from './cart-text.ts';
import { SHOP_TEXT, storefrontSections, type ShopItemView } from './storefront-view.ts';

export const SHOP_WORDS = {
  en: { shop: 'Shop', add: 'Add', list: 'Prices as the business lists them.' },
  fr: { shop: 'Boutique', add: 'Ajouter', list: 'Prix tels que l’entreprise les indique.' },
} as const;

export interface ShopMarkupOptions {
  lang: Lang;
  /** The province whose sales taxes the cart shows. */
  province: string;
  /** Where the cart's API calls go: '' on the platform, its origin on a live site. */
  api?: string;
  /** The level of each section's heading (the listing's section has an h2 above them; a site page its h1). */
  sectionLevel: 2 | 3;
  /** A catalogue photo's address: stored photos are platform paths ('/files/…'), absolute on a live site. */
  photoUrl?: (path: string) => string;
}

/** The root element's data attributes: the cart's only when the payout account takes payments. */
export function shopRootData(shop: Storefront, o: ShopMarkupOptions): Record<string, string> {
  const base = { 'data-business': shop.business_id, 'data-lang': o.lang };
  if (!shop.payments_on) return base;
  const { pickup, delivery, shipping } = shop;
  const offer = JSON.stringify({ pickup, delivery, shipping, province: o.province });
  return { 'data-shop': '', ...base, 'data-offer': offer, ...(o.api ? { 'data-api': o.api } : {}) };
}

/** The same attributes as HTML ('data-shop' bare, as a browser reads it). */
export function shopRootAttributes(shop: Storefront, o: ShopMarkupOptions): string {
  return Object.entries(shopRootData(shop, o))
    .map(([name, value]) => (value ? ` ${name}="${esc(value)}"` : ` ${name}`))
    .join('');
}

/** The 'Your order' button (hidden until the cart script runs); '' without payments. */
export function cartButton(shop: Storefront, lang: Lang): string {
  return shop.payments_on
    ? `<button type="button" class="btn btn-primary" data-cart-open hidden>${esc(CART_TEXT[lang].cart(0))}</button>`
    : '';
}

/** The cart's announcements for screen readers; '' without payments. */
export function cartStatus(shop: Storefront): string {
  return shop.payments_on ? '<p class="visually-hidden" role="status" data-cart-status></p>' : '';
}

function addForm(item: ShopItemView, lang: Lang): string {
  const choices = item.choices
    .map(
      (c) =>
        `<label>${esc(c.name)} <select data-choice="${esc(c.name)}">${c.options
          .map((op) => `<option value="${esc(op.id)}" data-delta="${op.deltaCents}">${esc(op.label)}</option>`)
          .join('')}</select></label>`,
    )
    .join('');
  const add = SHOP_WORDS[lang].add;
  const button = `<button class="btn btn-ghost" aria-label="${esc(`${add}: ${item.name}`)}">${add}</button>`;
  const data = `data-item="${esc(item.id)}" data-price="${item.priceCents}"`;
  return `<form class="shop-add" ${data} hidden>${choices}${button}</form>`;
}

/** A catalogue photo at 96 px (192 px for dense screens), resized by the image CDN from the stored 1200 px file. */
function thumbnailHtml(photo: string, o: ShopMarkupOptions): string {
  const address = (path: string) => esc(o.photoUrl?.(path) ?? path);
  const thumb = squareThumbnail(photo, 96);
  const srcset = thumb.dense ? ` srcset="${address(thumb.dense)} 2x"` : '';
  return `<img src="${address(thumb.src)}"${srcset} alt="" width="96" height="96" loading="lazy">`;
}

function itemHtml(item: ShopItemView, shop: Storefront, o: ShopMarkupOptions): string {
  const text = SHOP_TEXT[o.lang];
  const photo = item.photo ? thumbnailHtml(item.photo, o) : '';
  const badge = item.soldOut
    ? `<span class="badge">${text.soldOut}</span>`
    : item.left
      ? `<span class="muted">${esc(text.left(item.left))}</span>`
      : '';
  const description = item.description ? `<p class="muted" data-own-text>${esc(item.description)}</p>` : '';
  const form = shop.payments_on && !item.soldOut ? addForm(item, o.lang) : '';
  const name = `<strong data-own-text>${esc(item.name)}</strong> <span>${esc(item.price)}</span>`;
  return `<li>${photo}<div><p class="shop-name">${name}${badge}</p>${description}${form}</div></li>`;
}

/** Every section of the catalogue with items: its heading and its items, with Add forms when payments are on. */
export function shopSectionsHtml(shop: Storefront, o: ShopMarkupOptions): string {
  const h = `h${o.sectionLevel}`;
  return storefrontSections(shop, o.lang)
    .map(
      (s) =>
        `<${h}>${esc(s.title)}</${h}><ul class="shop-items">${s.items.map((i) => itemHtml(i, shop, o)).join('')}</ul>`,
    )
    .join('');
}
