import { describe, expect, it } from 'vitest';
import {
  contentLink,
  isArticlePath,
  seriesChain,
  slugFromPath,
  typeSegment,
} from '../../src/features/content/content-links.ts';

const series = [
  { id: 'getting-online', name: 'Getting Online', label: 'getting-online', parent: null },
  { id: 'your-website', name: 'Your Website', label: 'your-website', parent: 'getting-online' },
  { id: 'domains-and-email', name: 'Domains and Email', label: 'domains-and-email', parent: 'your-website' },
  { id: 'loop-a', name: 'A', label: 'a', parent: 'loop-b' },
  { id: 'loop-b', name: 'B', label: 'b', parent: 'loop-a' },
];

describe('content links (spec §2)', () => {
  it('articles go to /news/{slug}', () => expect(contentLink({ slug: 'hello', type: 'article' })).toBe('/news/hello/'));
  it('tutorials go to /tutorial/{slug}', () =>
    expect(contentLink({ slug: 'how', type: 'tutorial' })).toBe('/tutorial/how/'));
  it('docs go to /documentation/{slug}, whichever name the type has', () => {
    expect(contentLink({ slug: 'ref', type: 'documentation' })).toBe('/documentation/ref/');
    expect(contentLink({ slug: 'ref', type: 'doc' })).toBe('/documentation/ref/');
  });
  it('items with series data go to /{type}/{series path}/{slug}', () => {
    const chain = seriesChain('domains-and-email', series);
    expect(contentLink({ slug: 'set-up-email', type: 'tutorial', seriesData: chain })).toBe(
      '/tutorial/getting-online/your-website/domains-and-email/set-up-email/',
    );
    expect(contentLink({ slug: 'x', type: 'article', seriesData: [{ label: 'news-series' }] })).toBe(
      '/article/news-series/x/',
    );
    expect(contentLink({ slug: 'x', type: 'doc', seriesData: [{ label: 'docs' }] })).toBe('/documentation/docs/x/');
  });
  it('empty series data is no series', () =>
    expect(contentLink({ slug: 'x', type: 'tutorial', seriesData: [] })).toBe('/tutorial/x/'));
  it('no slug goes to /news', () => {
    expect(contentLink({ slug: '', type: 'tutorial' })).toBe('/news/');
    expect(contentLink({ slug: null, type: 'article', seriesData: [{ label: 'a' }] })).toBe('/news/');
    expect(contentLink({ type: 'doc' })).toBe('/news/');
  });
  it('unknown types read as articles', () => expect(typeSegment('press-release')).toBe('article'));
});

describe('series chains', () => {
  it('follows parent links, root first', () => {
    expect(seriesChain('domains-and-email', series).map((s) => s.id)).toEqual([
      'getting-online',
      'your-website',
      'domains-and-email',
    ]);
  });
  it('handles no series, unknown ids and cycles', () => {
    expect(seriesChain(null, series)).toEqual([]);
    expect(seriesChain('nope', series)).toEqual([]);
    expect(seriesChain('loop-a', series).map((s) => s.id)).toEqual(['loop-b', 'loop-a']);
  });
});

describe('article paths', () => {
  it('uses the last path segment as slug', () => {
    expect(slugFromPath('/tutorial/getting-online/your-website/edit-your-site/')).toBe('edit-your-site');
    expect(slugFromPath('/news/Hello')).toBe('hello');
  });
  it('knows which paths show articles', () => {
    expect(isArticlePath('/news/some-story')).toBe(true);
    expect(isArticlePath('/article/a/b/c')).toBe(true);
    expect(isArticlePath('/documentation/x')).toBe(true);
    expect(isArticlePath('/news')).toBe(false);
    expect(isArticlePath('/news/category/payments')).toBe(false);
    expect(isArticlePath('/directory/canada')).toBe(false);
  });
});
