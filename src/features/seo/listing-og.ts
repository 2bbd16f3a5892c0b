/**
 * A listing's social preview (issue 28): its own photo when its first image is an uploaded photo, else a
 * card drawn from its name, category and city, both 1200×630 and served by the card function
 * (functions/og-listing.mts) at /api/og/listing/{id}.{png|jpg}?v={version}. The version is a hash of what
 * is drawn, so an edit gives a new address (social networks fetch it again) and a new stored image. Pure:
 * every listing page (prebuilt or on demand, any language) names its image with listingOgImage.
 */
import { provinceName } from '../../shared/locations.ts';
import { CARD_HEIGHT, CARD_WIDTH, hashText, TEMPLATE_VERSION, type CardSpec } from './og-card.ts';

/** What a listing's preview is drawn from (a ListingRow has all of it). */
export interface OgListing {
  id: string;
  business_name: string;
  categories: readonly string[];
  city: string;
  state_code: string;
  images: readonly { url: string }[];
}

export type OgFormat = 'png' | 'jpg';

export interface OgImage {
  /** Site-relative address of the image. */
  path: string;
  alt: string;
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export const OG_LISTING_PREFIX = '/api/og/listing/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An uploaded raster photo as the listing form stores it (/files/<key>); seed illustrations are SVG. */
const UPLOADED_PHOTO = /^\/files\/((?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:jpe?g|png|webp|gif))$/i;

export const listingCategory = (l: Pick<OgListing, 'categories'>) => l.categories[0] ?? 'Local business';
export const listingPlace = (l: Pick<OgListing, 'city' | 'state_code'>) => `${l.city}, ${provinceName(l.state_code)}`;

/** The card's words: the category above, the name, the city and province under it. */
export function listingCardSpec(l: OgListing): CardSpec {
  return { kicker: listingCategory(l), title: l.business_name, detail: listingPlace(l) };
}

/** The storage key (uploads store) of the listing's photo, when its first image is an uploaded photo. */
export function listingPhotoKey(l: Pick<OgListing, 'images'>): string | undefined {
  const match = UPLOADED_PHOTO.exec(l.images[0]?.url ?? '');
  return match ? match[1] : undefined;
}

export function listingOgFormat(l: Pick<OgListing, 'images'>): OgFormat {
  return listingPhotoKey(l) ? 'jpg' : 'png';
}

/** A hash of everything the image is drawn from: a change to any of it is a new image. */
export function listingOgVersion(l: OgListing): string {
  const photo = listingPhotoKey(l);
  const card = listingCardSpec(l);
  return hashText(JSON.stringify([TEMPLATE_VERSION, photo ?? null, card.kicker, card.title, card.detail]));
}

export function listingOgAlt(l: OgListing): string {
  const words = `${l.business_name}, ${listingCategory(l).toLowerCase()} in ${listingPlace(l)}`;
  return listingPhotoKey(l) ? `A photo of ${words}` : words;
}

/** The one call a listing page makes: the address, alt text, type and size of its og:image. */
export function listingOgImage(l: OgListing): OgImage {
  const format = listingOgFormat(l);
  return {
    path: `${OG_LISTING_PREFIX}${l.id.toLowerCase()}.${format}?v=${listingOgVersion(l)}`,
    alt: listingOgAlt(l),
    type: format === 'png' ? 'image/png' : 'image/jpeg',
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}

/** The listing id and format an image address names, or undefined when it names none (answered 400). */
export function parseOgImageFile(file: string): { id: string; format: OgFormat } | undefined {
  const match = /^([0-9a-fA-F-]{36})\.(png|jpg)$/.exec(file);
  if (!match || !UUID.test(match[1]!)) return undefined;
  return { id: match[1]!.toLowerCase(), format: match[2] as OgFormat };
}

/** The version query: absent, or 16 hex digits (anything else is 400, so junk cannot fill the CDN cache). */
export function isOgVersion(value: string | null): boolean {
  return value === null || /^[0-9a-f]{16}$/.test(value);
}
