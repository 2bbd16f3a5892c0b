import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/features/content/relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000,
  M = 60 * S,
  H = 60 * M,
  D = 24 * H;

describe('relative time (spec §9)', () => {
  it.each([
    [0, '0 seconds ago'],
    [1 * S, '1 second ago'],
    [59 * S, '59 seconds ago'],
    [60 * S, '1 min ago'],
    [59 * M, '59 mins ago'],
    [1 * H, '1 hour ago'],
    [23 * H, '23 hours ago'],
    [1 * D, '1 day ago'],
    [29 * D, '29 days ago'],
    [30 * D, '1 month ago'],
    [359 * D, '11 months ago'],
    [360 * D, '1 year ago'],
    [800 * D, '2 years ago'],
  ])('%i ms -> %s', (ms, text) => expect(relativeTime(ago(ms), now)).toBe(text));

  it('reads ISO strings and never says a future date is negative', () => {
    expect(relativeTime('2026-11-22T11:58:00Z', now)).toBe('2 mins ago');
    expect(relativeTime(new Date(now.getTime() + 5 * M), now)).toBe('0 seconds ago');
  });
});
