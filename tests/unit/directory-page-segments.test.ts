import { describe, expect, it } from 'vitest';
import { pageSegments } from '../../src/features/directory/page-segments.ts';

const groups = [
  { key: 'a', n: 5 },
  { key: 'b', n: 0 },
  { key: 'c', n: 20 },
  { key: 'd', n: 3 },
];

describe('pageSegments', () => {
  it('places a page inside one group', () => {
    expect(pageSegments(groups, 6, 12)).toEqual([{ key: 'c', offset: 1, limit: 12 }]);
  });

  it('splits a page across groups, skipping empty ones', () => {
    expect(pageSegments(groups, 0, 12)).toEqual([
      { key: 'a', offset: 0, limit: 5 },
      { key: 'c', offset: 0, limit: 7 },
    ]);
    expect(pageSegments(groups, 24, 12)).toEqual([
      { key: 'c', offset: 19, limit: 1 },
      { key: 'd', offset: 0, limit: 3 },
    ]);
  });

  it('is empty past the end, and short on the last page', () => {
    expect(pageSegments(groups, 28, 12)).toEqual([]);
    expect(pageSegments(groups, 26, 12)).toEqual([{ key: 'd', offset: 1, limit: 2 }]);
  });

  it('covers every position exactly once, page after page', () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 28; offset += 12) {
      for (const s of pageSegments(groups, offset, 12))
        for (let i = 0; i < s.limit; i++) seen.push(`${s.key}${s.offset + i}`);
    }
    expect(seen).toEqual([
      ...Array.from({ length: 5 }, (_, i) => `a${i}`),
      ...Array.from({ length: 20 }, (_, i) => `c${i}`),
      ...Array.from({ length: 3 }, (_, i) => `d${i}`),
    ]);
  });
});
