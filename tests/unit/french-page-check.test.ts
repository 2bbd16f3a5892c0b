// Issue 31: the check that fails a French platform page on English outside names and owners' text
// (run on every prebuilt /fr/annuaire/ page by scripts/check-french-pages.ts).
import { describe, expect, it } from 'vitest';
import { englishOnFrenchPage } from '../../src/features/directory/french-page-check.ts';
import { categoryIn, categoryLabels, decimalIn } from '../../src/shared/i18n/categories.ts';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="fr-CA"><head><title>Plomberie à Winnipeg</title>${head}</head><body>${body}</body></html>`;
const description = 'We fix the pipes of every home in Winnipeg, day and night.';

describe('English on a French page', () => {
  it('passes names, what the owner wrote (and a meta description quoting its start), and text marked as English', () => {
    const html = page(
      `<h1><span translate="no">Red River Plumbing and Heating</span></h1><p data-own-text>${description}</p>` +
        `<p><span data-own-text>Thanks, see you soon!</span></p><h3 lang="en-CA">Free workshops for the business owners</h3>` +
        `<p>Une fiche gratuite dans un annuaire local.</p>`,
      `<meta property="og:title" content="Red River Plumbing and Heating — Plomberie à Winnipeg">` +
        `<meta name="description" content="Red River Plumbing and Heating, plomberie à Winnipeg. We fix the pipes of every home…">`,
    );
    expect(englishOnFrenchPage(html)).toEqual([]);
  });

  it('fails on English chrome: a label, an aria-label, a placeholder or a meta description', () => {
    expect(englishOnFrenchPage(page('<a href="/news/">News</a> <a href="/pricing/">Open the pricing</a>'))).toEqual([
      'open',
      'the',
    ]);
    expect(englishOnFrenchPage(page('<nav aria-label="Skip to content"></nav>'))).toEqual(['skip', 'to']);
    expect(englishOnFrenchPage(page('<input placeholder="Search your business">'))).toEqual(['your', 'business']);
    expect(englishOnFrenchPage(page('', '<meta name="description" content="Find local shops here">'))).toEqual([
      'here',
    ]);
  });

  it('does not let an owner’s text excuse the same words elsewhere on the page', () => {
    const html = page(`<p data-own-text>${description}</p><p>Call us today</p>`);
    expect(englishOnFrenchPage(html)).toEqual(['call', 'us', 'today']);
  });
});

describe('categories and numbers in French', () => {
  it('names the directory’s categories in French, keeps an owner’s own category, and English as is', () => {
    expect(categoryIn('fr', 'Auto Repair')).toBe('Réparation automobile');
    expect(categoryIn('fr', 'AutoRepair')).toBe('Réparation automobile');
    expect(categoryIn('fr', 'Florist')).toBe('Fleuriste');
    expect(categoryIn('fr', 'Poutine truck')).toBe('Poutine truck');
    expect(categoryIn('en', 'Florist')).toBe('Florist');
    expect(categoryLabels('fr', ['Cafe', 'Spa', 'Poutine truck'])).toEqual({ Cafe: 'Café' });
    expect(categoryLabels('en', ['Cafe'])).toBeUndefined();
    expect(decimalIn('fr', '4.67')).toBe('4,67');
    expect(decimalIn('en', 4.5)).toBe('4.5');
  });
});

describe('names in islands', () => {
  it('takes a name marked data-name (islands) as a name', () => {
    expect(englishOnFrenchPage(page('<h3><a href="/x/" data-name="">The Pandosy Table</a></h3>'))).toEqual([]);
    expect(englishOnFrenchPage(page('<h3><a href="/x/">The Pandosy Table</a></h3>'))).toEqual(['the']);
  });
});
