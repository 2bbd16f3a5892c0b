import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cardAlt,
  cardPath,
  cardSvg,
  FALLBACK_CARD,
  FALLBACK_CARD_FR,
  pageCard,
  cardRegistry,
  wrapWords,
} from '../../src/features/seo/og-card.ts';
import { fitTitle } from '../../src/features/seo/titles.ts';
import { feedCategories } from '../../src/features/news/feed-categories.ts';
import { hoistIslandStyles } from '../../src/features/seo/island-styles.ts';
import { inUrlForm } from '../../src/features/seo/url-form.ts';
import { isPagePath, jsonLdSelfUrls, readPage } from '../../scripts/lib/html-refs.ts';
import { slashRedirect } from '../../scripts/lib/slash-redirect.ts';

describe('preview cards', () => {
  const card = { kicker: 'Bakery', title: 'Golden Wheat Bakery', detail: 'Barrhead, Alberta' };
  it('names a card by its words, so unchanged cards keep their file', () => {
    expect(cardPath(card)).toMatch(/^\/og\/[0-9a-f]{16}\.png$/);
    expect(cardPath({ ...card })).toBe(cardPath(card));
    expect(cardPath({ ...card, detail: 'Banff, Alberta' })).not.toBe(cardPath(card));
  });
  it('draws a 1200×630 SVG with escaped words and an alt text', () => {
    const svg = cardSvg({ ...card, title: 'Tom & Jerry <Bakery>' });
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('Tom &#38; Jerry &#60;Bakery&#62;');
    expect(cardAlt(card)).toBe('Golden Wheat Bakery — Barrhead, Alberta (Bakery, Main Street)');
  });
  it('wraps long titles into at most three lines', () => {
    const lines = wrapWords(
      'A very long business name that keeps going and going well past what fits on three lines of a card',
      28,
      3,
    );
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.length <= 29)).toBe(true);
    expect(lines[2]).toMatch(/…$/);
  });
  it("records prebuilt pages' cards; pages rendered on demand get the fallback card", () => {
    cardRegistry().clear();
    expect(pageCard(card, true).path).toBe(cardPath(card));
    expect(cardRegistry().get(cardPath(card))).toEqual(card);
    expect(pageCard(card, false).path).toBe(cardPath(FALLBACK_CARD));
    // French pages rendered on demand (issue 42) get the French one, whose alt text is French.
    expect(pageCard(card, false, 'fr')).toEqual({ path: cardPath(FALLBACK_CARD_FR), alt: cardAlt(FALLBACK_CARD_FR) });
    expect(cardAlt(FALLBACK_CARD_FR)).toContain('Des entreprises locales partout au Canada');
    expect(cardRegistry().size).toBe(1);
  });
});

describe('titles of 60 characters or less', () => {
  it('picks the longest form that fits with the site name, then alone, then the shortest', () => {
    expect(
      fitTitle(['Golden Wheat Bakery — Bakery in Barrhead, Alberta', 'Golden Wheat Bakery, Barrhead'], 'Main Street'),
    ).toBe('Golden Wheat Bakery, Barrhead | Main Street');
    expect(fitTitle(['Pricing'], 'Main Street')).toBe('Pricing | Main Street');
    expect(fitTitle(['A'.repeat(55)], 'Main Street')).toBe('A'.repeat(55));
    expect(fitTitle(['A'.repeat(70)], 'Main Street')).toBe(`${'A'.repeat(70)} | Main Street`);
  });
});

describe('feed categories', () => {
  it('keeps one spelling per category across the feed, categories first', () => {
    const items = [
      { category: 'Directory', tags: ['reviews'] },
      { category: 'Payments', tags: ['directory', 'Reviews'] },
    ];
    const of = feedCategories(items);
    expect(of(items[0]!)).toEqual(['Directory', 'reviews']);
    expect(of(items[1]!)).toEqual(['Payments', 'Directory', 'reviews']);
  });
});

describe('valid HTML and the one URL form', () => {
  it("moves Astro's island style from the body to the head", () => {
    const style = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
    const html = `<html><head><title>x</title></head><body><main>${style}<astro-island></astro-island></main></body></html>`;
    expect(hoistIslandStyles(html)).toBe(
      `<html><head><title>x</title>${style}</head><body><main><astro-island></astro-island></main></body></html>`,
    );
    expect(hoistIslandStyles('<html><head></head><body></body></html>')).toBe(
      '<html><head></head><body></body></html>',
    );
  });
  it('ends page paths with a slash, not file paths', () => {
    expect(inUrlForm('/about')).toBe('/about/');
    expect(inUrlForm('/about/')).toBe('/about/');
    expect(inUrlForm('/rss.xml')).toBe('/rss.xml');
    expect(isPagePath('/news/x')).toBe(true);
    expect(isPagePath('/og/abc.png')).toBe(false);
  });
  it('answers 301 to the slash form only for a prebuilt page folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'slash-'));
    mkdirSync(path.join(dir, 'about'));
    writeFileSync(path.join(dir, 'about', 'index.html'), '<!doctype html>');
    expect(slashRedirect(dir, '/about')).toBe('/about/');
    expect(slashRedirect(dir, '/about?x=1')).toBe('/about/?x=1');
    expect(slashRedirect(dir, '/about/')).toBeUndefined();
    expect(slashRedirect(dir, '/missing')).toBeUndefined();
    expect(slashRedirect(dir, '/rss.xml')).toBeUndefined();
    expect(slashRedirect(dir, '/../etc')).toBeUndefined();
  });
  it("reads a page's head, references and JSON-LD for the crawl", () => {
    const page =
      readPage(`<html><head><title>A &amp; B</title><link rel="canonical" href="https://x.ca/a/"><meta property="og:image" content="https://x.ca/og/1.png">
      <script type="application/ld+json">{"@type":"LocalBusiness","url":"https://x.ca/a/"}</script><script>var s = '<a href="/nope">';</script></head>
      <body><a href="/b/#top">b</a><img src="/i.png" srcset="/i-2.png 2x, /i-3.png 3x"><!-- <a href="/commented"> -->
      <form method="post" action="/api/business/login"></form><form action="/search/"></form></body></html>`);
    expect(page.title).toBe('A & B');
    expect(page.canonical).toBe('https://x.ca/a/');
    expect(jsonLdSelfUrls(page.jsonLd)).toEqual(['https://x.ca/a/']);
    expect(page.refs.map((r) => r.url)).toEqual([
      'https://x.ca/a/',
      'https://x.ca/og/1.png',
      '/b/#top',
      '/i.png',
      '/i-2.png',
      '/i-3.png',
      '/search/',
    ]);
  });
});
