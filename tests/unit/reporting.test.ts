// Reporting's pure parts (issue 16): the visitor hash, what is counted (bots, GPC), what is stored
// (device, referrer host, path), and the arithmetic that turns daily rows into a report.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  averageRating,
  changeLabel,
  cleanPath,
  conversion,
  countable,
  deviceFor,
  EMPTY_TOTALS,
  fillDays,
  mergeTop,
  referrerHost,
  reportCsv,
  sumDays,
} from '../../src/features/reporting/reporting.ts';
import { visitorHash } from '../../src/server/reporting/salts.ts';
import { utcDay } from '../../src/features/reporting/rollup-plan.ts';
import { collectEventSchema, type DayRow } from '../../src/schemas/reporting.ts';

const salt = (n: number) => new Uint8Array(32).fill(n);
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const day = (d: string, patch: Partial<DayRow> = {}): DayRow => ({ day: d, ...EMPTY_TOTALS, rating: null, ...patch });

describe('visitor hash', () => {
  it('is the same for one visitor, site and day, and 32 hex characters that do not contain the address', () => {
    const h = visitorHash(salt(1), 'site-a', '203.0.113.9', CHROME);
    expect(h).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash(salt(1), 'site-a', '203.0.113.9', CHROME)).toBe(h);
    expect(h).not.toContain('203');
  });

  it("changes with the day's salt (a visitor cannot be followed across days), the site, the address and the browser", () => {
    const h = visitorHash(salt(1), 'site-a', '203.0.113.9', CHROME);
    expect(visitorHash(salt(2), 'site-a', '203.0.113.9', CHROME)).not.toBe(h);
    expect(visitorHash(salt(1), 'site-b', '203.0.113.9', CHROME)).not.toBe(h);
    expect(visitorHash(salt(1), 'site-a', '203.0.113.10', CHROME)).not.toBe(h);
    expect(visitorHash(salt(1), 'site-a', '203.0.113.9', `${CHROME} Edg/131`)).not.toBe(h);
  });

  it('keys salts by the UTC day', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
  });
});

describe('what is counted', () => {
  it('counts browsers, not crawlers, monitors or headless tools, and nothing under Global Privacy Control', () => {
    expect(countable(CHROME, null)).toBe(true);
    expect(
      countable(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        null,
      ),
    ).toBe(true);
    for (const bot of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'UptimeRobot/2.0',
      'python-requests/2.31',
    ]) {
      expect(countable(bot, null), bot).toBe(false);
    }
    expect(countable('', null)).toBe(false);
    expect(countable(null, null)).toBe(false);
    expect(countable(CHROME, '1')).toBe(false);
    expect(countable(CHROME, '0')).toBe(true);
  });

  it('accepts only well-formed events', () => {
    expect(collectEventSchema.safeParse({ k: 'view', p: '/', w: 390 }).success).toBe(true);
    expect(collectEventSchema.safeParse({ k: 'view', p: 'no-slash', w: 390 }).success).toBe(false);
    expect(collectEventSchema.safeParse({ k: 'view', p: '/', w: 390, ip: '1.2.3.4' }).success).toBe(false);
    expect(collectEventSchema.safeParse({ k: 'view', p: '/\u0000', w: 390 }).success).toBe(false);
    expect(collectEventSchema.safeParse({ k: 'phone', p: '/', w: 390, l: 'not-a-uuid' }).success).toBe(false);
  });

  it('stores a device class, the referring host only, and the path without its query', () => {
    expect([deviceFor(390), deviceFor(800), deviceFor(1366), deviceFor(0)]).toEqual([
      'mobile',
      'tablet',
      'desktop',
      'desktop',
    ]);
    expect(referrerHost('https://www.google.ca/search?q=bakery+edmonton', 'demo.localhost:8888')).toBe('google.ca');
    expect(referrerHost('http://demo.localhost:8888/about/', 'demo.localhost:8888')).toBeNull();
    expect(referrerHost('android-app://com.google/', 'x')).toBeNull();
    expect(referrerHost('garbage', 'x')).toBeNull();
    expect(referrerHost(undefined, 'x')).toBeNull();
    expect(cleanPath('/contact/?email=a@b.c#form')).toBe('/contact/');
  });
});

describe('report arithmetic', () => {
  const rows = [
    day('2026-03-01', { views: 10, visitors: 4, phone: 1, leads: 1, reviews: 2, rating: 4.5 }),
    day('2026-03-03', { views: 6, visitors: 3, email: 2, directions: 1, reviews: 1, rating: 3 }),
  ];

  it('sums the days, fills missing days with zeros and weights the rating by reviews', () => {
    expect(sumDays(rows)).toEqual({ views: 16, visitors: 7, phone: 1, email: 2, directions: 1, leads: 1, reviews: 3 });
    const filled = fillDays('2026-02-28', '2026-03-03', rows);
    expect(filled.map((r) => r.day)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
    expect(filled[2]).toEqual(day('2026-03-02'));
    expect(averageRating(rows)).toBe(4); // (4.5×2 + 3×1) / 3
    expect(averageRating([day('x')])).toBeNull();
  });

  it('gives conversion per hundred visitors and the change in plain words', () => {
    expect(conversion(sumDays(rows))).toBe(14.3);
    expect(conversion(EMPTY_TOTALS)).toBeNull();
    expect([
      changeLabel(12, 10),
      changeLabel(5, 10),
      changeLabel(3, 0),
      changeLabel(4, 4),
      changeLabel(1001, 1000),
    ]).toEqual(['+20%', '−50%', 'new', 'no change', 'about the same']);
  });

  it('merges top lists from aggregates and raw days', () => {
    expect(
      mergeTop(
        [
          [
            { value: '/', views: 5 },
            { value: '/menu/', views: 2 },
          ],
          [
            { value: '/menu/', views: 4 },
            { value: '/about/', views: 1 },
          ],
        ],
        2,
      ),
    ).toEqual([
      { value: '/menu/', views: 6 },
      { value: '/', views: 5 },
    ]);
  });

  it('writes one CSV line per day', () => {
    expect(reportCsv(rows).split('\r\n')).toEqual([
      'date,visitors,page_views,phone_clicks,email_clicks,directions_clicks,leads,reviews,average_rating',
      '2026-03-01,4,10,1,0,0,1,2,4.5',
      '2026-03-03,3,6,0,2,1,0,1,3',
      '',
    ]);
  });
});

describe('the beacon', () => {
  const source = readFileSync('public/r.js', 'utf8');
  it('weighs at most 1 KB gzipped and touches no cookie or storage', () => {
    expect(gzipSync(source).length).toBeLessThanOrEqual(1024);
    expect(source).not.toMatch(/document\.cookie|localStorage|sessionStorage|indexedDB/);
    expect(source).toContain('globalPrivacyControl');
    expect(source).toContain('credentials:"omit"');
  });
});
