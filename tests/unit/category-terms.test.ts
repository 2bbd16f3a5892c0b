// Directory search by trade (issue 39): every category the directory offers is found by its names in both
// languages and by what people call the trade.
import { describe, expect, it } from 'vitest';
import { CATEGORIES_FR } from '../../src/shared/i18n/categories.ts';
import { categoriesNamedBy, categorySearchWords, KNOWN_CATEGORIES } from '../../src/shared/i18n/category-terms.ts';

describe('category search words', () => {
  it('cover every category the directory names, with its English and French names', () => {
    expect([...KNOWN_CATEGORIES].sort()).toEqual(Object.keys(CATEGORIES_FR).sort());
    expect(categorySearchWords('Hair Salon')).toEqual(expect.arrayContaining(['hair', 'salon', 'coiffure', 'barber']));
    expect(categorySearchWords('Legal')).toEqual(
      expect.arrayContaining(['legal', 'services', 'juridiques', 'lawyer', 'avocat']),
    );
    expect(categorySearchWords('Legal')).not.toContain('de');
  });
  it('are stored as the index stores words: lowercase, without accents', () => {
    for (const name of KNOWN_CATEGORIES) {
      for (const word of categorySearchWords(name)) expect(word, name).toMatch(/^[a-z0-9]{2,}$/);
    }
    expect(categorySearchWords('Electrical')).toContain('electricite');
  });
  it('name a category by prefix; an unknown category by its own words', () => {
    const all = [...KNOWN_CATEGORIES, 'Board Games'];
    expect(categoriesNamedBy('plumber', all)).toEqual(['Plumbing']);
    expect(categoriesNamedBy('boulangerie', all)).toEqual(['Bakery']);
    expect(categoriesNamedBy('plomb', all)).toEqual(['Plumbing']);
    expect(categoriesNamedBy('board', all)).toEqual(['Board Games']);
    expect(categoriesNamedBy('zzz', all)).toEqual([]);
    expect(categoriesNamedBy('', all)).toEqual([]);
  });
});
