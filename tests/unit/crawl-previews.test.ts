// Issue 28: the crawl's preview checks (scripts/lib/crawl-previews.ts), which fail the site crawl.
import { describe, expect, it } from 'vitest';
import {
  imageProblem,
  isListingPage,
  previewMetaProblems,
  sharedListingImages,
} from '../../scripts/lib/crawl-previews.ts';

const image = 'http://localhost:8888/api/og/listing/0b8f6a52-3c1e-4d2a-9f7b-5e6d7c8b9a01.png?v=0123456789abcdef';
const good = {
  'og:image': image,
  'og:image:alt': 'Golden Wheat Bakery, bakery in Barrhead, Alberta',
  'twitter:image': image,
  'og:image:width': '1200',
  'og:image:height': '630',
  'og:image:type': 'image/png',
};

describe('crawl previews', () => {
  it('knows a listing page from a list page', () => {
    expect(isListingPage('/directory/canada/alberta/barrhead/barrhead-golden-wheat-bakery/')).toBe(true);
    for (const p of [
      '/directory/canada/alberta/barrhead/',
      '/directory/canada/alberta/page/2/',
      '/directory/canada/alberta/barrhead/page/2/',
      '/news/a/b/c/d/',
    ])
      expect(isListingPage(p)).toBe(false);
  });

  it('checks what the head says', () => {
    expect(previewMetaProblems(good)).toEqual([]);
    expect(previewMetaProblems({})).toEqual(['no og:image']);
    const unsized = { ...good, 'og:image:width': undefined, 'og:image:height': undefined } as unknown as Record<
      string,
      string
    >;
    expect(previewMetaProblems(unsized)).toEqual(['og:image:width/height say undefined×undefined, not 1200×630']);
    expect(previewMetaProblems(unsized, false)).toEqual([]); // a generated website's page: its image is decoded instead
    expect(previewMetaProblems({ ...good, 'og:image:height': '600' }, false)).toEqual([
      'og:image:width/height say 1200×600, not 1200×630',
    ]);
    expect(
      previewMetaProblems({
        ...good,
        'og:image:alt': '',
        'twitter:image': `${image}x`,
        'og:image:width': '600',
        'og:image:type': 'image/jpeg',
      }),
    ).toEqual([
      'no og:image:alt',
      `twitter:image ${image}x is not its og:image`,
      'og:image:width/height say 600×630, not 1200×630',
      'og:image:type image/jpeg for a .png',
    ]);
  });

  it('fails listings that share one image', () => {
    expect(
      sharedListingImages(
        new Map([
          ['/a/', 'x.png'],
          ['/b/', 'y.png'],
        ]),
      ),
    ).toEqual([]);
    expect(
      sharedListingImages(
        new Map([
          ['/a/', 'fallback.png'],
          ['/b/', 'fallback.png'],
          ['/c/', 'y.png'],
        ]),
      ),
    ).toEqual(['2 listings share og:image fallback.png: /a/, /b/']);
  });

  it('accepts only a 200 PNG, JPEG or WebP of 1200×630', () => {
    expect(
      imageProblem({ status: 200, contentType: 'image/jpeg', size: { width: 1200, height: 630 } }),
    ).toBeUndefined();
    expect(imageProblem({ status: 200, contentType: 'image/png' })).toBeUndefined(); // the head alone, before decoding
    expect(imageProblem({ status: 404, contentType: 'application/json' })).toBe('answers 404');
    expect(imageProblem({ status: 200, contentType: 'image/svg+xml' })).toBe('is image/svg+xml, not PNG, JPEG or WebP');
    expect(imageProblem({ status: 200, contentType: 'image/png', size: null })).toBe('does not decode as an image');
    expect(imageProblem({ status: 200, contentType: 'image/png', size: { width: 1200, height: 600 } })).toBe(
      'is 1200×600, not 1200×630',
    );
  });
});
