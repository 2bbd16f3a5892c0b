// What the front door reads from a request line and Host header before forwarding (pure).
import { describe, expect, it } from 'vitest';
import {
  checkRequestTarget,
  decodePath,
  hasDotSegment,
  isScheduledFunctionPath,
  isValidHost,
  MAX_PATH_LENGTH,
} from '../../scripts/lib/request-target.ts';

describe('Host headers', () => {
  it.each([
    'localhost',
    'localhost:8888',
    'demo-bakery.localhost:8888',
    '127.0.0.1',
    '127.0.0.1:80',
    '[::1]',
    '[::1]:8888',
    'www.example.ca',
    'example.ca.',
    'xn--caf-dma.example',
    'a_b.example',
    '[::ffff:127.0.0.1]:1',
  ])('accepts %s', (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    'a@b',
    'user@localhost:8888',
    'localhost:99999',
    'localhost:',
    'localhost:8a',
    '[::1',
    '[nothex]:80',
    '[::1]x',
    'a b',
    'a/b',
    'a\\b',
    '-leading.example',
    'trailing-.example',
    '',
    ':8888',
    'a..b',
    'exa%6dple.com',
    "a'b",
    `${'a'.repeat(64)}.example`,
  ])('refuses %j', (host) => expect(isValidHost(host)).toBe(false));
});

describe('paths', () => {
  it('decodes well-formed escapes and refuses malformed or non-UTF-8 ones', () => {
    expect(decodePath('/files/caf%C3%A9')).toBe('/files/café');
    expect(decodePath('/files/%E0%A4%A')).toBeUndefined();
    expect(decodePath('/files/%E0%A4')).toBeUndefined();
    expect(decodePath('/files/%zz')).toBeUndefined();
    expect(decodePath('/100%')).toBeUndefined();
  });

  it('finds dot segments in every spelling a URL parser resolves', () => {
    for (const path of [
      '/..',
      '/./a',
      '/a/../b',
      '/a/..',
      '/%2e%2e/api',
      '/.%2E/api',
      '/%2e/x',
      '/a\\..\\b',
      '/%252e%252e/x',
      '/a/%252E./x',
    ]) {
      expect(hasDotSegment(decodePath(path)!), path).toBe(true);
    }
    for (const path of ['/', '/a/b', '/.well-known/x', '/..a/b', '/a../b', '/a/.../b', '/files/v1.2.3/x.png']) {
      expect(hasDotSegment(decodePath(path)!), path).toBe(false);
    }
  });
});

describe('checkRequestTarget', () => {
  const refused = (target: string, host: string | undefined = 'localhost:8888') => {
    const check = checkRequestTarget(target, host);
    return check.ok ? 'ok' : check.status;
  };

  it('passes ordinary requests through unchanged, query apart', () => {
    expect(checkRequestTarget('/api/x?q=%E0%A4', 'localhost:8888')).toEqual({
      ok: true,
      host: 'localhost:8888',
      path: '/api/x',
      query: '?q=%E0%A4',
      decodedPath: '/api/x',
    });
    for (const target of ['//evil.example/x', '/\\evil.example/x', '/\\\\evil.example/x', '///evil.example/x']) {
      expect(checkRequestTarget(target, 'localhost'), target).toMatchObject({ ok: true, path: '/evil.example/x' });
    }
  });

  it.each([
    ['/files/%E0%A4%A', 400],
    ['/%2e%2e/api/business/auth', 400],
    ['/..%2f..%2fapi/business/auth', 400],
    ['/a%00b', 400],
    ['/a/..\\..\\api', 400],
    ['*', 400],
    [`/${'a'.repeat(MAX_PATH_LENGTH)}`, 414],
    ['ftp://x/y', 400],
  ])('refuses %j with %i', (target, status) => expect(refused(target)).toBe(status));

  it('refuses a bad Host with 400', () => expect(refused('/', 'a@b')).toBe(400));

  it('takes the host of an absolute-form target and forwards its path in origin-form', () => {
    expect(checkRequestTarget('http://demo-bakery.localhost:8888/about?x=1', 'localhost:8888')).toMatchObject({
      ok: true,
      host: 'demo-bakery.localhost:8888',
      path: '/about',
      query: '?x=1',
    });
    expect(checkRequestTarget('http://demo-bakery.localhost:8888', undefined)).toMatchObject({ ok: true, path: '/' });
    expect(refused('http://demo-bakery.localhost/%2e%2e/api/business/auth')).toBe(400);
    expect(refused('http://a@b/')).toBe(400);
  });
});

describe('scheduled function URLs', () => {
  const scheduled = new Set(['scheduled-maintenance-check']);
  it('match in any spelling netlify dev would route, and nothing else', () => {
    for (const path of [
      '/.netlify/functions/scheduled-maintenance-check',
      '/.netlify/functions/Scheduled-Maintenance-Check/',
      '//.netlify//functions/scheduled-maintenance-check/x',
      '/.netlify/builders/scheduled-maintenance-check',
    ]) {
      expect(isScheduledFunctionPath(path, scheduled), path).toBe(true);
    }
    for (const path of [
      '/.netlify/functions/generate-website-background',
      '/api/maintenance',
      '/x/.netlify/functions/scheduled-maintenance-check',
    ]) {
      expect(isScheduledFunctionPath(path, scheduled), path).toBe(false);
    }
  });
});
