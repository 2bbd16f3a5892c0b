/**
 * Display sizes through Netlify Image CDN (`/.netlify/images`): the edge resizes and re-encodes a stored
 * photo, so no function carries an image library for it. `netlify dev` (under `npm start`) answers the
 * same URLs. The format is always named: the local CDN stand-in keys its cache on the URL, not on
 * `Accept`, so a negotiated format could be served to a browser that did not ask for it. Pure.
 */
export type ImageFit = 'contain' | 'cover' | 'fill';
export type ImageFormat = 'avif' | 'webp' | 'jpg' | 'png';

export interface ImageSize {
  width: number;
  /** With `fit: 'cover'` (a square thumbnail), the CDN needs both sides. */
  height?: number;
  fit?: ImageFit;
  format?: ImageFormat;
  quality?: number;
}

export const IMAGE_CDN_PATH = '/.netlify/images';

/**
 * Only the site's own raster images go through the CDN: remote addresses would need netlify.toml's allow-list,
 * and an SVG already draws sharp at any size.
 */
export function isOwnImagePath(src: string): boolean {
  const own = src.startsWith('/') && !src.startsWith('//') && !src.startsWith(IMAGE_CDN_PATH);
  return own && !/\.svg$/i.test(src.split(/[?#]/)[0]!);
}

const whole = (n: number, name: string) => {
  if (!Number.isInteger(n) || n < 1 || n > 4000) throw new RangeError(`${name} must be a whole number of pixels`);
  return String(n);
};

/** The CDN address of one size of a site path; anything else (a remote address, data:) is returned unchanged. */
export function imageCdnUrl(src: string, size: ImageSize): string {
  if (!isOwnImagePath(src)) return src;
  const params = new URLSearchParams({ url: src, w: whole(size.width, 'width') });
  if (size.height !== undefined) params.set('h', whole(size.height, 'height'));
  if (size.fit) params.set('fit', size.fit);
  params.set('fm', size.format ?? 'webp');
  if (size.quality !== undefined) params.set('q', whole(Math.min(size.quality, 100), 'quality'));
  return `${IMAGE_CDN_PATH}?${params}`;
}

/** A square thumbnail's address, and its double-size one for dense screens (`srcset="… 2x"`). */
export function squareThumbnail(src: string, px: number): { src: string; dense?: string } {
  if (!isOwnImagePath(src)) return { src };
  const at = (side: number) => imageCdnUrl(src, { width: side, height: side, fit: 'cover' });
  return { src: at(px), dense: at(px * 2) };
}

/**
 * A photo shown in a box of one shape (`aspect` width:height) at several widths, cut to that shape by the
 * CDN: `src` is the narrowest, `srcset` lists every width (`800w`). A remote photo keeps its one address.
 */
export function coverSrcset(src: string, widths: number[], aspect: [number, number]): { src: string; srcset?: string } {
  if (!isOwnImagePath(src) || widths.length === 0) return { src };
  const sorted = [...widths].sort((a, b) => a - b);
  const heightAt = (w: number) => Math.round((w * aspect[1]) / aspect[0]);
  const at = (w: number) => imageCdnUrl(src, { width: w, height: heightAt(w), fit: 'cover' });
  return { src: at(sorted[0]!), srcset: sorted.map((w) => `${at(w)} ${w}w`).join(', ') };
}
