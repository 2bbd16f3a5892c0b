import { describe, expect, it } from 'vitest';
import { parseToolsListPath, toolsListPath } from '../../src/features/tools/tools-paths.ts';
import {
  outcomeOf,
  UNSUBSCRIBE_PAGE,
  unsubscribeIdFromPath,
  UNSUBSCRIBED_TEXT,
} from '../../src/features/email/unsubscribe.ts';
import { englishOnFrenchPage } from '../../src/features/directory/french-page-check.ts';
import { bannerImage, featuredTool, hashTags } from '../../src/features/content/article-template.ts';
import { nextSlide, SLIDE_INTERVAL_MS } from '../../src/features/content/slider.ts';
import { localBusiness } from '../../src/features/seo/structured-data.ts';

describe('tools list paths', () => {
  it('round-trips category and page', () => {
    expect(toolsListPath({ category: null, page: 1 })).toBe('/business-tools/');
    expect(toolsListPath({ category: 'food-and-beverage', page: 2 })).toBe(
      '/business-tools/category/food-and-beverage/page/2/',
    );
    expect(parseToolsListPath('/business-tools/category/food-and-beverage/page/2')).toEqual({
      category: 'food-and-beverage',
      page: 2,
    });
    expect(parseToolsListPath('/business-tools/page/3/')).toEqual({ category: null, page: 3 });
    expect(parseToolsListPath('/business-tools')).toEqual({ category: null, page: 1 });
  });
});

describe('unsubscribe page', () => {
  it('has the spec sentence and reads the id from the path', () => {
    expect(UNSUBSCRIBED_TEXT).toBe(
      'You have been successfully unsubscribed from future emails. If this was an error, you may re-subscribe at any time.',
    );
    expect(unsubscribeIdFromPath('/email/unsubscribe/abc-123/')).toBe('abc-123');
    expect(unsubscribeIdFromPath('/email/unsubscribe/')).toBeNull();
  });
  it('reads the id from the French page’s path too, whose texts are all French (issue 42)', () => {
    expect(unsubscribeIdFromPath('/fr/courriel/desabonnement/abc-123')).toBe('abc-123');
    expect(unsubscribeIdFromPath('/fr/courriel/desabonnement/')).toBeNull();
    expect(unsubscribeIdFromPath('/fr/email/unsubscribe/abc')).toBeNull();
    expect(Object.keys(UNSUBSCRIBE_PAGE.fr).sort()).toEqual(Object.keys(UNSUBSCRIBE_PAGE.en).sort());
    for (const key of Object.keys(UNSUBSCRIBE_PAGE.en))
      expect(UNSUBSCRIBE_PAGE.fr[key], key).not.toBe(UNSUBSCRIBE_PAGE.en[key]);
    expect(
      englishOnFrenchPage(`<html lang="fr-CA"><p>${Object.values(UNSUBSCRIBE_PAGE.fr).join('</p><p>')}</p>`),
    ).toEqual([]);
  });
  it('never reads a failure as success', () => {
    expect(outcomeOf(200)).toBe('done');
    expect(outcomeOf(404)).toBe('unknown');
    expect(outcomeOf(400)).toBe('unknown');
    expect(outcomeOf(500)).toBe('error');
  });
});

describe('article header templates', () => {
  const tools = [
    { tool_unique_id: 'user-agents', name: 'AI Customer Service Agents' },
    { tool_unique_id: 'ai-image-generation', name: 'AI Image Generation' },
    { tool_unique_id: 'ai-website-generation', name: 'AI Website Generation' },
  ];
  it('finds the featured tool by tag, id or name in the slug', () => {
    expect(featuredTool({ slug: 'ai-customer-service-agents-setup', tags: [] }, tools)?.tool_unique_id).toBe(
      'user-agents',
    );
    expect(featuredTool({ slug: 'ai-image-generation-joins-the-complete-plan', tags: [] }, tools)?.tool_unique_id).toBe(
      'ai-image-generation',
    );
    expect(
      featuredTool({ slug: 'generate-your-first-ai-website', tags: ['ai-website-generation'] }, tools)?.tool_unique_id,
    ).toBe('ai-website-generation');
    expect(featuredTool({ slug: 'holiday-checklist', tags: ['ai'] }, tools)).toBeUndefined();
  });
  it('makes hash tags and picks the banner', () => {
    expect(hashTags(['Local SEO', 'seo', 'winter'])).toEqual(['#local-seo', '#seo', '#winter']);
    expect(
      bannerImage([
        { location: 'featured', url: 'f' },
        { location: 'banner', url: 'b' },
      ])?.url,
    ).toBe('b');
    expect(bannerImage([{ location: 'featured', url: 'f' }])?.url).toBe('f');
  });
  it('rotates web design examples every 10 s in a cycle', () => {
    expect(SLIDE_INTERVAL_MS).toBe(10_000);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(0, 0)).toBe(0);
  });
});

describe('LocalBusiness structured data', () => {
  const base = {
    name: 'Shop',
    url: '/directory/canada/alberta/banff/shop',
    description: null,
    phone: null,
    website: null,
    images: [],
    address: { street: '1 Main St', city: 'Banff', region: 'AB', postalCode: null, country: 'CA' },
    openingHours: ['Mo 09:00-17:00'],
    sameAs: [],
  };
  it('has an AggregateRating only with approved reviews', () => {
    expect(
      localBusiness({ ...base, rating: { value: null, count: 0 } }, 'https://x.ca').aggregateRating,
    ).toBeUndefined();
    expect(localBusiness({ ...base, rating: { value: 4.5, count: 2 } }, 'https://x.ca').aggregateRating).toMatchObject({
      ratingValue: '4.50',
      reviewCount: 2,
    });
    expect(localBusiness({ ...base, rating: { value: 4.5, count: 2 } }, 'https://x.ca').url).toBe(
      'https://x.ca/directory/canada/alberta/banff/shop',
    );
  });
});
