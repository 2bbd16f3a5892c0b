import { describe, expect, it } from 'vitest';
import type { ScopeView } from '../../src/server/directory/scope-view.ts';
import { scopeViewIn, trailIn } from '../../src/features/directory/scope-view-in.ts';

const place = (
  level: 'root' | 'country' | 'state' | 'city',
  name: string,
  path: string,
  codes: Record<string, string> = {},
) => ({ key: path, level, name, label: name, path, ...codes });

const view: ScopeView = {
  scope: place('state', 'British Columbia', '/directory/canada/british-columbia/', {
    country_code: 'CA',
    state_code: 'BC',
  }),
  locationScope: place('state', 'British Columbia', '/directory/canada/british-columbia/', {
    country_code: 'CA',
    state_code: 'BC',
  }),
  trail: [
    { name: 'Directory', href: '/directory/' },
    { name: 'Canada', href: '/directory/canada/' },
    { name: 'British Columbia', href: '/directory/canada/british-columbia/' },
  ],
  locations: [
    { key: 'CA-BC-victoria', name: 'Victoria', path: '/directory/canada/british-columbia/victoria/', count: 2 },
    { key: 'CA-BC-abbotsford', name: 'Abbotsford', path: '/directory/canada/british-columbia/abbotsford/', count: 1 },
  ],
  news: [],
  categories: [{ name: 'Bakery', count: 1 }],
  cards: [
    {
      id: 'x',
      name: 'X Bakery',
      url: '/directory/canada/british-columbia/victoria/x/',
      categories: ['Bakery'],
      address: '1 Main St, Victoria, BC',
      image: null,
      rating: null,
      reviews: 0,
      verified: false,
    },
  ],
  page: 1,
  pages: 1,
  total: 3,
};

describe('a directory page’s view in French (issue 31)', () => {
  it('translates place names and every link, and keeps what businesses wrote', () => {
    const fr = scopeViewIn('fr', view);
    expect(fr.scope).toMatchObject({
      name: 'Colombie-Britannique',
      label: 'Colombie-Britannique, Canada',
      path: '/fr/annuaire/canada/colombie-britannique/',
    });
    expect(fr.trail).toEqual([
      { name: 'Annuaire', href: '/fr/annuaire/' },
      { name: 'Canada', href: '/fr/annuaire/canada/' },
      { name: 'Colombie-Britannique', href: '/fr/annuaire/canada/colombie-britannique/' },
    ]);
    expect(fr.locations.map((l) => [l.name, l.path])).toEqual([
      ['Abbotsford', '/fr/annuaire/canada/colombie-britannique/abbotsford/'],
      ['Victoria', '/fr/annuaire/canada/colombie-britannique/victoria/'],
    ]);
    expect(fr.cards[0]).toMatchObject({
      name: 'X Bakery',
      categories: ['Bakery'],
      url: '/fr/annuaire/canada/colombie-britannique/victoria/x/',
    });
    expect(scopeViewIn('en', view)).toBe(view);
  });

  it('sorts provinces by their French names', () => {
    const root: ScopeView = {
      ...view,
      scope: place('root', 'All locations', '/directory/'),
      locationScope: place('country', 'Canada', '/directory/canada/', { country_code: 'CA' }),
      locations: [
        { key: 'CA-BC', name: 'British Columbia', path: '/directory/canada/british-columbia/', count: 1 },
        { key: 'CA-AB', name: 'Alberta', path: '/directory/canada/alberta/', count: 1 },
        { key: 'CA-PE', name: 'Prince Edward Island', path: '/directory/canada/prince-edward-island/', count: 0 },
      ],
    };
    const fr = scopeViewIn('fr', root);
    expect(fr.scope.name).toBe('Tous les lieux');
    expect(fr.locations.map((l) => l.name)).toEqual(['Alberta', 'Colombie-Britannique', 'Île-du-Prince-Édouard']);
    expect(
      trailIn('fr', [
        { name: 'Quebec', href: '/directory/canada/quebec/' },
        { name: 'Chez Marie', href: '/directory/canada/quebec/montreal/chez-marie/' },
      ]),
    ).toEqual([
      { name: 'Québec', href: '/fr/annuaire/canada/quebec/' },
      { name: 'Chez Marie', href: '/fr/annuaire/canada/quebec/montreal/chez-marie/' },
    ]);
  });
});
