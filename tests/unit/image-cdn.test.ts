import { describe, expect, it } from 'vitest';
import { coverSrcset, imageCdnUrl, isOwnImagePath, squareThumbnail } from '../../src/shared/image-cdn.ts';

const params = (url: string) => Object.fromEntries(new URL(url, 'https://x.example').searchParams);

describe('imageCdnUrl', () => {
  it('sends a site path through /.netlify/images with its size and an explicit format', () => {
    const url = imageCdnUrl('/files/catalogue-photos/b/latte.webp', { width: 96, height: 96, fit: 'cover' });
    expect(url.startsWith('/.netlify/images?')).toBe(true);
    expect(params(url)).toEqual({
      url: '/files/catalogue-photos/b/latte.webp',
      w: '96',
      h: '96',
      fit: 'cover',
      fm: 'webp',
    });
  });

  it('encodes the source so its own query or commas cannot become CDN parameters or srcset separators', () => {
    const url = imageCdnUrl('/files/a b,c.jpg?w=4000&fm=png', { width: 300, format: 'avif', quality: 60 });
    expect(url).not.toMatch(/[ ,]/);
    expect(params(url)).toEqual({ url: '/files/a b,c.jpg?w=4000&fm=png', w: '300', fm: 'avif', q: '60' });
  });

  it('leaves remote, protocol-relative, data, SVG and already-CDN addresses as they are', () => {
    const others = [
      'https://cdn.example/a.jpg',
      '//cdn.example/a.jpg',
      'data:image/png;base64,AA',
      'a.jpg',
      '/m/a.SVG?x',
    ];
    for (const src of others) expect(imageCdnUrl(src, { width: 96 })).toBe(src);
    const once = imageCdnUrl('/files/a.jpg', { width: 96 });
    expect(imageCdnUrl(once, { width: 48 })).toBe(once);
    expect(isOwnImagePath('/files/a.jpg')).toBe(true);
  });

  it('refuses sizes that are not whole pixels', () => {
    expect(() => imageCdnUrl('/a.jpg', { width: 0 })).toThrow(RangeError);
    expect(() => imageCdnUrl('/a.jpg', { width: 95.5 })).toThrow(RangeError);
    expect(() => imageCdnUrl('/a.jpg', { width: 96, height: 5000 })).toThrow(RangeError);
  });
});

describe('squareThumbnail', () => {
  it('gives the 1x and 2x cover crops of a site photo', () => {
    const thumb = squareThumbnail('/files/x.webp', 96);
    expect(params(thumb.src)).toMatchObject({ w: '96', h: '96', fit: 'cover' });
    expect(params(thumb.dense!)).toMatchObject({ w: '192', h: '192', fit: 'cover' });
  });

  it('keeps a remote photo as its only source', () => {
    expect(squareThumbnail('https://cdn.example/x.jpg', 96)).toEqual({ src: 'https://cdn.example/x.jpg' });
  });
});

describe('coverSrcset', () => {
  it('cuts every width to the box shape, narrowest first as the src', () => {
    const set = coverSrcset('/files/listing-images/b/shop.jpg', [800, 400], [4, 3]);
    expect(params(set.src)).toMatchObject({ w: '400', h: '300', fit: 'cover' });
    const entries = set.srcset!.split(', ').map((entry) => entry.split(' '));
    expect(entries.map(([, w]) => w)).toEqual(['400w', '800w']);
    expect(params(entries[1]![0]!)).toMatchObject({ w: '800', h: '600', fit: 'cover', fm: 'webp' });
  });

  it('keeps a remote photo, or one with no widths, as it is', () => {
    expect(coverSrcset('https://cdn.example/a.jpg', [400], [4, 3])).toEqual({ src: 'https://cdn.example/a.jpg' });
    expect(coverSrcset('/files/a.jpg', [], [4, 3])).toEqual({ src: '/files/a.jpg' });
  });
});
