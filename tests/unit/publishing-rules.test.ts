import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canPublish,
  dnsRecordsFor,
  isApexDomain,
  liveAddress,
  pauseReason,
  slugBase,
  slugCandidate,
  slugFromHost,
} from '../../src/features/publishing/publishing.ts';
import { hashSpec } from '../../src/features/publishing/spec-hash.ts';
import { liveSitePath, routeForHost } from '../../src/server/publishing/host-routing.ts';
import { customDomainSchema, DOMAIN_MESSAGES } from '../../src/schemas/website.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('site slugs', () => {
  it('come from the business name, accents and symbols folded', () => {
    expect(slugBase('Café Olé & Co.')).toBe('cafe-ole-and-co');
    expect(slugBase("Joe's Diner")).toBe('joes-diner');
    expect(slugBase('A')).toBe('a-site');
    expect(slugBase('www')).toBe('www-site');
    expect(slugBase('Admin')).toBe('admin-site');
  });

  it('are always valid host labels of 3 to 40 characters, whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 80 }), fc.integer({ min: 1, max: 50 }), (name, attempt) => {
        const slug = slugCandidate(slugBase(name), attempt);
        return SLUG.test(slug) && slug.length >= 3 && slug.length <= 40;
      }),
    );
  });

  it('take a number when the name is taken', () => {
    expect([1, 2, 3].map((n) => slugCandidate('maple-bakery', n))).toEqual([
      'maple-bakery',
      'maple-bakery-2',
      'maple-bakery-3',
    ]);
  });
});

describe('live addresses and host routing', () => {
  const local = { sitesDomain: 'localhost', protocol: 'http' as const, port: 8888 };
  const prod = { sitesDomain: 'mainstreet.site', protocol: 'https' as const };
  it('are {slug}.localhost:{PORT} locally and https://{slug}.{SITES_DOMAIN} in production, or the custom domain', () => {
    expect(liveAddress('sunrise', local)).toBe('http://sunrise.localhost:8888/');
    expect(liveAddress('sunrise', prod)).toBe('https://sunrise.mainstreet.site/');
    expect(liveAddress('sunrise', prod, 'www.sunrise.ca')).toBe('https://www.sunrise.ca/');
  });
  it('read the slug from the host, ignoring the port; anything else is not a slug', () => {
    expect(slugFromHost('Sunrise.LocalHost:8888', 'localhost')).toBe('sunrise');
    expect(slugFromHost('a.b.localhost', 'localhost')).toBeUndefined();
    expect(slugFromHost('localhost:8888', 'localhost')).toBeUndefined();
    expect(slugFromHost('www.sunrise.ca', 'mainstreet.site')).toBeUndefined();
  });
  it('leave the platform’s own hosts alone and send every other host to the live-sites function', () => {
    const platform = ['localhost', '127.0.0.1', '::1'];
    expect(routeForHost('localhost:8888', '/directory/', platform)).toBeUndefined();
    expect(routeForHost('[::1]:8888', '/', platform)).toBeUndefined();
    expect(routeForHost('sunrise.localhost:8888', '/about/?x=1', platform)).toBe('/_live/about/?x=1');
    expect(routeForHost('www.sunrise.ca', '/', platform)).toBe('/_live/');
  });
  it('give the live deploy the same decision: the path on the host’s site, none for platform hosts', () => {
    const platform = ['mainstreet.ca', 'localhost', '127.0.0.1', '[::1]'];
    expect(liveSitePath('MainStreet.ca', '/', platform)).toBeUndefined();
    expect(liveSitePath(undefined, '/', platform)).toBeUndefined();
    expect(liveSitePath('sunrise.mainstreet.site', '/menu/', platform)).toBe('/menu/');
    expect(liveSitePath('www.sunrise.ca', 'about/', platform)).toBe('/about/');
    for (const [host, path] of [
      ['localhost:8888', '/x'],
      ['sunrise.localhost:8888', '/x'],
      ['www.sunrise.ca', '/'],
    ] as const) {
      const live = liveSitePath(host, path, platform);
      expect(routeForHost(host, path, platform)).toBe(live === undefined ? undefined : `/_live${live}`);
    }
  });
});

describe('custom domains', () => {
  const check = (d: string) => customDomainSchema.safeParse(d);
  it('are normalised: case, scheme, path and the final dot', () => {
    expect(check('HTTPS://WWW.Example.ca/about').data).toBe('www.example.ca');
    expect(check('shop.example.qc.ca.').data).toBe('shop.example.qc.ca');
  });
  it.each([
    ['', DOMAIN_MESSAGES.required],
    ['example', DOMAIN_MESSAGES.malformed],
    ['exa mple.ca', DOMAIN_MESSAGES.malformed],
    ['-x.ca', DOMAIN_MESSAGES.malformed],
    ['x.c', DOMAIN_MESSAGES.malformed],
    [`${'a'.repeat(64)}.ca`, DOMAIN_MESSAGES.malformed],
    ['10.0.0.1', DOMAIN_MESSAGES.ip],
    ['2001:db8::1', DOMAIN_MESSAGES.ip],
    ['shop.localhost', DOMAIN_MESSAGES.platform],
    ['x.netlify.app', DOMAIN_MESSAGES.platform],
    ['a.mainstreet.site', DOMAIN_MESSAGES.platform],
  ])('refuse %j', (domain, message) => {
    expect(check(domain).error?.issues.map((i) => i.message)).toEqual([message]);
  });
  it('need a CNAME for a sub-domain and an A or ALIAS record at the apex', () => {
    expect(isApexDomain('example.ca')).toBe(true);
    expect(isApexDomain('example.qc.ca')).toBe(true);
    expect(isApexDomain('www.example.ca')).toBe(false);
    expect(dnsRecordsFor('www.example.ca', 's.mainstreet.site', ['75.2.60.5']).map((r) => r.type)).toEqual(['CNAME']);
    expect(dnsRecordsFor('example.ca', 's.mainstreet.site', ['75.2.60.5']).map((r) => `${r.type} ${r.value}`)).toEqual([
      'A 75.2.60.5',
      'ALIAS s.mainstreet.site',
    ]);
  });
});

describe('versions and plans', () => {
  it('a spec hashes the same whatever its key order, and differently after any edit', () => {
    const a = { copy: { hero: { headline: 'Hello', sub: 'x' } }, pages: ['home', 'about'] };
    const b = { pages: ['home', 'about'], copy: { hero: { sub: 'x', headline: 'Hello' } } };
    expect(hashSpec(a)).toBe(hashSpec(b));
    expect(hashSpec(a)).not.toBe(hashSpec({ ...a, pages: ['about', 'home'] }));
    expect(hashSpec(a)).toMatch(/^[0-9a-f]{64}$/);
  });
  it('only the paid website plans publish', () => {
    expect(['registered', 'web-hosting', 'complete', 'admin'].map(canPublish)).toEqual([false, true, true, false]);
  });
  it('a paused site says why, from the latest subscription', () => {
    expect(pauseReason('canceled')).toBe('cancelled');
    expect(pauseReason('past_due')).toBe('payment-failed');
    expect(pauseReason('unpaid')).toBe('payment-failed');
    expect(pauseReason(undefined)).toBe('no-plan');
  });
});
