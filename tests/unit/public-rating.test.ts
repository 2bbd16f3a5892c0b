import { describe, expect, it } from 'vitest';
import { ratingSummary, reviewCountLabel, starParts } from '../../src/features/directory/rating.ts';

describe('rating average (spec §9: 2 decimals, approved reviews only)', () => {
  it('averages to two decimals', () => {
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({
      average: '4.33',
      value: 4.33,
      count: 3,
    });
    expect(ratingSummary([{ rating: 5 }, { rating: 4 }])).toMatchObject({ average: '4.50' });
    expect(ratingSummary([{ rating: 3 }])).toMatchObject({ average: '3.00', count: 1 });
    expect(ratingSummary([{ rating: 5 }, { rating: 5 }, { rating: 4 }])).toMatchObject({ average: '4.67' });
  });
  it('counts only approved reviews', () => {
    const reviews = [
      { rating: 5, status: 'approved' as const },
      { rating: 1, status: 'pending' as const },
      { rating: 1, status: 'rejected' as const },
      { rating: 4, status: 'approved' as const },
    ];
    expect(ratingSummary(reviews)).toEqual({ average: '4.50', value: 4.5, count: 2 });
  });
  it('has no average without reviews, and ignores impossible ratings', () => {
    expect(ratingSummary([])).toEqual({ average: null, value: null, count: 0 });
    expect(ratingSummary([{ rating: 9 }, { rating: 0 }])).toEqual({ average: null, value: null, count: 0 });
  });
  it('labels counts and stars', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(starParts(4.5)).toEqual({ full: 5, empty: 0 });
    expect(starParts(4.33)).toEqual({ full: 4, empty: 1 });
    expect(starParts(null)).toEqual({ full: 0, empty: 5 });
  });
});
