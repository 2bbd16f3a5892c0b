// Pure parts of the content tools: topic suggestions, the article schema, the SEO checklist,
// quotas' months, the built-in writer's truthfulness and length, and the illustrator.
import { describe, expect, it } from 'vitest';
import { suggestTopics } from '../../src/features/content-tools/topics.ts';
import { articleDraftSchema } from '../../src/schemas/articles.ts';
import { seoChecklist, firstParagraph } from '../../src/features/content-tools/seo-checklist.ts';
import { formatReset, monthKey, monthlyLimit, resetsAt } from '../../src/features/content-tools/quota.ts';
import { writeBuiltinArticle } from '../../src/features/content-tools/article-builtin.ts';
import { illustrationSvg, iconForPrompt } from '../../src/features/content-tools/illustration.ts';
import type { ArticleFacts } from '../../src/features/content-tools/article-facts.ts';
import { countWords } from '../../src/shared/word-count.ts';

const ROOFER: ArticleFacts = {
  name: 'Parkland Roofing',
  subCategoryName: 'Roofer',
  city: 'Red Deer',
  province: 'Alberta',
  overview: 'A family crew repairing and replacing roofs on homes around Red Deer.',
  phone: '+1 403-555-0100',
  email: 'hi@parkland.example.ca',
  services: [
    { slug: 'roof-repair', name: 'Roof repair', summary: 'Leaks, shingles and flashing fixed.' },
    { slug: 'new-roofs', name: 'New roofs', summary: 'Tear-off and replacement.' },
  ],
  pages: [
    { path: '/', label: 'Home' },
    { path: '/services/roof-repair/', label: 'Roof repair' },
    { path: '/services/new-roofs/', label: 'New roofs' },
    { path: '/contact/', label: 'Contact' },
  ],
  questions: ['Do you work in winter?'],
  hours: ['Mon–Fri: 8 am – 5 pm'],
  faq: [{ question: 'Do you work in winter?', answer: 'Call us to talk about your roof and timing.' }],
};

describe('topic suggestions', () => {
  it('come from the business type, services, city and customer questions', () => {
    const topics = suggestTopics(ROOFER);
    expect(topics[0]).toEqual({
      topic: 'How to choose a roofer in Red Deer',
      keyword: 'roofer Red Deer',
      source: 'business type',
    });
    expect(topics.map((t) => t.topic)).toEqual(
      expect.arrayContaining([
        'What to know before booking roof repair in Red Deer',
        'Do you work in winter?',
        'Questions to ask a roofer before you start',
      ]),
    );
    expect(topics.every((t) => t.topic.length <= 140)).toBe(true);
    const withOwnFaq = suggestTopics({
      ...ROOFER,
      questions: ['How can I reach Parkland Roofing?', 'Where are you?', 'Do you fix flat roofs?'],
    }).map((t) => t.topic);
    expect(withOwnFaq).toContain('Do you fix flat roofs?');
    expect(withOwnFaq.filter((t) => /reach|where are you/i.test(t))).toEqual([]);
  });

  it('work without a city or services, never repeat, and say "an" before a vowel', () => {
    const topics = suggestTopics({
      name: 'X',
      subCategoryName: 'Electrician',
      services: [],
      city: null,
      questions: ['Questions to ask an electrician before you start'],
    });
    expect(topics[0]!.topic).toBe('How to choose an electrician');
    expect(new Set(topics.map((t) => t.topic.toLowerCase())).size).toBe(topics.length);
  });
});

describe('the article schema', () => {
  const good = writeBuiltinArticle(ROOFER, { topic: 'How to choose a roofer in Red Deer', keyword: 'roofer Red Deer' });
  it('accepts a full draft', () => expect(articleDraftSchema.safeParse(good).success).toBe(true));
  it('refuses an H1 in the body, too few headings, too few or too many words, and missing parts', () => {
    const bad = (patch: object) => articleDraftSchema.safeParse({ ...good, ...patch }).success;
    expect(bad({ bodyMarkdown: `# Title\n\n${good.bodyMarkdown}` })).toBe(false);
    expect(bad({ bodyMarkdown: good.bodyMarkdown.replace(/^## /gm, '') })).toBe(false);
    expect(bad({ bodyMarkdown: good.bodyMarkdown.split(' ').slice(0, 500).join(' ') })).toBe(false);
    expect(bad({ bodyMarkdown: `${good.bodyMarkdown}\n\n${good.bodyMarkdown}` })).toBe(false);
    expect(bad({ faq: [] })).toBe(false);
    expect(bad({ internalLinks: [{ label: 'Evil', path: 'https://evil.example/' }] })).toBe(false);
    expect(bad({ title: 'Short' })).toBe(false);
  });
});

describe('the built-in writer', () => {
  const article = writeBuiltinArticle(ROOFER, {
    topic: 'How to choose a roofer in Red Deer',
    keyword: 'roofer Red Deer',
  });
  it('writes 800–1,200 words with headings, the keyword first, and links to the owner’s service pages', () => {
    expect(countWords(article.bodyMarkdown)).toBeGreaterThanOrEqual(800);
    expect(countWords(article.bodyMarkdown)).toBeLessThanOrEqual(1200);
    expect(firstParagraph(article.bodyMarkdown)).toContain('roofer Red Deer');
    expect(article.bodyMarkdown).toContain('](/services/roof-repair/)');
    expect(article.internalLinks.map((l) => l.path)).toEqual([
      '/services/roof-repair/',
      '/services/new-roofs/',
      '/contact/',
    ]);
  });
  it('uses only the record’s facts: no prices, figures, percentages, years or quotes', () => {
    const all = `${article.bodyMarkdown}\n${article.faq.map((f) => f.answer).join('\n')}`;
    expect(all).not.toMatch(/\$\s?\d|\d+\s?%|\b(19|20)\d{2}\b|award|certified|“|"/i);
    expect(all).toContain('+1 403-555-0100');
    expect(all).toContain('Mon–Fri: 8 am – 5 pm');
  });
  it('still writes a long enough article for a business with no services or city', () => {
    const bare = writeBuiltinArticle(
      { ...ROOFER, services: [], city: null, province: null, pages: [], hours: [], faq: [], phone: null },
      { topic: 'Why a roof check matters', keyword: '' },
    );
    expect(countWords(bare.bodyMarkdown)).toBeGreaterThanOrEqual(800);
    expect(bare.faq.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the SEO checklist', () => {
  const base = {
    title: 'How to choose a roofer in Red Deer, Alberta',
    metaDescription:
      'What to look for in a roofer in Red Deer, the questions to ask, and how to compare quotes fairly.',
    keyword: 'roofer',
    bodyMd: 'Choosing a roofer is easier with a plan.\n\n## Next\n\nText.',
  };
  const ok = (input: Partial<typeof base> & { imageAlt?: string | null }) =>
    Object.fromEntries(seoChecklist({ ...base, ...input }).map((c) => [c.id, c.ok]));
  it('checks title length, meta description, one H1, keyword in the first paragraph and alt text', () => {
    expect(ok({})).toMatchObject({
      'title-length': true,
      'meta-description': true,
      'one-h1': true,
      'keyword-first-paragraph': true,
      'alt-text': true,
      length: false,
    });
    expect(ok({ title: 'Roofs' })['title-length']).toBe(false);
    expect(ok({ title: 'x'.repeat(61) })['title-length']).toBe(false);
    expect(ok({ metaDescription: 'Too short.' })['meta-description']).toBe(false);
    expect(ok({ bodyMd: '# Another H1\n\nChoosing a roofer.' })['one-h1']).toBe(false);
    expect(ok({ bodyMd: '```\n# not a heading\n```\n\nA roofer helps.' })['one-h1']).toBe(true);
    expect(ok({ bodyMd: '## Heading\n\nNothing about it here.\n\nA roofer later.' })['keyword-first-paragraph']).toBe(
      false,
    );
    expect(ok({ bodyMd: 'A roofer.\n\n![](/assets/photos/0123456789abcdef-960.webp)' })['alt-text']).toBe(false);
    expect(ok({ bodyMd: 'A roofer.\n\n![A roof](/x.webp)', imageAlt: ' ' })['alt-text']).toBe(false);
    expect(ok({ bodyMd: 'A roofer.\n\n![A roof](/x.webp)', imageAlt: 'Cedar shingles' })['alt-text']).toBe(true);
  });
});

describe('quotas', () => {
  it('Complete gets 20 articles and 20 images a month; other plans none', () => {
    expect([monthlyLimit('complete', 'article'), monthlyLimit('complete', 'image')]).toEqual([20, 20]);
    expect([
      monthlyLimit('web-hosting', 'article'),
      monthlyLimit('registered', 'image'),
      monthlyLimit(null, 'article'),
    ]).toEqual([0, 0, 0]);
  });
  it('count calendar months in UTC and reset on the first of the next', () => {
    const at = new Date('2026-12-31T23:59:00Z');
    expect(monthKey(at)).toBe('2026-12-01');
    expect(resetsAt(at).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(formatReset(new Date('2026-11-23T12:00:00Z'))).toBe('December 1');
  });
});

describe('the built-in illustrator', () => {
  it('draws the same picture for the same words, in the business colours, with no text and no script', () => {
    const a = illustrationSvg({ primary: '#8a4b2a', secondary: '#f3c77b', icon: 'cafe', prompt: 'Fresh bread' });
    expect(a).toBe(illustrationSvg({ primary: '#8a4b2a', secondary: '#f3c77b', icon: 'cafe', prompt: 'fresh bread ' }));
    expect(a).not.toBe(
      illustrationSvg({ primary: '#8a4b2a', secondary: '#f3c77b', icon: 'cafe', prompt: 'A croissant' }),
    );
    expect(a).toContain('#8a4b2a');
    expect(a).not.toMatch(/<text|<script|href=/);
    expect(illustrationSvg({ primary: 'red;"><script>', secondary: '#fff', icon: 'cafe', prompt: 'x' })).not.toContain(
      '<script>',
    );
  });
  it('picks an icon from the words, else the business type’s', () => {
    expect(iconForPrompt('A new roof on a house', 'store')).toBe('construction');
    expect(iconForPrompt('Something else', 'church')).toBe('church');
  });
});
