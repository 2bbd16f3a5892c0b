import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT, safeNextPath } from '../../src/shared/safe-next.ts';

describe('safeNextPath', () => {
  it.each([
    ['/checkout/', '/checkout/'],
    ['/create-business-website/', '/create-business-website/'],
    ['/referral-program/?x=1#join', '/referral-program/?x=1#join'],
    ['/', '/'],
    ['/rss.xml', '/rss.xml'],
    // In the one URL form (issue 28), so the navigation that follows takes no 301.
    ['/checkout', '/checkout/'],
    ['/referral-program?x=1#join', '/referral-program/?x=1#join'],
    ['/a/../dashboard', '/dashboard/'],
  ])('keeps the path %s', (value, kept) => expect(safeNextPath(value)).toBe(kept));

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'checkout',
    '',
    ' //evil.example',
    '/\tevil',
    '/a b',
    `/${'a'.repeat(300)}`,
    undefined,
    null,
    42,
    { path: '/x' },
  ])('refuses %j', (value) => expect(safeNextPath(value)).toBe(DEFAULT_NEXT));

  it('uses the fallback it is given', () => expect(safeNextPath('//x', '/dashboard/')).toBe('/dashboard/'));
});
