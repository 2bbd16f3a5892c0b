import { describe, expect, it } from 'vitest';
import { directoryPath, provinceCodeFromSlug, provinceName, slugify } from '../../src/shared/locations.ts';

describe('slugify', () => {
  it.each([
    ['Sherwood Park', 'sherwood-park'],
    ['Montréal', 'montreal'],
    ["Tim's Coffee & Bakery", 'tims-coffee-and-bakery'],
    ['  Fort   Saskatchewan ', 'fort-saskatchewan'],
  ])('%s -> %s', (input, slug) => expect(slugify(input)).toBe(slug));
});

describe('directory paths', () => {
  it('builds canonical slugs from codes', () => {
    expect(
      directoryPath({ country_code: 'CA', state_code: 'AB', city_slug: 'camrose', business_unique_id: 'camrose-x' }),
    ).toBe('/directory/canada/alberta/camrose/camrose-x/');
    expect(directoryPath({ country_code: 'CA', state_code: 'BC' })).toBe('/directory/canada/british-columbia/');
    expect(directoryPath()).toBe('/directory/');
  });

  it('reads province slugs and codes back', () => {
    expect(provinceCodeFromSlug('british-columbia')).toBe('BC');
    expect(provinceCodeFromSlug('ab')).toBe('AB');
    expect(provinceCodeFromSlug('atlantis')).toBeUndefined();
    expect(provinceName('QC')).toBe('Quebec');
  });
});
