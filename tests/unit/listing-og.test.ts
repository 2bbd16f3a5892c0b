// Issue 28: a listing's preview address and alt text (pure), and the cards' words drawn as glyph outlines.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  isOgVersion,
  listingOgImage,
  listingOgVersion,
  listingPhotoKey,
  parseOgImageFile,
  type OgListing,
} from '../../src/features/seo/listing-og.ts';
import { cardSvg } from '../../src/features/seo/og-card.ts';
import { outlinePainter } from '../../src/server/seo/card-font.ts';
import { drawCard } from '../../src/server/seo/draw-card.ts';

const id = '0b8f6a52-3c1e-4d2a-9f7b-5e6d7c8b9a01';
const listing: OgListing = {
  id,
  business_name: 'Golden Wheat Bakery',
  categories: ['Bakery', 'Cafe'],
  city: 'Barrhead',
  state_code: 'AB',
  images: [],
};

describe('listingOgImage', () => {
  it('names a PNG card by the listing id and a version, with an alt text naming the business', () => {
    const image = listingOgImage(listing);
    expect(image.path).toBe(`/api/og/listing/${id}.png?v=${listingOgVersion(listing)}`);
    expect(image).toMatchObject({
      alt: 'Golden Wheat Bakery, bakery in Barrhead, Alberta',
      type: 'image/png',
      width: 1200,
      height: 630,
    });
  });

  it('names a JPEG of the photo when the first image is an upload; seed illustrations (SVG) get the card', () => {
    const withPhoto = {
      ...listing,
      images: [{ url: '/files/listing-images/abc/1f2e.jpg' }, { url: '/files/listing-images/abc/2.png' }],
    };
    expect(listingPhotoKey(withPhoto)).toBe('listing-images/abc/1f2e.jpg');
    expect(listingOgImage(withPhoto)).toMatchObject({
      type: 'image/jpeg',
      alt: 'A photo of Golden Wheat Bakery, bakery in Barrhead, Alberta',
    });
    expect(listingOgImage(withPhoto).path).toMatch(/\.jpg\?v=/);
    for (const url of [
      '/media/listings/bakery-1.svg',
      '/files/../secret.jpg',
      'https://elsewhere.example/a.jpg',
      '/files/a/b.svg',
    ]) {
      expect(listingPhotoKey({ images: [{ url }] })).toBeUndefined();
    }
  });

  it('changes version with anything drawn, and only then', () => {
    const v = listingOgVersion(listing);
    expect(listingOgVersion({ ...listing })).toBe(v);
    expect(listingOgVersion({ ...listing, categories: ['Bakery', 'Deli'] })).toBe(v); // the second category is not drawn
    for (const change of [
      { business_name: 'Golden Wheat' },
      { city: 'Athabasca' },
      { state_code: 'SK' },
      { categories: ['Cafe'] },
      { images: [{ url: '/files/x/y.webp' }] },
    ]) {
      expect(listingOgVersion({ ...listing, ...change })).not.toBe(v);
    }
  });
});

describe('image addresses', () => {
  it('reads an id and a format, and refuses everything else', () => {
    expect(parseOgImageFile(`${id.toUpperCase()}.jpg`)).toEqual({ id, format: 'jpg' });
    for (const bad of [
      `${id}.gif`,
      `${id}`,
      `${id}.png.png`,
      '../x.png',
      `${id.slice(1)}x.png`,
      `${'-'.repeat(36)}.png`,
      '',
    ])
      expect(parseOgImageFile(bad)).toBeUndefined();
    expect(isOgVersion(null)).toBe(true);
    expect(isOgVersion('0123456789abcdef')).toBe(true);
    for (const bad of ['', 'x', '0123456789ABCDEF', '0123456789abcdef0']) expect(isOgVersion(bad)).toBe(false);
  });
});

describe('cards drawn as glyph outlines', () => {
  it('draws paths, no <text> (a function has no fonts installed)', async () => {
    const svg = cardSvg(
      { kicker: 'Bakery', title: 'Café Tom & Jerry', detail: 'Montréal, Quebec' },
      await outlinePainter(),
    );
    expect(svg).not.toContain('<text');
    expect((svg.match(/<path /g) ?? []).length).toBe(4); // kicker, title, detail, site name
  });

  it('is a 1200×630 PNG with ink where the title is', async () => {
    const png = await drawCard({ kicker: 'Bakery', title: 'Golden Wheat Bakery', detail: 'Barrhead, Alberta' });
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    let dark = 0; // the title's line (baseline 250, 60 px): near-black pixels where its letters are
    for (let y = 200; y < 260; y++) for (let x = 80; x < 700; x++) if (data[y * info.width + x]! < 80) dark++;
    expect(dark).toBeGreaterThan(3000);
  });
});
