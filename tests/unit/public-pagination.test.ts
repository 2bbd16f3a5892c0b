import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  clampPage,
  pageCount,
  pageNumbers,
  pagePath,
  paginate,
} from '../../src/features/pagination/pagination.ts';

const items = Array.from({ length: 30 }, (_, i) => i + 1);

describe('pagination', () => {
  it('shows 12 per page (spec §9)', () => {
    expect(PAGE_SIZE).toBe(12);
    expect(paginate(items, 1).items).toEqual(items.slice(0, 12));
    expect(paginate(items, 3)).toMatchObject({ items: [25, 26, 27, 28, 29, 30], page: 3, pages: 3, from: 25, to: 30 });
  });

  it('clamps bad page numbers to a real page', () => {
    expect(clampPage('abc', 30)).toBe(1);
    expect(clampPage(-4, 30)).toBe(1);
    expect(clampPage(99, 30)).toBe(3);
    expect(clampPage('2', 30)).toBe(2);
    expect(clampPage(2.7, 30)).toBe(2);
    expect(paginate([], 5)).toMatchObject({ items: [], page: 1, pages: 1, from: 0, to: 0 });
  });

  it('counts pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it('numbers pages only when there is more than one, with gaps for long lists', () => {
    expect(pageNumbers(1, 1)).toEqual([]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageNumbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('builds page paths', () => {
    expect(pagePath('/news', 1)).toBe('/news/');
    expect(pagePath('/news/', 2)).toBe('/news/page/2/');
    expect(pagePath('/directory/canada/alberta', 3)).toBe('/directory/canada/alberta/page/3/');
  });
});
