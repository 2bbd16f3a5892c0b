import { describe, expect, it } from 'vitest';
import {
  inCategory,
  newsCategories,
  publishLocationLabel,
  searchNews,
  tagCountLabel,
} from '../../src/features/news/news-filter.ts';

const items = [
  { title: 'Local SEO checklist', excerpt: 'Winter tasks', category: 'Local SEO', tags: ['seo'] },
  { title: 'Accept Interac', excerpt: null, category: 'Payments', tags: ['payments', 'cards'] },
  { title: 'GST reminders', excerpt: 'File on time', category: 'Payments', tags: [] },
];

describe('news list', () => {
  it('searches title, excerpt, category and tags, any case', () => {
    expect(searchNews(items, 'seo').map((i) => i.title)).toEqual(['Local SEO checklist']);
    expect(searchNews(items, 'CARDS').map((i) => i.title)).toEqual(['Accept Interac']);
    expect(searchNews(items, 'on time').map((i) => i.title)).toEqual(['GST reminders']);
    expect(searchNews(items, '')).toHaveLength(3);
    expect(searchNews(items, 'zzz')).toEqual([]);
  });
  it('builds the categories sidebar with counts and slugs', () => {
    expect(newsCategories(items)).toEqual([
      { name: 'Local SEO', slug: 'local-seo', count: 1 },
      { name: 'Payments', slug: 'payments', count: 2 },
    ]);
    expect(inCategory(items, 'payments')).toHaveLength(2);
  });
  it('labels cards', () => {
    expect(publishLocationLabel('news_center')).toBe('Global');
    expect(publishLocationLabel('internal')).toBe('Internal');
    expect(tagCountLabel(1)).toBe('1 tag');
    expect(tagCountLabel(0)).toBe('0 tags');
  });
});
