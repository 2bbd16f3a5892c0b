import { describe, expect, it } from 'vitest';
import { addToSitemapIndex, sitemapChunks } from '../../src/features/seo/sitemap-chunks.ts';

describe('sitemap chunks for pages rendered on demand', () => {
  it('writes every URL once, at most perFile a file, escaped', () => {
    const urls = Array.from({ length: 7 }, (_, i) => `https://example.ca/directory/canada/alberta/banff/shop-${i}/`);
    const files = sitemapChunks([...urls, 'https://example.ca/a?b=1&c=2'], 'sitemap-listings', 3);
    expect(files.map((f) => f.file)).toEqual([
      'sitemap-listings-0.xml',
      'sitemap-listings-1.xml',
      'sitemap-listings-2.xml',
    ]);
    const locs = files.flatMap((f) => [...f.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(locs).toEqual([...urls, 'https://example.ca/a?b=1&amp;c=2']);
    expect(files[0]!.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(sitemapChunks([], 'x')).toEqual([]);
  });

  it('adds the files to the index @astrojs/sitemap wrote, or writes one', () => {
    const index =
      '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.ca/sitemap-0.xml</loc></sitemap></sitemapindex>';
    const added = addToSitemapIndex(index, ['https://example.ca/sitemap-listings-0.xml']);
    expect([...added.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://example.ca/sitemap-0.xml',
      'https://example.ca/sitemap-listings-0.xml',
    ]);
    expect(addToSitemapIndex(null, ['https://example.ca/s-0.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.ca/s-0.xml</loc></sitemap></sitemapindex>',
    );
  });
});
