import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../../src/shared/locations.ts';
import {
  DIRECTORY_ROOTS,
  directoryLangOf,
  directoryPathIn,
  englishProvinceSlug,
  provinceNameIn,
  provinceSlugIn,
} from '../../src/shared/i18n/places.ts';

describe('French province names and slugs (issue 31)', () => {
  it('names every province and territory in French', () => {
    const names = Object.keys(PROVINCES).map((code) => provinceNameIn('fr', code));
    expect(names).toEqual([
      'Alberta',
      'Colombie-Britannique',
      'Manitoba',
      'Nouveau-Brunswick',
      'Terre-Neuve-et-Labrador',
      'Nouvelle-Écosse',
      'Territoires du Nord-Ouest',
      'Nunavut',
      'Ontario',
      'Île-du-Prince-Édouard',
      'Québec',
      'Saskatchewan',
      'Yukon',
    ]);
    expect(provinceNameIn('en', 'QC')).toBe('Quebec');
  });

  it('gives each a distinct ASCII slug', () => {
    expect(provinceSlugIn('fr', 'QC')).toBe('quebec');
    expect(provinceSlugIn('fr', 'BC')).toBe('colombie-britannique');
    expect(provinceSlugIn('fr', 'PE')).toBe('ile-du-prince-edouard');
    expect(provinceSlugIn('fr', 'NT')).toBe('territoires-du-nord-ouest');
    const slugs = Object.keys(PROVINCES).map((c) => provinceSlugIn('fr', c));
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const s of slugs) expect(s).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(englishProvinceSlug('fr', 'nouvelle-ecosse')).toBe('nova-scotia');
    expect(englishProvinceSlug('fr', 'nova-scotia')).toBeUndefined();
  });

  it('maps every directory path to its twin and back', () => {
    const pairs: [string, string][] = [
      ['/directory/', '/fr/annuaire/'],
      ['/directory/canada/', '/fr/annuaire/canada/'],
      ['/directory/canada/british-columbia/', '/fr/annuaire/canada/colombie-britannique/'],
      ['/directory/canada/quebec/montreal/', '/fr/annuaire/canada/quebec/montreal/'],
      [
        '/directory/canada/prince-edward-island/charlottetown/island-bakery/',
        '/fr/annuaire/canada/ile-du-prince-edouard/charlottetown/island-bakery/',
      ],
      ['/directory/page/2/', '/fr/annuaire/page/2/'],
      ['/directory/canada/alberta/page/3/', '/fr/annuaire/canada/alberta/page/3/'],
      ['/directory/canada/alberta/banff/page/2/', '/fr/annuaire/canada/alberta/banff/page/2/'],
    ];
    for (const [en, fr] of pairs) {
      expect(directoryPathIn('fr', en)).toBe(fr);
      expect(directoryPathIn('en', fr)).toBe(en);
      expect(directoryPathIn('en', en)).toBe(en);
    }
    expect(directoryPathIn('fr', '/news/')).toBe('/news/');
    expect(directoryLangOf('/fr/annuaire/canada/')).toBe('fr');
    expect(directoryLangOf('/directory')).toBe('en');
    expect(DIRECTORY_ROOTS.fr).toBe('/fr/annuaire/');
  });
});
